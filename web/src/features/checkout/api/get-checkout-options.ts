import type { CheckoutOptions } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/checkout/options` → the cash-on-delivery ceiling (rupees) and confirmation window (ADR 0035). */
export function getCheckoutOptions(signal?: AbortSignal): Promise<CheckoutOptions> {
  return apiGet<CheckoutOptions>('/checkout/options', { signal });
}

/** The checkout's options; settings, so read once per visit. */
export function useCheckoutOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['checkout-options'],
      queryFn: ({ signal }) => getCheckoutOptions(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
