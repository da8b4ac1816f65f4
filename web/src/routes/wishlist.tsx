import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@shahi/contract';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { AddToCartStatus, useAddButtonLabels } from '#web/features/cart/components/add-to-cart-status.tsx';
import { useAddToCartButton } from '#web/features/cart/hooks/use-add-to-cart-button.ts';
import { WishlistView } from '#web/features/wishlist/components/wishlist-view.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useLocalized } from '#web/lib/use-locale.ts';

/** The bag's Add button for one saved piece, with its status line. */
function AddToBag({ product }: { product: Product }) {
  const button = useAddToCartButton(product._id);
  const local = useLocalized();
  const addButtonLabels = useAddButtonLabels();
  return (
    <>
      <button
        type="button"
        onClick={button.add}
        disabled={button.state !== 'idle'}
        aria-live="polite"
        className={buttonClasses('primary', 'sm')}
      >
        {button.state === 'idle' ? <Trans>Add to bag</Trans> : addButtonLabels[button.state]}
        <span className="sr-only"> {local(product, 'title')}</span>
      </button>
      <AddToCartStatus button={button} />
    </>
  );
}

/** `/wishlist` (signed in): the saved pieces with Remove and the bag's Add (ADR 0038). */
export function WishlistRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Wishlist`);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>
        <Trans>Wishlist</Trans>
      </SectionHeading>
      <WishlistView renderAddToBag={(product) => <AddToBag product={product} />} />
    </div>
  );
}
