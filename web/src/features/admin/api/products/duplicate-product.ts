import { type ProductResult, sendProduct } from './product-result.ts';

/**
 * `POST /api/admin/products/:id/duplicate` → 201 with the copy: a new hidden (archived) piece with
 * the same title, prices (paise), texts, category and photos, on sale once published; 404
 * "Product not found".
 */
export function duplicateProduct(id: string): Promise<ProductResult> {
  return sendProduct(`/${encodeURIComponent(id)}/duplicate`, 'POST');
}
