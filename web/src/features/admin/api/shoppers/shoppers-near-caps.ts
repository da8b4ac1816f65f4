import type {
  AdminShopperCapsLift,
  AdminShoppersNearCaps,
  ShopperCapsLiftRequest,
} from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiGet, apiPut } from '#web/lib/api-client.ts';

/**
 * `GET /api/admin/shoppers/near-caps` → the caps (pieces; rupees at list price) and the 20 shoppers
 * nearest them, with what their unshipped orders hold (ADR 0021).
 */
export function getShoppersNearCaps(signal?: AbortSignal): Promise<AdminShoppersNearCaps> {
  return apiGet<AdminShoppersNearCaps>('/admin/shoppers/near-caps', { signal });
}

/** The shoppers nearest their caps, read only while `enabled` (the panel is open). */
export function useShoppersNearCaps(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.shoppersNearCaps(),
    queryFn: ({ signal }) => getShoppersNearCaps(signal),
    enabled,
  });
}

/** `PUT /api/admin/shoppers/:id/caps-lift` (`{ lifted }`) → the time lifted, or null once restored; 404 unknown. */
export function setCapsLift(userId: string, body: ShopperCapsLiftRequest): Promise<AdminShopperCapsLift> {
  return apiPut<AdminShopperCapsLift>(`/admin/shoppers/${encodeURIComponent(userId)}/caps-lift`, body);
}

/** Lifts or restores one shopper's caps; the list is read again afterwards. */
export function useSetCapsLift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, lifted }: { userId: string; lifted: boolean }) => setCapsLift(userId, { lifted }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.shoppersNearCaps() }),
  });
}
