import type { CodConfirmView, Order } from '@shahi/contract';
import { queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequestEnvelope } from '#web/lib/api-client.ts';
import { myOrdersQueryKey } from './get-my-orders.ts';

/** What a confirmation answers: the message to show and the order as it now is. */
export interface ConfirmedOrder {
  message: string;
  order: Order;
}

/** `POST /api/order/:id/confirm` (bearer): the owner confirms a COD order from My Orders (ADR 0035). */
export async function confirmMyOrder(orderId: string): Promise<ConfirmedOrder> {
  const envelope = await apiRequestEnvelope<{ data: Order }>(
    `/order/${encodeURIComponent(orderId)}/confirm`,
    {
      method: 'POST',
    },
  );
  return { message: envelope.message ?? '', order: envelope.data };
}

const confirmMyOrderKey = ['orders', 'confirm'] as const;

/** Confirms one of the shopper's COD orders; their orders are read again afterwards. */
export function useConfirmMyOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: confirmMyOrderKey,
    mutationFn: confirmMyOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey(userId) }),
  });
}

/** Whether an order was confirmed from My Orders since the page opened (the checkout's "please confirm" notice is then stale). */
export function useConfirmedFromMyOrders(): boolean {
  return useMutationState({ filters: { mutationKey: confirmMyOrderKey, status: 'success' } }).length > 0;
}

const linkPath = (orderId: string) => `/order/${encodeURIComponent(orderId)}/confirm-cod`;

/** `GET /api/order/:id/confirm-cod?token=` (no login): the confirm page's summary; never confirms. */
export function useCodConfirmView(orderId: string, token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['cod-confirm', orderId, token],
      queryFn: ({ signal }) =>
        apiGet<CodConfirmView>(`${linkPath(orderId)}?token=${encodeURIComponent(token)}`, { signal }),
      retry: false,
    }),
  );
}

/** `POST /api/order/:id/confirm-cod` with the mail link's token (no login). */
export function useConfirmByLink(orderId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<ConfirmedOrder> => {
      const envelope = await apiRequestEnvelope<{ data: Order }>(linkPath(orderId), {
        method: 'POST',
        body: { token },
      });
      return { message: envelope.message ?? '', order: envelope.data };
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['cod-confirm', orderId] }),
  });
}
