import type { DiscountCheck, DiscountCheckRequest } from '@shahi/contract/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * `POST /api/discount/check` `{ code, products, delivery? }` (bearer) → what the code takes off those pieces
 * now, in rupees (ADR 0039); rejects with the server's message: 400 "This discount code is not
 * valid" for any code the shopper may not use, 400 naming a minimum order not reached, 409/404 for a
 * gone or unknown piece, 429 after too many codes tried.
 */
export function checkDiscount(body: DiscountCheckRequest): Promise<DiscountCheck> {
  return apiPost<DiscountCheck>('/discount/check', body);
}

/** The Apply button's mutation. */
export function useCheckDiscount() {
  return useMutation({ mutationFn: checkDiscount });
}
