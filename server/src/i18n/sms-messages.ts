/** The SMS texts (sign-in code) and WhatsApp template parameters the shop words itself. Ids `sms.<key>` (message-catalogue.ts; ADR 0065). */
export const smsMessages = {} as const;
