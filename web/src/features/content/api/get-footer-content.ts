import type { FooterContent } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/footer` → the footer's contact entries and social links. */
export function getFooterContent(signal?: AbortSignal): Promise<FooterContent> {
  return apiGet<FooterContent>('/footer', { signal });
}

/** Query options of the footer content (changes rarely). */
export function footerContentQueryOptions() {
  return queryOptions({
    queryKey: ['footer'],
    queryFn: ({ signal }) => getFooterContent(signal),
    staleTime: 30 * 60_000,
  });
}

/** The footer's contact entries and social links. */
export function useFooterContent() {
  return useQuery(footerContentQueryOptions());
}
