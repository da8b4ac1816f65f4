import type { ProfileData } from '@shahi/contract';
import type { Locale } from '@shahi/contract/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * The profile answer: names, e-mail and contact phone, and — from servers that have them — the
 * sign-in mobile number (10 digits, null when none), the account's language and WhatsApp opt-in.
 */
export interface MyProfile extends ProfileData {
  mobileNumber?: string | null;
  locale?: Locale;
  whatsappOptIn?: boolean;
}

/** `GET /api/my-profile` (bearer) → the signed-in shopper's profile (MyProfile). */
export function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return apiGet<MyProfile>('/my-profile', { signal });
}

/** Query options of one user's profile; keyed by user so another login never sees it. */
export function myProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['account', userId, 'profile'],
    queryFn: ({ signal }) => getMyProfile(signal),
  });
}

/** The signed-in shopper's profile. */
export function useMyProfile(userId: string) {
  return useQuery(myProfileQueryOptions(userId));
}
