import { type CheckoutRequest, messages, type Order } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/** What a placed order answers: the confirmation text and the order. */
export interface PlacedOrder {
  message: string;
  order: Order;
}

/**
 * `POST /api/order/create` (bearer) with the checkout payload → 201 `{success, message, order}`
 * (the order sits beside `data`; docs/product.md#the-api). 409 names a piece that is gone; 401
 * ("Session Expired") sends to /login with "Please log in first to create an order".
 */
export async function createOrder(body: CheckoutRequest): Promise<PlacedOrder> {
  const envelope = await apiRequestEnvelope<{ order: Order }>('/order/create', {
    method: 'POST',
    body,
    unauthorizedNotice: messages.loginToCreateOrder,
  });
  return { message: envelope.message || messages.orderPlacedCod, order: envelope.order };
}

/** Places an order; afterwards the shopper's orders, bag, addresses and every product view are read again. */
export function useCreateOrder(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    // Not awaited: the page moves on to /my-orders at once, the caches refresh behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['account', userId] });
      // Sold pieces leave listings and show "Sold" on their page.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
