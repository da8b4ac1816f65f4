import type { SellerDisclosure } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/seller` → who sells, where from, and whom to call (E-Commerce Rules 2020, rules 4(2), 4(4)). */
export function getSellerDisclosure(signal?: AbortSignal): Promise<SellerDisclosure> {
  return apiGet<SellerDisclosure>('/seller', { signal });
}

/** Query options of the seller disclosure; it changes rarely. */
export function sellerDisclosureQueryOptions() {
  return queryOptions({
    queryKey: ['seller'],
    queryFn: ({ signal }) => getSellerDisclosure(signal),
    staleTime: 10 * 60_000,
  });
}

/** The seller disclosure shown in the footer, on /contact and on product pages. */
export function useSellerDisclosure() {
  return useQuery(sellerDisclosureQueryOptions());
}
