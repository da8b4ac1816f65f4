import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Product, WishlistItem } from '@shahi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PieceCardLink } from '#web/components/product/piece-card-link.tsx';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { ProductPrice } from '#web/components/product/product-price.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { failureMessage } from '#web/lib/error-message.ts';
import { useSession } from '#web/lib/session.ts';
import { useLocalized } from '#web/lib/use-locale.ts';
import { useToggleWishlist, useWishlist } from '#web/lib/wishlist.ts';

const sizes = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';

interface WishlistViewProps {
  /** The bag's Add button for an available piece, composed by the route. */
  renderAddToBag: (product: Product) => ReactNode;
}

/** "3 pieces saved". */
function SavedCount({ count }: { count: number }) {
  return <Plural value={count} one="# piece saved" other="# pieces saved" />;
}

/** One saved piece: photo, status, title, price, what its status means, Remove and (if available) Add to bag. */
function WishlistCard({
  item,
  onRemove,
  removing,
  addToBag,
}: {
  item: WishlistItem;
  onRemove: () => void;
  removing: boolean;
  addToBag: ReactNode;
}) {
  const { t } = useLingui();
  const { product } = item;
  const title = useLocalized()(product, 'title');
  const available = product.status === 'available';
  const statusLines = {
    available: t`Available — one of a kind, still yours to buy.`,
    reserved: t`Reserved while another shopper completes payment. We will mail you if it comes back.`,
    sold: t`Sold to another shopper.`,
  };
  return (
    <article className="flex h-full flex-col" data-testid="wishlist-item">
      <PieceCardLink product={product} className="group">
        <ProductImage
          path={product.image1}
          alt={title}
          sizes={sizes}
          className={`absolute inset-0 h-full w-full object-cover ${available ? '' : 'grayscale'}`}
        />
      </PieceCardLink>
      <ProductPrice price={product.price} mrp={product.mrp} className="mt-1" />
      <p className={`mt-1 text-xs ${available ? 'text-green-800' : 'text-ink-muted'}`}>
        {statusLines[product.status]}
      </p>
      <div className="mt-auto flex flex-col gap-2 pt-3">
        {available ? addToBag : null}
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          className={buttonClasses('outline', 'sm')}
        >
          {removing ? (
            <Trans>Removing...</Trans>
          ) : (
            <Trans>
              Remove<span className="sr-only"> {title} from your wishlist</span>
            </Trans>
          )}
        </button>
      </div>
    </article>
  );
}

/**
 * `/wishlist` (signed in; docs/product.md#wishlist): the saved pieces, newest first, each with its
 * status (available, reserved, sold), Remove, and Add to bag for the available ones.
 */
export function WishlistView({ renderAddToBag }: WishlistViewProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const wishlist = useWishlist(user?.userId);
  const toggle = useToggleWishlist(user?.userId ?? '');
  const removingId = toggle.isPending ? toggle.variables?.productId : undefined;
  return (
    <QueryState
      query={wishlist}
      loading={
        <p className="py-10 text-center text-ink-muted">
          <Trans>Loading your wishlist…</Trans>
        </p>
      }
      errorTitle={(error) => error.message}
      isEmpty={(items) => items.length === 0}
      empty={
        <Notice
          title={t`Your wishlist is empty`}
          actions={
            <Link to="/shop" className={buttonClasses('primary')}>
              <Trans>Browse the shop</Trans>
            </Link>
          }
        >
          <Trans>Tap the heart on any piece to keep it here.</Trans>
        </Notice>
      }
    >
      {(items) => (
        <>
          {toggle.isError ? (
            <FormAlert tone="error">
              {failureMessage(toggle.error, t`Could not update your wishlist.`)}
            </FormAlert>
          ) : null}
          <p className="mb-4 text-sm text-ink-muted">
            <SavedCount count={items.length} />
          </p>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 md:gap-x-6">
            {items.map((item) => (
              <li key={item.product._id}>
                <WishlistCard
                  item={item}
                  removing={removingId === item.product._id}
                  onRemove={() => toggle.mutate({ productId: item.product._id, save: false })}
                  addToBag={renderAddToBag(item.product)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
