/**
 * Tax document numbers (CGST Act s.31, CGST Rule 46(b)): one gap-free series per kind and financial
 * year, at most 16 characters of letters, digits, "-" and "/", e.g. "INV/26-27/00001".
 */
import { indiaFinancialYear } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { TaxDocumentSnapshot } from './document.ts';
import { taxDocumentCounters } from './tables.ts';

export type TaxDocumentKind = TaxDocumentSnapshot['kind'];

const prefixes: Record<TaxDocumentKind, string> = {
  invoice: 'INV',
  bill_of_supply: 'BOS',
  credit_note: 'CN',
};

/** The longest number Rule 46(b) allows. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** "INV/26-27/00001" for the first invoice of 2026-27; throws past 16 characters. */
export function formatDocumentNumber(kind: TaxDocumentKind, financialYear: string, sequence: number): string {
  const number = `${prefixes[kind]}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) throw new Error(`series ${kind} ${financialYear} is full`);
  return number;
}

/** A document's place in its series. */
export interface DocumentNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

/**
 * Takes the next number of `kind`'s series for the financial year of `issuedAt`. Call inside the
 * issuing transaction: the counter row stays locked until it commits, so concurrent issues queue
 * and a rolled-back issue gives its number back (no gaps, no duplicates).
 */
export async function takeDocumentNumber(
  db: Database,
  kind: TaxDocumentKind,
  issuedAt: Date,
): Promise<DocumentNumber> {
  const financialYear = indiaFinancialYear(issuedAt);
  const [row] = await db
    .insert(taxDocumentCounters)
    .values({ series: `${kind}:${financialYear}`, lastNumber: 1 })
    .onConflictDoUpdate({
      target: taxDocumentCounters.series,
      set: { lastNumber: sql`${taxDocumentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: taxDocumentCounters.lastNumber });
  if (!row) throw new Error('tax document counter returned no row');
  const sequence = row.lastNumber;
  return { number: formatDocumentNumber(kind, financialYear, sequence), financialYear, sequence };
}
