import { type ProductResult, sendProduct } from './product-result.ts';

/**
 * `POST /api/admin/products/:id/publish` → the piece, now on sale (`available`); 404 unknown, 409
 * when it is not hidden or was ordered before it was hidden (it then stays hidden).
 */
export function publishProduct(id: string): Promise<ProductResult> {
  return sendProduct(`/${encodeURIComponent(id)}/publish`, 'POST');
}
