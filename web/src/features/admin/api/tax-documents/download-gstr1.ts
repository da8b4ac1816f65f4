import { apiGetFile, saveFile } from '#web/lib/api-file.ts';

/**
 * A GSTR-1 tax period: a month `YYYY-MM`, or a quarter of the financial year `YYYY-Qn` ("2026-Q3"
 * is October–December 2026), India time (ADR 0056).
 */
export type Gstr1Period = { month: string } | { quarter: string };

const queryOf = (period: Gstr1Period) =>
  'month' in period
    ? `month=${encodeURIComponent(period.month)}`
    : `quarter=${encodeURIComponent(period.quarter)}`;
const labelOf = (period: Gstr1Period) => ('month' in period ? period.month : period.quarter);

/**
 * `GET /api/admin/tax-documents/gstr1.zip?month=` or `?quarter=` → the zip of the GST offline tool's
 * section CSVs as a Blob; rejects with the server's message as an ApiError (409 names the documents
 * whose lines lack an HSN code).
 */
export function fetchGstr1Zip(period: Gstr1Period): Promise<Blob> {
  return apiGetFile(`/admin/tax-documents/gstr1.zip?${queryOf(period)}`, 'application/zip');
}

/** Downloads the period's GSTR-1 as "gstr1-2026-11.zip" or "gstr1-2026-Q3.zip"; rejects as fetchGstr1Zip does. */
export async function downloadGstr1Zip(period: Gstr1Period): Promise<void> {
  saveFile(await fetchGstr1Zip(period), `gstr1-${labelOf(period)}.zip`);
}
