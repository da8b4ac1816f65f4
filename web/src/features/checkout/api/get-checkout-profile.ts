import type { MyProfileData } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** What the checkout reads of the profile (the answer of `GET /api/my-profile`). */
export type CheckoutProfile = MyProfileData;

/** `GET /api/my-profile` (bearer) → the account's names, e-mail, phone, mobile number and WhatsApp opt-in. */
function getCheckoutProfile(signal?: AbortSignal): Promise<CheckoutProfile> {
  return apiGet<CheckoutProfile>('/my-profile', { signal });
}

/**
 * The signed-in shopper's profile for the checkout's WhatsApp opt-in (ADR 0067), under the same key
 * as the profile page's, so both read and refresh one cache entry; not asked for without a user.
 */
export function useCheckoutProfile(userId: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['account', userId, 'profile'],
      queryFn: ({ signal }) => getCheckoutProfile(signal),
    }),
    enabled: userId !== '',
  });
}
