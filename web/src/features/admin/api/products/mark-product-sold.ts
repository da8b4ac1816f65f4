import { type ProductResult, sendProduct } from './product-result.ts';

/**
 * `POST /api/admin/products/:id/mark-sold` (a sale in the workshop) → the sold piece, taken out of
 * every bag; 409 "This piece is reserved by an online payment in progress…", "This piece is already
 * sold" or "This piece is archived"; 404 "Product not found".
 */
export function markProductSold(id: string): Promise<ProductResult> {
  return sendProduct(`/${encodeURIComponent(id)}/mark-sold`, 'POST');
}
