/**
 * India Post's PIN code directory as the address forms read it (ADR 0064): `GET /api/pincodes/:pin`
 * → city, district and state, kept for the visit (the server lets caches keep it a week).
 */
import { PIN_CODE_PATTERN } from '@shahi/contract';
import type { PinCodeDetails } from '@shahi/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** Query options of the directory's entry for `pin`; off unless it is six digits (first 1–9). */
export function pinCodeQueryOptions(pin: string) {
  return queryOptions({
    queryKey: ['pincode', pin] as const,
    queryFn: ({ signal }) => apiGet<PinCodeDetails>(`/pincodes/${encodeURIComponent(pin)}`, { signal }),
    enabled: PIN_CODE_PATTERN.test(pin),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The directory's entry for `pin` (idle until it is a PIN code; a 404 for a PIN India Post lacks). */
export function usePinCodeDetails(pin: string) {
  return useQuery(pinCodeQueryOptions(pin));
}
