import { type CartLine, messages } from '@shahi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';
import { cartQueryKey } from './get-cart.ts';

/**
 * `POST /api/cart/add-product` {productId} (bearer) → the whole bag. 409 "Product is already in
 * cart" or "Sorry, this piece has just been sold"; 404 for an unknown piece; 401 sends to /login
 * with "Please login to add product in cart".
 */
export function addToCart(productId: string): Promise<CartLine[]> {
  return apiPost<CartLine[]>(
    '/cart/add-product',
    { productId },
    { unauthorizedNotice: messages.loginToAddToCart },
  );
}

/** Adds a piece to the bag; on success the answer replaces the cached bag and "in my bag" checks refresh. */
export function useAddToCart(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (lines) => {
      queryClient.setQueryData(cartQueryKey(userId), lines);
      return queryClient.invalidateQueries({ queryKey: [...cartQueryKey(userId), 'contains'] });
    },
  });
}
