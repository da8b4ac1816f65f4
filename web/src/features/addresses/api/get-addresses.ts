import type { SavedAddress } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/my-address/active` (bearer, no body) → the shopper's saved addresses, the default first. */
export function getAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return apiPost<SavedAddress[]>('/my-address/active', undefined, { signal });
}

/** Query key of one shopper's saved addresses (shared with the checkout's prefill, which reads the same call). */
export function addressesQueryKey(userId: string) {
  return ['account', userId, 'addresses'] as const;
}

/** The signed-in shopper's saved addresses. */
export function useAddresses(userId: string) {
  return useQuery(
    queryOptions({ queryKey: addressesQueryKey(userId), queryFn: ({ signal }) => getAddresses(signal) }),
  );
}
