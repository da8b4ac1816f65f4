import { ProductListPage } from '#web/features/admin/components/products/product-list-page.tsx';

/** `/admin/products`: every piece, with search and filters. */
export function AdminProductsRoute() {
  return <ProductListPage />;
}
