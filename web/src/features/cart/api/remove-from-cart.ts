import type { CartLine } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

/** `DELETE /api/cart/:id` (bearer; the cart line's id) → the bag left. */
export function removeFromCart(lineId: string): Promise<CartLine[]> {
  return apiRequest<CartLine[]>(`/cart/${encodeURIComponent(lineId)}`, { method: 'DELETE' });
}

/** Removes a line from the bag; the answer replaces the cached bag and "in my bag" checks refresh. */
export function useRemoveFromCart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: (lines) => {
      queryClient.setQueryData(cartQueryKey(userId), lines);
      return queryClient.invalidateQueries({ queryKey: [...cartQueryKey(userId), 'contains'] });
    },
  });
}
