import type { AdminProduct } from '@shahi/contract/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/** The server's confirmation and the piece it answered with (prices in paise). */
export interface ProductResult {
  message: string;
  product: AdminProduct;
}

/** Sends `method` to `/api/admin/products{path}` and reads the answer's message and piece. */
export async function sendProduct(
  path: string,
  method: 'POST' | 'PUT',
  body?: unknown,
): Promise<ProductResult> {
  const envelope = await apiRequestEnvelope(`/admin/products${path}`, { method, body });
  return { message: envelope.message ?? '', product: envelope.data as AdminProduct };
}

/** After a piece changed: its page shows the answer at once; the lists and the categories' counts are read again. */
export function showChangedProduct(queryClient: QueryClient, { product }: ProductResult) {
  queryClient.setQueryData(adminKeys.product(product._id), product);
  void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.categories() });
}
