import type { AdminTaxDocumentPage } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * `GET /api/admin/tax-documents{search}` (month YYYY-MM in India time, kind, page) → one page of
 * invoices, bills of supply and credit notes, oldest first; amounts in rupees.
 */
export function getTaxDocuments(search: string, signal?: AbortSignal): Promise<AdminTaxDocumentPage> {
  return apiGet<AdminTaxDocumentPage>(`/admin/tax-documents${search}`, { signal });
}

/** The page of tax documents for `search`; the previous page stays on screen while the next loads. */
export function useTaxDocuments(search: string) {
  return useQuery({
    queryKey: adminKeys.taxDocuments(search),
    queryFn: ({ signal }) => getTaxDocuments(search, signal),
    placeholderData: (previous) => previous,
  });
}
