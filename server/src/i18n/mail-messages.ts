/** The words of the shopper's mails: subjects, greetings, lines, buttons. Ids `mail.<key>` (message-catalogue.ts; ADR 0065). */
export const mailMessages = {} as const;
