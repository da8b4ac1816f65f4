import { Trans } from '@lingui/react/macro';
import { isUuid, type Product } from '@shahi/contract';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProduct } from '#web/features/catalog/api/get-product.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useLocalized } from '#web/lib/use-locale.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { ProductView } from './product-view.tsx';
import { ShareButton } from './share-button.tsx';
import { SimilarPieces } from './similar-pieces.tsx';

interface ProductDetailProps {
  productId: string;
  /** Renders the purchase controls for the loaded product. */
  renderActions: (product: Product) => ReactNode;
}

function ProductNotFound() {
  const navigate = useNavigate();
  const location = useLocation();
  // "default" is the key of the first entry: there is no page of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  const m = useMessages('messages');
  return (
    <Notice
      title={m.productNotFound}
      className="my-16"
      actions={
        <Button onClick={goBack}>
          <Trans>Go Back</Trans>
        </Button>
      }
    >
      <Trans>This piece may have been removed from the shop.</Trans>
    </Notice>
  );
}

function ProductDetailSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-2 md:py-12"
    >
      <span className="sr-only">
        <Trans>Loading product</Trans>
      </span>
      <Skeleton className="aspect-[4/5] w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-7 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/**
 * The product page (/product/:productId) with its loading, "Product Not Found" and error states;
 * Share follows the purchase controls; a sold or reserved piece's page ends with similar available
 * pieces.
 */
export function ProductDetail({ productId, renderActions }: ProductDetailProps) {
  const m = useMessages('messages');
  const local = useLocalized();
  const validId = isUuid(productId);
  const product = useProduct(productId, validId);
  const notFound =
    !validId || (product.error instanceof ApiError && [400, 404].includes(product.error.status));

  useDocumentTitle(notFound ? m.productNotFound : product.data && local(product.data, 'title'));

  if (notFound) return <ProductNotFound />;
  return (
    <QueryState
      query={product}
      loading={<ProductDetailSkeleton />}
      errorTitle={m.failedToFetchProduct}
      errorDetail={(error) => error.message}
      errorClassName="my-16"
    >
      {(piece) => (
        <>
          <ProductView
            product={piece}
            actions={
              <>
                {renderActions(piece)}
                <ShareButton title={local(piece, 'title')} price={piece.price} />
              </>
            }
          />
          <SimilarPieces product={piece} />
        </>
      )}
    </QueryState>
  );
}
