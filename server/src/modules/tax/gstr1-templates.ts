/**
 * The GST Returns Offline Tool's import templates for GSTR-1 (ADR 0056): one CSV per section, each
 * with the header line of the GSTR1 Excel Workbook Template V2.2 sheet of that section (Offline Tool
 * V3.2.4, the version with the Phase III B2B/B2C split of table 12). The tool reads a CSV by header
 * text, so these names must match letter for letter; the order is the workbook's.
 */

/** Table 12's header, the same on its B2B and B2C tabs. */
const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;

/** The files of the zip, in the order the tool lists its sections, with their header line. */
export const GSTR1_TEMPLATES = {
  /** Table 4A: invoices to registered buyers, one row per invoice and rate. */
  'b2b.csv': [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  /** Table 5: inter-state invoices above the B2CL limit to unregistered buyers, per invoice and rate. */
  'b2cl.csv': [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  /** Table 7: the other sales to consumers, summed per place of supply and rate. */
  'b2cs.csv': [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  /** Table 9B: credit notes to registered buyers, per note and rate. */
  'cdnr.csv': [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  /** Table 9B: credit notes against B2CL invoices, per note and rate. */
  'cdnur.csv': [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  /** Table 12, B2B tab: HSN summary of sales to registered buyers and their credit notes. */
  'hsn(b2b).csv': HSN_HEADER,
  /** Table 12, B2C tab: HSN summary of every other taxed sale and its credit notes. */
  'hsn(b2c).csv': HSN_HEADER,
  /** Table 13: documents issued, one row per series. */
  'docs.csv': ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const satisfies Record<string, readonly string[]>;

export type Gstr1FileName = keyof typeof GSTR1_TEMPLATES;

/** The zip's file names, in template order. */
export const GSTR1_FILE_NAMES = Object.keys(GSTR1_TEMPLATES) as Gstr1FileName[];

/**
 * A line's unit code → the UQC as the tool's list writes it ("CODE-DESCRIPTION"; the tool keeps the
 * code before the dash). Only the units the shop sells by; a line with another unit is refused.
 */
export const UQC_LABELS: Readonly<Record<string, string>> = {
  PCS: 'PCS-PIECES',
  PRS: 'PRS-PAIRS',
  SET: 'SET-SETS',
  NOS: 'NOS-NUMBERS',
};

/** Table 13's "Nature of Document" of each reported series (the tool's fixed list). */
export const DOCUMENT_NATURE = {
  invoice: 'Invoices for outward supply',
  credit_note: 'Credit Note',
} as const;

/** The tool's Invoice Type / Note Supply Type of a regular sale to a registered buyer. */
export const REGULAR_B2B = 'Regular B2B';
