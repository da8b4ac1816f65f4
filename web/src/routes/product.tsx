import type { Product } from '@shahi/contract';
import { useNavigate, useParams } from 'react-router';
import { NewPiecesLink } from '#web/components/product/new-pieces-link.tsx';
import { AddToCartStatus, useAddButtonLabels } from '#web/features/cart/components/add-to-cart-status.tsx';
import { useAddToCartButton } from '#web/features/cart/hooks/use-add-to-cart-button.ts';
import { ProductDetail } from '#web/features/catalog/components/product-detail.tsx';
import { ProductPurchaseActions } from '#web/features/catalog/components/product-purchase-actions.tsx';

/** Add (the bag's button states) and Buy (/checkout/{id}; a visitor logs in first and comes back there). */
function PurchaseActions({ product }: { product: Product }) {
  const button = useAddToCartButton(product._id);
  const addButtonLabels = useAddButtonLabels();
  const navigate = useNavigate();
  // The checkout's guard sends a visitor to /login, which returns to the checkout afterwards.
  const buy = () => navigate(`/checkout/${product._id}`);
  return (
    <ProductPurchaseActions
      product={product}
      onAdd={button.add}
      onBuy={buy}
      addLabel={addButtonLabels[button.state]}
      addDisabled={button.state !== 'idle'}
      buyDisabled={button.alreadyInBag}
      status={<AddToCartStatus button={button} />}
    />
  );
}

/** `/product/:productId`: the catalogue's product page with the bag's Add button and Buy composed in. */
export function ProductRoute() {
  const { productId = '' } = useParams();
  return (
    <ProductDetail
      productId={productId}
      renderActions={(product) => (
        <>
          <PurchaseActions product={product} />
          <NewPiecesLink categoryId={product.category?._id} price={product.price} />
        </>
      )}
    />
  );
}
