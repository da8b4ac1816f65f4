import type { SellerTurnover } from '@shahi/contract';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** The turnover card's query key: under the seller settings', so saving them reads it again. */
export const sellerTurnoverKey = () => [...adminKeys.seller(), 'turnover'] as const;

/**
 * `GET /api/admin/seller/turnover` → this financial year's turnover of bills of supply less their
 * credit notes against the registration threshold (rupees; ADR 0058); 404 while no seller is stored.
 */
export function getSellerTurnover(signal?: AbortSignal): Promise<SellerTurnover> {
  return apiGet<SellerTurnover>('/admin/seller/turnover', { signal });
}

/** The turnover for the seller settings page's card. */
export function useSellerTurnover() {
  return useQuery({ queryKey: sellerTurnoverKey(), queryFn: ({ signal }) => getSellerTurnover(signal) });
}
