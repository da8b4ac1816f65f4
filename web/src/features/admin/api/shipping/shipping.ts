import type {
  AdminShipment,
  AdminShippingMode,
  CodBlock,
  CodBlockCreateRequest,
  RtoStats,
  ShipWithCourierResult,
} from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { orderCountsKey } from '#web/features/admin/api/orders/get-order-counts.ts';
import { ApiError, apiGet, apiRequestEnvelope } from '#web/lib/api-client.ts';

/** Query keys of courier shipping, under `['admin', …]` so a logout drops them. */
export const shippingKeys = {
  mode: ['admin', 'shipping', 'mode'] as const,
  shipment: (orderId: string) => ['admin', 'orders', 'shipment', orderId] as const,
  rto: (days: number) => ['admin', 'shipping', 'rto', days] as const,
  codBlocks: ['admin', 'shipping', 'cod-blocks'] as const,
};

/**
 * `GET /api/admin/shipping/mode` → `live` (the provider), `test` (its local stand-in) or `manual`:
 * whether the order page offers "Book courier & ship" (ADR 0061).
 */
export function useShippingMode() {
  return useQuery({
    queryKey: shippingKeys.mode,
    queryFn: ({ signal }) => apiGet<AdminShippingMode>('/admin/shipping/mode', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * `GET /api/admin/orders/:id/shipment` → the courier booking (AWB, courier, status, pickup, scans);
 * null for an order with no booking (404: shipped by hand, or not shipped).
 */
export async function getAdminShipment(orderId: string, signal?: AbortSignal): Promise<AdminShipment | null> {
  try {
    return await apiGet<AdminShipment>(`/admin/orders/${encodeURIComponent(orderId)}/shipment`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The courier booking of order `orderId`, read only once it has shipped (`enabled`). */
export function useAdminShipment(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: shippingKeys.shipment(orderId),
    queryFn: ({ signal }) => getAdminShipment(orderId, signal),
    enabled,
  });
}

/** The server's confirmation and what it booked. */
export interface ShipWithCourierAnswer extends ShipWithCourierResult {
  message: string;
}

/**
 * `POST /api/admin/orders/:id/ship-with-courier` {} → the order shipped and its booking (AWB,
 * courier, label, pickup), the customer mailed; 409 when it cannot ship (as Ship), 502/503 with
 * the owner's message when the courier could not be booked — nothing changed then.
 */
export async function shipWithCourier(orderId: string): Promise<ShipWithCourierAnswer> {
  const envelope = await apiRequestEnvelope<ShipWithCourierResult>(
    `/admin/orders/${encodeURIComponent(orderId)}/ship-with-courier`,
    { method: 'POST', body: {} },
  );
  const data = envelope.data as ShipWithCourierResult;
  return { message: envelope.message ?? '', order: data.order, shipment: data.shipment };
}

/** "Book courier & ship" as a mutation: the order page and its booking show the answer at once. */
export function useShipWithCourier(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shipWithCourier(orderId),
    onSuccess: ({ order, shipment }) => {
      queryClient.setQueryData(adminKeys.order(orderId), order);
      queryClient.setQueryData(shippingKeys.shipment(orderId), shipment);
      // Read the order again too: its page lists the invoice the shipping just issued.
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: orderCountsKey });
    },
  });
}

/** `GET /api/admin/shipping/rto?days=` → returned-parcel (RTO) rates overall, per PIN prefix and per shopper. */
export function useRtoStats(days: number) {
  return useQuery({
    queryKey: shippingKeys.rto(days),
    queryFn: ({ signal }) => apiGet<RtoStats>(`/admin/shipping/rto?days=${days}`, { signal }),
  });
}

/** `GET /api/admin/shipping/cod-blocks` → the PIN prefixes and shoppers cash on delivery is off for. */
export function useCodBlocks() {
  return useQuery({
    queryKey: shippingKeys.codBlocks,
    queryFn: ({ signal }) => apiGet<CodBlock[]>('/admin/shipping/cod-blocks', { signal }),
  });
}

/**
 * Adds (`POST /api/admin/shipping/cod-blocks`, 400 with the field's message, 404 no such shopper,
 * 409 already off) or removes (`DELETE …/:id`, 404 gone already) a block; resolves with the
 * server's confirmation, and the blocks and RTO figures are read again.
 */
export function useChangeCodBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: { kind: 'add'; body: CodBlockCreateRequest } | { kind: 'remove'; id: string },
    ): Promise<string> => {
      const envelope =
        change.kind === 'add'
          ? await apiRequestEnvelope('/admin/shipping/cod-blocks', { method: 'POST', body: change.body })
          : await apiRequestEnvelope(`/admin/shipping/cod-blocks/${encodeURIComponent(change.id)}`, {
              method: 'DELETE',
            });
      return envelope.message ?? '';
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shippingKeys.codBlocks });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'shipping', 'rto'] });
    },
  });
}
