/**
 * The invoice's and credit note's headings and labels in Hindi and Punjabi (the particulars stay
 * English). Ids `invoice.<key>` (message-catalogue.ts; ADR 0065). The recipient's original prints
 * "English / translation" (server/src/modules/tax/pdf-heading.ts); the English words stay, as the
 * law names them (CGST Rules 46, 49, 53: "Tax Invoice", "Bill of Supply", "Credit Note").
 */
export const invoiceMessages = {
  taxInvoice: 'Tax Invoice',
  billOfSupply: 'Bill of Supply',
  creditNote: 'Credit Note',
  originalForRecipient: 'Original for recipient',
  invoiceNumber: 'Invoice no.',
  billNumber: 'Bill no.',
  creditNoteNumber: 'Credit note no.',
  date: 'Date',
  order: 'Order',
  orderDate: 'Order date',
  billedTo: 'BILLED TO',
  shippedTo: 'SHIPPED TO',
  billedAndShippedTo: 'BILLED AND SHIPPED TO',
  supply: 'SUPPLY',
} as const;

/** The labels in one language: the keys of `invoiceMessages`, any text. */
export type InvoiceMessages = Record<keyof typeof invoiceMessages, string>;
