import type { FooterContent } from '@shahi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/footer` → the shop's contact entries (office address, phone, WhatsApp, e-mail). */
export function getContactDetails(signal?: AbortSignal): Promise<FooterContent> {
  return apiGet<FooterContent>('/footer', { signal });
}

/**
 * The shop's contact entries. The query key is the footer's own (`['footer']`, same endpoint,
 * same data), so the entries the footer already loaded are shown at once, without a second call.
 */
export function useContactDetails() {
  return useQuery({
    queryKey: ['footer'],
    queryFn: ({ signal }) => getContactDetails(signal),
    staleTime: 30 * 60_000,
  });
}
