/**
 * Quarters of the Indian financial year (1 April to 31 March) for GSTR-1 under QRMP (ADR 0056):
 * `YYYY-Qn` where YYYY is the year the financial year starts; Q1 April–June … Q4 January–March.
 */

/** The quarter holding month `YYYY-MM`: "2026-11" → "2026-Q3", "2027-02" → "2026-Q4". */
export function financialQuarterOf(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  if (monthNumber <= 3) return `${year - 1}-Q4`;
  return `${year}-Q${Math.floor((monthNumber - 4) / 3) + 1}`;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The months of quarter `YYYY-Qn` in words: "2026-Q3" → "Oct–Dec 2026", "2026-Q4" → "Jan–Mar 2027". */
export function quarterMonths(quarter: string): string {
  const year = Number(quarter.slice(0, 4));
  const first = 3 + 3 * (Number(quarter.slice(6)) - 1); // 0-based month index from April
  const calendarYear = first >= 12 ? year + 1 : year;
  return `${MONTH_NAMES[first % 12]}–${MONTH_NAMES[(first + 2) % 12]} ${calendarYear}`;
}
