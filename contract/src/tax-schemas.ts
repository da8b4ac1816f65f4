/**
 * Tax documents in the back office (docs/decisions/0030-gst-invoices.md): the month's list and the
 * GSTR-1 export (ADR 0056), and the messages shipping gives when a tax document cannot be issued. Money in
 * answers is rupees; months are India time (Asia/Kolkata), `YYYY-MM`.
 */
import { z } from 'zod';
import { MAX_PAGE } from './constants.ts';
import { blankToUndefined, queryPageField } from './fields.ts';

export const taxDocumentKinds = ['invoice', 'bill_of_supply', 'credit_note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** Documents per page of the back office's list: default and most a client may ask for. */
export const TAX_DOCUMENTS_PAGE_SIZE = 50;
export const TAX_DOCUMENTS_MAX_PAGE_SIZE = 200;

/** Messages of tax documents (ours). */
export const taxMessages = {
  sellerMissing: 'Fill in the seller settings before shipping',
  unknownPlaceOfSupply:
    'The delivery state of this order is not a state or union territory of India; correct the delivery state before shipping',
  eWayBillRequired:
    'This shipment needs its 12-digit e-way bill number: inter-state without GST registration, or worth more than ₹50,000 (CGST Rule 138)',
  eWayBillFormat: 'The e-way bill number is 12 digits',
  badMonth: 'month must be a month written YYYY-MM',
  badQuarter:
    'quarter must be a financial-year quarter written YYYY-Qn: Q1 is April–June of YYYY, Q2 July–September, Q3 October–December, Q4 January–March of the next year',
  monthOrQuarter: 'Give a month or a quarter, not both',
  badKind: `kind must be one of ${taxDocumentKinds.join(', ')}`,
  badPage: 'page must be a whole number of at least 1',
  badPerPage: `perPage must be a whole number from 1 to ${TAX_DOCUMENTS_MAX_PAGE_SIZE}`,
} as const;

/** An e-way bill number: exactly 12 digits (CGST Rule 138). */
export const E_WAY_BILL_PATTERN = /^\d{12}$/;

/** A month, `YYYY-MM`, from 2000 to 2999. */
export const monthField = z
  .string({ error: taxMessages.badMonth })
  .max(7, { error: taxMessages.badMonth, abort: true })
  .regex(/^2\d{3}-(0[1-9]|1[0-2])$/, taxMessages.badMonth);

/** An optional month: absent or blank is this month (India time), chosen by the server. */
const optionalMonth = z.preprocess(blankToUndefined, monthField.optional());

/** `GET /admin/tax-documents` query: the month (India time; default this one), an optional kind, paging. Oldest first. */
export const adminTaxDocumentListQuerySchema = z.object({
  month: optionalMonth,
  kind: z.preprocess(blankToUndefined, z.enum(taxDocumentKinds, { error: taxMessages.badKind }).optional()),
  page: queryPageField(taxMessages.badPage, MAX_PAGE, 1),
  perPage: queryPageField(taxMessages.badPerPage, TAX_DOCUMENTS_MAX_PAGE_SIZE, TAX_DOCUMENTS_PAGE_SIZE),
});

/**
 * A quarter of the financial year that starts on 1 April of YYYY, `YYYY-Qn`: "2026-Q3" is
 * October–December 2026, "2026-Q4" January–March 2027 (QRMP filers, CGST Rule 59(1)).
 */
export const quarterField = z
  .string({ error: taxMessages.badQuarter })
  .max(7, { error: taxMessages.badQuarter, abort: true })
  .regex(/^2\d{3}-Q[1-4]$/, taxMessages.badQuarter);

/**
 * `GET /admin/tax-documents/gstr1.zip` query: a month or a financial-year quarter (India time), at
 * most one; neither is this month.
 */
export const adminTaxExportQuerySchema = z
  .object({
    month: optionalMonth,
    quarter: z.preprocess(blankToUndefined, quarterField.optional()),
  })
  .refine((query) => !(query.month && query.quarter), { error: taxMessages.monthOrQuarter });

export type AdminTaxExportQuery = z.input<typeof adminTaxExportQuerySchema>;

export type AdminTaxDocumentListQuery = z.input<typeof adminTaxDocumentListQuerySchema>;

/** One tax document in the back office's list; money in rupees, as printed (a credit note's positive). */
export interface AdminTaxDocument {
  _id: string;
  number: string;
  kind: TaxDocumentKind;
  issuedAt: string;
  orderId: string;
  buyer: string;
  /** "04-Chandigarh". */
  placeOfSupply: string;
  taxable: number;
  cgst: number;
  sgst: number;
  utgst: number;
  igst: number;
  total: number;
}

/** `GET /admin/tax-documents` answer data: one page, oldest first. */
export interface AdminTaxDocumentPage {
  currentPage: number;
  perPage: number;
  totalCount: number;
  totalPage: number;
  data: AdminTaxDocument[];
}
