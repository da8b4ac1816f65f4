import { useNavigate, useParams } from 'react-router';
import { ProductDetail } from '../features/catalog/components/product-detail.tsx';
import { ProductPurchaseActions } from '../features/catalog/components/product-purchase-actions.tsx';

/**
 * `/product/:productId`. Add and Buy lead to /login until accounts ship; then Add puts the piece
 * in the bag and Buy goes to /checkout/{id} for a signed-in shopper — composed here, not in catalog.
 */
export function ProductRoute() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <ProductDetail
      productId={productId}
      renderActions={(product) => (
        <ProductPurchaseActions
          product={product}
          onAdd={() => navigate('/login')}
          onBuy={() => navigate('/login')}
        />
      )}
    />
  );
}
