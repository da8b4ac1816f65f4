/**
 * A month's tax invoices in GSTR-1's shape for sales to consumers (ADR 0030): table 7 (B2CS, one row
 * per place of supply and rate) and table 12 (HSN summary), in one CSV of two blocks. Credit notes of
 * the month subtract what they reverse; bills of supply carry no GST and are left out.
 */
import { stringify } from 'csv-stringify/sync';
import type { Database } from '#server/db/client.ts';
import { monthRange, placeOfSupplyLabel } from './admin-service.ts';
import type { TaxDocumentSnapshot } from './document.ts';
import { selectDocumentsIssued } from './repository.ts';

interface B2csRow {
  placeOfSupply: string;
  rateBp: number;
  taxablePaise: number;
}
interface HsnRow {
  hsnCode: string;
  rateBp: number;
  quantity: number;
  totalPaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  stateTaxPaise: number;
}

/** Paise as rupees with two decimals, "-12.50" when negative; integer maths, no floats. */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const rateText = (rateBp: number) => (rateBp % 100 === 0 ? String(rateBp / 100) : (rateBp / 100).toFixed(2));

/**
 * The B2CS rows (per place of supply and rate) and HSN rows (per code and rate) of `documents`, in
 * that order, rates ascending: invoices add, credit notes of invoices subtract; paise.
 */
export function summarise(documents: readonly TaxDocumentSnapshot[]) {
  const b2cs = new Map<string, B2csRow>();
  const hsn = new Map<string, HsnRow>();
  for (const document of documents) {
    if (document.split === 'none' || document.kind === 'bill_of_supply') continue;
    const sign = document.kind === 'credit_note' ? -1 : 1;
    const placeOfSupply = placeOfSupplyLabel(document);
    for (const line of document.lines) {
      const rateKey = String(line.rateBp).padStart(4, '0');
      const b2csKey = `${placeOfSupply}|${rateKey}`;
      const b = b2cs.get(b2csKey) ?? { placeOfSupply, rateBp: line.rateBp, taxablePaise: 0 };
      b.taxablePaise += sign * line.taxablePaise;
      b2cs.set(b2csKey, b);
      const hsnKey = `${line.hsnCode}|${rateKey}`;
      const h = hsn.get(hsnKey) ?? {
        hsnCode: line.hsnCode,
        rateBp: line.rateBp,
        quantity: 0,
        totalPaise: 0,
        taxablePaise: 0,
        igstPaise: 0,
        cgstPaise: 0,
        stateTaxPaise: 0,
      };
      h.quantity += sign * line.quantity;
      h.totalPaise += sign * line.totalPaise;
      h.taxablePaise += sign * line.taxablePaise;
      h.igstPaise += sign * line.igstPaise;
      h.cgstPaise += sign * line.cgstPaise;
      h.stateTaxPaise += sign * (line.sgstPaise + line.utgstPaise);
      hsn.set(hsnKey, h);
    }
  }
  const byKey = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, v]) => v);
  return { b2cs: byKey(b2cs), hsn: byKey(hsn) };
}

/** The B2CS block's header: GSTR-1 table 7's columns after our section column. */
export const B2CS_HEADER = [
  'Section',
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
];
/** The HSN block's header: GSTR-1 table 12's columns after our section column. */
export const HSN_HEADER = [
  'Section',
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
];

/** The CSV text of `documents`: the B2CS block, an empty line, the HSN block. Rupees, 2 decimals. */
export function gstr1Csv(documents: readonly TaxDocumentSnapshot[]): string {
  const { b2cs, hsn } = summarise(documents);
  const rows: string[][] = [
    B2CS_HEADER,
    ...b2cs.map((row) => [
      'B2CS',
      'OE',
      row.placeOfSupply,
      rateText(row.rateBp),
      '',
      rupeesText(row.taxablePaise),
      '0.00',
      '',
    ]),
    [],
    HSN_HEADER,
    ...hsn.map((row) => [
      'HSN',
      row.hsnCode,
      '',
      'PCS-PIECES',
      String(row.quantity),
      rupeesText(row.totalPaise),
      rateText(row.rateBp),
      rupeesText(row.taxablePaise),
      rupeesText(row.igstPaise),
      rupeesText(row.cgstPaise),
      rupeesText(row.stateTaxPaise),
      '0.00',
    ]),
  ];
  return stringify(rows);
}

/** The GSTR-1 CSV of the documents issued in `month` (`YYYY-MM`, India time). */
export async function exportGstr1(db: Database, month: string): Promise<string> {
  const { rows } = await selectDocumentsIssued(db, monthRange(month));
  return gstr1Csv(rows.map((row) => row.snapshot));
}
