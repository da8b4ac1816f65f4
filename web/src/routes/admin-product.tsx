import { useParams } from 'react-router';
import { ProductEditorPage } from '#web/features/admin/components/products/product-editor-page.tsx';

/** `/admin/products/new` and `/admin/products/:productId`: a piece's form. */
export function AdminProductRoute() {
  const { productId } = useParams();
  const id = productId === 'new' ? undefined : productId;
  return <ProductEditorPage key={productId} id={id} />;
}
