import type { ProfileData } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/my-profile` (bearer) → first name, last name, email and phone of the signed-in shopper. */
export function getMyProfile(signal?: AbortSignal): Promise<ProfileData> {
  return apiGet<ProfileData>('/my-profile', { signal });
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
