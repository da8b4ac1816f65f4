import { apiGetFile, saveFile } from '#web/lib/api-file.ts';

/**
 * `GET /api/admin/tax-documents/export.csv?month=YYYY-MM` → the GSTR-1 CSV as a Blob; rejects with
 * the server's message as an ApiError.
 */
export function fetchGstr1Csv(month: string): Promise<Blob> {
  return apiGetFile(`/admin/tax-documents/export.csv?month=${encodeURIComponent(month)}`, 'text/csv');
}

/** Downloads the month's GSTR-1 CSV as "gstr1-b2cs-hsn-YYYY-MM.csv"; rejects as fetchGstr1Csv does. */
export async function downloadGstr1Csv(month: string): Promise<void> {
  saveFile(await fetchGstr1Csv(month), `gstr1-b2cs-hsn-${month}.csv`);
}
