/** The words the server writes into pages: titles and descriptions of the heads, the COD confirm page. Ids `page.<key>` (message-catalogue.ts; ADR 0065). */
export const pageMessages = {} as const;
