import type { AdminPage, AdminProduct, AdminProductRequest } from '@shahi/contract/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequestEnvelope } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/admin/products{search}` (page, search, categoryId, status) → one page; prices in paise. */
export function useAdminProducts(search: string) {
  return useQuery({
    queryKey: adminKeys.products(search),
    queryFn: ({ signal }) => apiGet<AdminPage<AdminProduct>>(`/admin/products${search}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `GET /api/admin/products/:id` → the piece; 404 "Product not found". */
export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => apiGet<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { signal }),
  });
}

/** The server's confirmation and the piece it answered with. */
export interface ProductResult {
  message: string;
  product: AdminProduct;
}

async function send(path: string, method: 'POST' | 'PUT', body?: unknown): Promise<ProductResult> {
  const envelope = await apiRequestEnvelope(`/admin/products${path}`, { method, body });
  return { message: envelope.message ?? '', product: envelope.data as AdminProduct };
}

export type ProductAction = 'duplicate' | 'mark-sold' | 'archive';

/**
 * Saves a piece: `POST /api/admin/products` (no id) or `PUT /api/admin/products/:id` with the
 * whole piece (prices in paise) → the saved piece; 400 with the field's message, 409 e.g. "The
 * price of a reserved or sold piece cannot change".
 */
export function useSaveProduct(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductRequest) =>
      id ? send(`/${encodeURIComponent(id)}`, 'PUT', body) : send('', 'POST', body),
    onSuccess: ({ product }) => {
      queryClient.setQueryData(adminKeys.product(product._id), product);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories() });
    },
  });
}

/**
 * `POST /api/admin/products/:id/{duplicate|mark-sold|archive}` → the new copy (duplicate, 201) or
 * the changed piece; 409 "This piece is reserved by an online payment in progress…" and the like.
 */
export function useProductAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ProductAction) => send(`/${encodeURIComponent(id)}/${action}`, 'POST'),
    onSuccess: ({ product }) => {
      queryClient.setQueryData(adminKeys.product(product._id), product);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories() });
    },
  });
}
