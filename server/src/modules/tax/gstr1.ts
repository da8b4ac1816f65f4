/**
 * GSTR-1 for the GST Returns Offline Tool (ADR 0056, superseding the GSTR-1 part of ADR 0030): the
 * tax invoices and credit notes of a month or quarter, as a zip of one CSV per section (gstr1-
 * templates.ts). Each document is classed from its own snapshot (CGST Rule 59(4)):
 * - an invoice to a buyer with a GSTIN is B2B (table 4A), invoice by invoice and rate by rate;
 * - an inter-state invoice to a buyer without one, above ₹1,00,000 (₹2,50,000 before 1 August 2024,
 *   Notification 12/2024-CT), is B2CL (table 5), the same way;
 * - every other invoice is B2CS (table 7), summed per place of supply and rate;
 * - a credit note takes the class of the invoice it corrects: CDNR (9B) against B2B, CDNUR (9B)
 *   against B2CL, and against B2CS it subtracts in B2CS in the month it is issued (CGST Act s.34(2));
 * - table 12 sums the lines per HSN code, UQC and rate, B2B documents on its B2B tab and the rest on
 *   its B2C tab (Phase III, from the May 2025 period); table 13 gives each series' first and last
 *   number in the period.
 * Bills of supply carry no GST and are not reported (an unregistered seller files no GSTR-1); lines
 * at 0 % are left out too. Money in the files is rupees with two decimals; rates in percent.
 */
import { indiaDate } from '@shahi/contract';
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '#server/db/client.ts';
import { conflict } from '#server/http/errors.ts';
import { placeOfSupplyLabel } from './admin-service.ts';
import type { DocumentLine, TaxDocumentSnapshot } from './document.ts';
import type { Gstr1Period } from './gstr1-period.ts';
import { type Gstr1Document, selectGstr1Documents } from './gstr1-source.ts';
import {
  DOCUMENT_NATURE,
  GSTR1_FILE_NAMES,
  GSTR1_TEMPLATES,
  type Gstr1FileName,
  REGULAR_B2B,
  UQC_LABELS,
} from './gstr1-templates.ts';

/** Paise as rupees with two decimals, "-12.50" when negative; integer maths, no floats. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as the percent the tool takes: 500 → "5", 25 → "0.25". */
const rateText = (rateBp: number) => (rateBp % 100 === 0 ? String(rateBp / 100) : (rateBp / 100).toFixed(2));

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The India date of ISO instant `at` as the tool reads dates: "21-Nov-2026". */
export function toolDate(at: string): string {
  const [year, month, day] = indiaDate(at).split('-') as [string, string, string];
  return `${day}-${MONTH_NAMES[Number(month) - 1]}-${year}`;
}

/** B2CL invoice limit (invoice value, tax included, strictly above): ₹1,00,000 from 1 August 2024. */
export const B2CL_LIMIT_PAISE = 10_000_000;
/** The limit before 1 August 2024: ₹2,50,000. */
const B2CL_EARLIER_LIMIT_PAISE = 25_000_000;
const B2CL_LIMIT_FROM = Date.parse('2024-08-01T00:00:00+05:30');

/** The GSTR-1 class of a sale: table 4A, 5 or 7. */
export type SaleClass = 'b2b' | 'b2cl' | 'b2cs';

/** The class of tax invoice `invoice`; null for a bill of supply or anything else without GST. */
export function invoiceClass(invoice: TaxDocumentSnapshot): SaleClass | null {
  if (invoice.kind !== 'invoice' || invoice.split === 'none') return null;
  if (invoice.buyer.gstin) return 'b2b';
  const limit = Date.parse(invoice.issuedAt) >= B2CL_LIMIT_FROM ? B2CL_LIMIT_PAISE : B2CL_EARLIER_LIMIT_PAISE;
  return invoice.split === 'igst' && invoice.totals.totalPaise > limit ? 'b2cl' : 'b2cs';
}

/**
 * The class of `document`: an invoice's own; a credit note's is that of the invoice it corrects, or,
 * when that is not on record, B2B with a buyer GSTIN and B2CS without. Null when not reported.
 */
export function documentClass(document: Gstr1Document): SaleClass | null {
  const { snapshot } = document;
  if (snapshot.kind === 'invoice') return invoiceClass(snapshot);
  if (snapshot.kind !== 'credit_note' || snapshot.split === 'none') return null;
  if (document.corrected) return invoiceClass(document.corrected);
  return snapshot.buyer.gstin ? 'b2b' : 'b2cs';
}

/** The taxed lines of `snapshot` (rate above 0). */
const taxedLines = (snapshot: TaxDocumentSnapshot) => snapshot.lines.filter((line) => line.rateBp > 0);

/** Taxable value per rate of `snapshot`'s taxed lines, rates ascending; paise. */
function taxableByRate(snapshot: TaxDocumentSnapshot): Array<{ rateBp: number; taxablePaise: number }> {
  const byRate = new Map<number, number>();
  for (const line of taxedLines(snapshot)) {
    byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + line.taxablePaise);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, taxablePaise]) => ({ rateBp, taxablePaise }));
}

const HSN_PATTERN = /^\d{4,8}$/;

/**
 * Throws 409 naming the documents with a reported line that table 12 cannot take: an HSN code that
 * is not 4 to 8 digits (CGST Rule 46 with Notification 78/2020-CT; the portal picks HSN codes from
 * its master), or a unit with no UQC here.
 */
export function assertReportable(documents: readonly Gstr1Document[]): void {
  const badHsn: string[] = [];
  const badUnit: string[] = [];
  for (const document of documents) {
    if (!documentClass(document)) continue;
    const lines = taxedLines(document.snapshot);
    if (lines.some((line) => !HSN_PATTERN.test(line.hsnCode))) badHsn.push(document.snapshot.number);
    if (lines.some((line) => !UQC_LABELS[line.unit])) badUnit.push(document.snapshot.number);
  }
  const problems = [
    ...(badHsn.length ? [`a line without an HSN code of 4 to 8 digits in ${badHsn.join(', ')}`] : []),
    ...(badUnit.length ? [`a line whose unit has no GST UQC in ${badUnit.join(', ')}`] : []),
  ];
  if (problems.length === 0) return;
  throw conflict(
    `GSTR-1 table 12 cannot be made: ${problems.join('; ')}. Report these documents' HSN summary by hand in the offline tool, and give every category an HSN code of at least 4 digits`,
    'GSTR1_HSN_MISSING',
  );
}

interface HsnRow {
  hsnCode: string;
  uqc: string;
  rateBp: number;
  quantity: number;
  totalPaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  stateTaxPaise: number;
}

/** Adds `sign` × `line` to its row of `rows` (per HSN code, UQC and rate). */
function addHsnLine(rows: Map<string, HsnRow>, line: DocumentLine, sign: number) {
  const uqc = UQC_LABELS[line.unit] ?? line.unit;
  const key = `${line.hsnCode}|${uqc}|${String(line.rateBp).padStart(5, '0')}`;
  const row = rows.get(key) ?? {
    hsnCode: line.hsnCode,
    uqc,
    rateBp: line.rateBp,
    quantity: 0,
    totalPaise: 0,
    taxablePaise: 0,
    igstPaise: 0,
    cgstPaise: 0,
    stateTaxPaise: 0,
  };
  row.quantity += sign * line.quantity;
  row.totalPaise += sign * line.totalPaise;
  row.taxablePaise += sign * line.taxablePaise;
  row.igstPaise += sign * line.igstPaise;
  row.cgstPaise += sign * line.cgstPaise;
  row.stateTaxPaise += sign * (line.sgstPaise + line.utgstPaise);
  rows.set(key, row);
}

/** The values of `map` by ascending key. */
const sortedValues = <T>(map: Map<string, T>) =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);

const hsnCells = (row: HsnRow) => [
  row.hsnCode,
  '',
  row.uqc,
  String(row.quantity),
  rupeesText(row.totalPaise),
  rateText(row.rateBp),
  rupeesText(row.taxablePaise),
  rupeesText(row.igstPaise),
  rupeesText(row.cgstPaise),
  rupeesText(row.stateTaxPaise),
  '0.00',
];

/** A row that nets to nothing (a sale and its full credit note) is left out: the tool refuses all-zero tax. */
const hsnRowsOf = (rows: Map<string, HsnRow>) =>
  sortedValues(rows)
    .filter((row) => row.quantity !== 0 || row.totalPaise !== 0 || row.taxablePaise !== 0)
    .map(hsnCells);

/**
 * The data rows of every file (headers apart) for `documents`, in the order given (oldest first);
 * money as rupees text. Throws 409 as `assertReportable` does.
 */
export function gstr1Rows(documents: readonly Gstr1Document[]): Record<Gstr1FileName, string[][]> {
  assertReportable(documents);
  const rows = Object.fromEntries(GSTR1_FILE_NAMES.map((name) => [name, [] as string[][]])) as Record<
    Gstr1FileName,
    string[][]
  >;
  const b2cs = new Map<string, { placeOfSupply: string; rateBp: number; taxablePaise: number }>();
  const hsnB2b = new Map<string, HsnRow>();
  const hsnB2c = new Map<string, HsnRow>();
  const series = new Map<
    string,
    { nature: string; first: Gstr1Document; last: Gstr1Document; count: number }
  >();

  for (const document of documents) {
    const saleClass = documentClass(document);
    if (!saleClass) continue;
    const { snapshot } = document;
    const isNote = snapshot.kind === 'credit_note';
    const sign = isNote ? -1 : 1;
    const placeOfSupply = placeOfSupplyLabel(snapshot);
    const date = toolDate(snapshot.issuedAt);
    const value = rupeesText(snapshot.totals.totalPaise);
    const receiver = snapshot.buyer.businessName || snapshot.buyer.name;

    for (const { rateBp, taxablePaise } of taxableByRate(snapshot)) {
      const rate = rateText(rateBp);
      const taxable = rupeesText(taxablePaise);
      if (saleClass === 'b2b' && !isNote) {
        rows['b2b.csv'].push([
          snapshot.buyer.gstin,
          receiver,
          snapshot.number,
          date,
          value,
          placeOfSupply,
          'N',
          '',
          REGULAR_B2B,
          '',
          rate,
          taxable,
          '0.00',
        ]);
      } else if (saleClass === 'b2b') {
        rows['cdnr.csv'].push([
          snapshot.buyer.gstin,
          receiver,
          snapshot.number,
          date,
          'C',
          placeOfSupply,
          'N',
          REGULAR_B2B,
          value,
          '',
          rate,
          taxable,
          '0.00',
        ]);
      } else if (saleClass === 'b2cl' && !isNote) {
        rows['b2cl.csv'].push([snapshot.number, date, value, placeOfSupply, '', rate, taxable, '0.00', '']);
      } else if (saleClass === 'b2cl') {
        rows['cdnur.csv'].push([
          'B2CL',
          snapshot.number,
          date,
          'C',
          placeOfSupply,
          value,
          '',
          rate,
          taxable,
          '0.00',
        ]);
      } else {
        const key = `${placeOfSupply}|${String(rateBp).padStart(5, '0')}`;
        const row = b2cs.get(key) ?? { placeOfSupply, rateBp, taxablePaise: 0 };
        row.taxablePaise += sign * taxablePaise;
        b2cs.set(key, row);
      }
    }

    const hsn = saleClass === 'b2b' ? hsnB2b : hsnB2c;
    for (const line of taxedLines(snapshot)) addHsnLine(hsn, line, sign);

    const seriesKey = `${document.financialYear}|${isNote ? 2 : 1}`;
    const entry = series.get(seriesKey);
    if (!entry) {
      const nature = DOCUMENT_NATURE[isNote ? 'credit_note' : 'invoice'];
      series.set(seriesKey, { nature, first: document, last: document, count: 1 });
    } else {
      entry.count += 1;
      if (document.sequence < entry.first.sequence) entry.first = document;
      if (document.sequence > entry.last.sequence) entry.last = document;
    }
  }

  rows['b2cs.csv'] = sortedValues(b2cs)
    .filter((row) => row.taxablePaise !== 0)
    .map((row) => [
      'OE',
      row.placeOfSupply,
      '',
      rateText(row.rateBp),
      rupeesText(row.taxablePaise),
      '0.00',
      '',
    ]);
  rows['hsn(b2b).csv'] = hsnRowsOf(hsnB2b);
  rows['hsn(b2c).csv'] = hsnRowsOf(hsnB2c);
  rows['docs.csv'] = sortedValues(series).map((entry) => [
    entry.nature,
    entry.first.snapshot.number,
    entry.last.snapshot.number,
    String(entry.count),
    '0',
  ]);
  return rows;
}

/** Each file's CSV text (header line, then rows; CRLF line ends, as the tool's Windows samples). */
export function gstr1Files(documents: readonly Gstr1Document[]): Record<Gstr1FileName, string> {
  const rows = gstr1Rows(documents);
  return Object.fromEntries(
    GSTR1_FILE_NAMES.map((name) => [
      name,
      stringify([[...GSTR1_TEMPLATES[name]], ...rows[name]], { record_delimiter: 'windows' }),
    ]),
  ) as Record<Gstr1FileName, string>;
}

/** The zip of `gstr1Files(documents)`, files in template order. Throws 409 as `assertReportable` does. */
export function gstr1Zip(documents: readonly Gstr1Document[]): Uint8Array {
  const files = gstr1Files(documents);
  return zipSync(Object.fromEntries(GSTR1_FILE_NAMES.map((name) => [name, strToU8(files[name])])));
}

/** The GSTR-1 zip of the documents issued in `period` (India time). Rejects with 409 as `assertReportable`. */
export async function exportGstr1(db: Database, period: Gstr1Period): Promise<Uint8Array> {
  return gstr1Zip(await selectGstr1Documents(db, period));
}
