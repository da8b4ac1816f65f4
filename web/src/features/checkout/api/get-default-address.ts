import type { SavedAddress } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/my-address/active` → the saved addresses (default first); the checkout only needs the default. */
function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  return apiPost<SavedAddress[]>('/my-address/active', undefined, { signal });
}

/** The same key as the profile's address list, so both read and refresh one cache entry. */
export function savedAddressesQueryKey(userId: string) {
  return ['account', userId, 'addresses'] as const;
}

/** The shopper's default saved address (undefined when there is none), for prefilling the checkout. */
export function useDefaultAddress(userId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: savedAddressesQueryKey(userId),
      queryFn: ({ signal }) => getSavedAddresses(signal),
    }),
    select: (addresses) => addresses.find((address) => address.isDefault),
  });
}
