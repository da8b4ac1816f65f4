import type { DiscountCheck } from '@shahi/contract/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * `POST /api/discount/check` `{ code, products }` (bearer) → what the code takes off those pieces
 * now, in rupees (ADR 0039); rejects with the server's 400/409 message (unknown, expired, minimum
 * not reached, first order only, already used, used up).
 */
export function checkDiscount(body: { code: string; products: string[] }): Promise<DiscountCheck> {
  return apiPost<DiscountCheck>('/discount/check', body);
}

/** The Apply button's mutation. */
export function useCheckDiscount() {
  return useMutation({ mutationFn: checkDiscount });
}
