/**
 * The tax period of a GSTR-1 (ADR 0056): a month, or a quarter of the financial year for a filer in
 * the QRMP scheme (CGST Rule 59(1) proviso). Periods are India time (CGST Rule 59; the tax period
 * of a document is its India date).
 */
import { indiaMonth, indiaWallClock } from '@shahi/contract';

/** A tax period: its label as the file name uses it and its instants [from, to). */
export interface Gstr1Period {
  /** "2026-11" or "2026-Q3". */
  label: string;
  from: Date;
  to: Date;
}

/** The instants [from, to) of month `YYYY-MM` in India time. */
export function monthPeriod(month: string): Gstr1Period {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { label: month, from: indiaWallClock(year, monthNumber), to: indiaWallClock(year, monthNumber + 1) };
}

/**
 * Quarter `YYYY-Qn` of the financial year that starts on 1 April YYYY: Q1 April–June, Q2 July–
 * September, Q3 October–December (all of YYYY), Q4 January–March of YYYY+1; India time.
 */
export function quarterPeriod(quarter: string): Gstr1Period {
  const year = Number(quarter.slice(0, 4));
  const startMonth = 4 + 3 * (Number(quarter.slice(6)) - 1);
  // Month 13 and on roll over into the next calendar year (indiaWallClock follows Date.UTC).
  return { label: quarter, from: indiaWallClock(year, startMonth), to: indiaWallClock(year, startMonth + 3) };
}

/**
 * The period asked for: `quarter` when given, else `month`, else the month of `now` in India time.
 * Expects values already checked by the query schema (one of the two at most).
 */
export function gstr1Period(
  query: { month?: string | undefined; quarter?: string | undefined },
  now = new Date(),
) {
  if (query.quarter) return quarterPeriod(query.quarter);
  return monthPeriod(query.month ?? indiaMonth(now));
}
