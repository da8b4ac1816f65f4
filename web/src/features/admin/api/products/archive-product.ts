import { type ProductResult, sendProduct } from './product-result.ts';

/**
 * `POST /api/admin/products/:id/archive` → the archived piece, never listed or sold again and gone
 * from every bag (an archived piece answers as it is); 409 "This piece is reserved by an online
 * payment in progress…"; 404 "Product not found".
 */
export function archiveProduct(id: string): Promise<ProductResult> {
  return sendProduct(`/${encodeURIComponent(id)}/archive`, 'POST');
}
