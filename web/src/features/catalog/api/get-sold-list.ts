import type { SoldListPage, SoldListRequest } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/sold-list` → one page of sold pieces, newest sale first, each with `soldAt` (ADR 0037). */
export function getSoldList(request: SoldListRequest, signal?: AbortSignal): Promise<SoldListPage> {
  return apiPost<SoldListPage>('/sold-list', request, { signal });
}

/** Query options of one page of the sold archive; `enabled` is false while the request cannot be made. */
export function soldListQueryOptions(request: SoldListRequest, enabled = true) {
  return queryOptions({
    queryKey: ['products', 'sold', request],
    queryFn: ({ signal }) => getSoldList(request, signal),
    enabled,
  });
}

/** One page of the sold archive (of a category, when the request names one). */
export function useSoldList(request: SoldListRequest, enabled = true) {
  return useQuery(soldListQueryOptions(request, enabled));
}
