import type { AdminProductRequest } from '@shahi/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProductResult, sendProduct, showChangedProduct } from './product-result.ts';

/**
 * Saves a piece: `POST /api/admin/products` (no id, 201) or `PUT /api/admin/products/:id` with the
 * whole piece (AdminProductRequest, prices in paise) → the saved piece; 400 with the field's
 * message or a photo that was never uploaded, 404 unknown piece or category, 409 e.g. "The price
 * of a reserved or sold piece cannot change".
 */
export function saveProduct(id: string | undefined, body: AdminProductRequest): Promise<ProductResult> {
  return id ? sendProduct(`/${encodeURIComponent(id)}`, 'PUT', body) : sendProduct('', 'POST', body);
}

/** Creates (no `id`) or replaces the piece `id`; the editor shows the answer at once. */
export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductRequest) => saveProduct(id, body),
    onSuccess: (result) => showChangedProduct(queryClient, result),
  });
}
