import type {
  AdminOrderDetail,
  AdminOrderPage,
  CancelOrderRequest,
  ShipOrderRequest,
} from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequestEnvelope } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/admin/orders{search}` (status, paymentStatus, method, from, to, q, page) → one page, newest first. */
export function useAdminOrders(search: string) {
  return useQuery({
    queryKey: adminKeys.orders(search),
    queryFn: ({ signal }) => apiGet<AdminOrderPage>(`/admin/orders${search}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `GET /api/admin/orders/:id` → the order with its customer, payment, shipment and history; 404 "Order not found". */
export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => apiGet<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

export type OrderAction =
  | { kind: 'ship'; body: ShipOrderRequest }
  | { kind: 'deliver' }
  | { kind: 'cancel'; body: CancelOrderRequest };

/** The server's confirmation ("Order marked shipped; …") and the order as it now is. */
export interface OrderActionResult {
  message: string;
  order: AdminOrderDetail;
}

/**
 * `POST /api/admin/orders/:id/{ship|deliver|cancel}` → the changed order; 409 when the order's
 * status forbids the step (e.g. "Only a pending order can be shipped"), 502 when a refund fails.
 */
export async function changeOrder(id: string, action: OrderAction): Promise<OrderActionResult> {
  const envelope = await apiRequestEnvelope(`/admin/orders/${encodeURIComponent(id)}/${action.kind}`, {
    method: 'POST',
    body: 'body' in action ? action.body : {},
  });
  return { message: envelope.message ?? '', order: envelope.data as AdminOrderDetail };
}

/** Ships, delivers or cancels the order; its page shows the answer at once and the lists are read again. */
export function useChangeOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => changeOrder(id, action),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
    },
  });
}
