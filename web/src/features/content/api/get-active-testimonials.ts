import type { Testimonial } from '@shahi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/** `POST /api/testimonial/active` → the active testimonials in display order. */
export function getActiveTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiPost<Testimonial[]>('/testimonial/active', undefined, { signal });
}

/** Query options of the active testimonials. */
export function activeTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: ['testimonials', 'active'],
    queryFn: ({ signal }) => getActiveTestimonials(signal),
    staleTime: 5 * 60_000,
  });
}

/** The active testimonials. */
export function useActiveTestimonials() {
  return useQuery(activeTestimonialsQueryOptions());
}
