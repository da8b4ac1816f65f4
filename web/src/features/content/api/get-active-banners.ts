import type { Banner } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/banner/active` → the active banners in display order. */
export function getActiveBanners(signal?: AbortSignal): Promise<Banner[]> {
  return apiPost<Banner[]>('/banner/active', undefined, { signal });
}

/** Query options of the active banners. */
export function activeBannersQueryOptions() {
  return queryOptions({
    queryKey: ['banners', 'active'],
    queryFn: ({ signal }) => getActiveBanners(signal),
    staleTime: 5 * 60_000,
  });
}

/** The active banners. */
export function useActiveBanners() {
  return useQuery(activeBannersQueryOptions());
}
