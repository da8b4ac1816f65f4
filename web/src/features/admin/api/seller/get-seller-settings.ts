import type { SellerSettings } from '@shahi/contract/schemas';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/admin/seller` → the seller settings (`state` as its GST code); 404 while unset. */
export function getSellerSettings(signal?: AbortSignal): Promise<SellerSettings> {
  return apiGet<SellerSettings>('/admin/seller', { signal });
}

/** The seller settings for the back office's form. */
export function useSellerSettings() {
  return useQuery({ queryKey: adminKeys.seller(), queryFn: ({ signal }) => getSellerSettings(signal) });
}
