import type { Product } from '@shahi/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/product/:id` → the piece a request is like (any status but archived; rupees). */
export function getPiece(productId: string, signal?: AbortSignal): Promise<Product> {
  return apiGet<Product>(`/product/${encodeURIComponent(productId)}`, { signal });
}

/** The piece `/ask?product=` names; idle without one. */
export function useRequestPiece(productId: string | undefined) {
  return useQuery({
    queryKey: ['request-piece', productId ?? ''],
    queryFn: ({ signal }) => getPiece(productId ?? '', signal),
    enabled: Boolean(productId),
    retry: false,
  });
}
