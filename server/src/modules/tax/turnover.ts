/**
 * An unregistered seller's turnover in the current financial year (April–March, India time), watched
 * against the threshold above which registration under GST is compulsory (CGST Act s.22; ADR 0058).
 */
import { indiaFinancialYear, paiseToRupees, type SellerTurnover } from '@shahi/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import type { SellerRow } from '#server/modules/seller/public.ts';
import { taxDocuments } from './tables.ts';

/** The financial year's turnover of bills of supply, paise. */
export interface FinancialYearTurnover {
  /** "2026-27". */
  financialYear: string;
  /** The bills of supply issued in the year, tax included (there is no tax on them). */
  billsOfSupplyPaise: number;
  /** The credit notes issued in the year against bills of supply. */
  creditNotesPaise: number;
  /** `billsOfSupplyPaise` − `creditNotesPaise`. */
  turnoverPaise: number;
}

/**
 * The turnover of the financial year of `at` (India time): the bills of supply issued in it, less
 * the credit notes issued in it against bills of supply. Tax invoices (a registered seller's) are
 * not counted: registration is what the figure warns about. Paise; one statement.
 */
export async function financialYearTurnover(db: Database, at: Date): Promise<FinancialYearTurnover> {
  const financialYear = indiaFinancialYear(at);
  const corrected = alias(taxDocuments, 'corrected');
  const [row] = await db
    .select({
      bills: sql<string>`coalesce(sum(${taxDocuments.totalPaise}) filter (where ${taxDocuments.kind} = 'bill_of_supply'), 0)`,
      credits: sql<string>`coalesce(sum(${taxDocuments.totalPaise}) filter (where ${taxDocuments.kind} = 'credit_note' and ${corrected.kind} = 'bill_of_supply'), 0)`,
    })
    .from(taxDocuments)
    .leftJoin(corrected, eq(corrected.id, taxDocuments.correctsDocumentId))
    .where(eq(taxDocuments.financialYear, financialYear));
  const billsOfSupplyPaise = Number(row?.bills ?? 0);
  const creditNotesPaise = Number(row?.credits ?? 0);
  return {
    financialYear,
    billsOfSupplyPaise,
    creditNotesPaise,
    turnoverPaise: billsOfSupplyPaise - creditNotesPaise,
  };
}

/** From this share of the threshold (percent) the back office warns that registration is near. */
export const TURNOVER_WARNING_PERCENT = 80;

/**
 * The back office's turnover card: `seller`'s turnover in the financial year of `at` against its
 * registration threshold (paise in, rupees out); `near` from 80 %, `over` above 100 %.
 */
export async function sellerTurnover(
  db: Database,
  seller: Pick<SellerRow, 'gstMode' | 'registrationThresholdPaise'>,
  at: Date,
): Promise<SellerTurnover> {
  const { financialYear, turnoverPaise } = await financialYearTurnover(db, at);
  const threshold = seller.registrationThresholdPaise;
  const percent = Math.round((turnoverPaise * 1000) / threshold) / 10;
  const level =
    turnoverPaise > threshold
      ? 'over'
      : turnoverPaise * 100 >= threshold * TURNOVER_WARNING_PERCENT
        ? 'near'
        : 'ok';
  return {
    financialYear,
    gstMode: seller.gstMode,
    turnover: paiseToRupees(turnoverPaise),
    threshold: paiseToRupees(threshold),
    percent,
    level,
  };
}
