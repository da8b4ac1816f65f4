import type { CancelOrderRequest, ShipOrderRequest } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { cancelOrder } from './cancel-order.ts';
import { confirmCodOrder } from './confirm-cod-order.ts';
import { deliverOrder } from './deliver-order.ts';
import { orderCountsKey } from './get-order-counts.ts';
import type { OrderActionResult } from './order-step.ts';
import { shipOrder } from './ship-order.ts';

export type OrderAction =
  | { kind: 'ship'; body: ShipOrderRequest }
  | { kind: 'deliver' }
  | { kind: 'confirm-cod' }
  | { kind: 'cancel'; body: CancelOrderRequest };

/** Sends one step of order `id` to the endpoint that makes it. */
export function changeOrder(id: string, action: OrderAction): Promise<OrderActionResult> {
  switch (action.kind) {
    case 'ship':
      return shipOrder(id, action.body);
    case 'deliver':
      return deliverOrder(id);
    case 'confirm-cod':
      return confirmCodOrder(id);
    case 'cancel':
      return cancelOrder(id, action.body);
  }
}

/**
 * Ships, delivers, confirms (COD, by phone) or cancels the order as one mutation, so its buttons share one pending state and
 * one error; its page shows the answer at once and the lists are read again.
 */
export function useChangeOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => changeOrder(id, action),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: orderCountsKey });
    },
  });
}
