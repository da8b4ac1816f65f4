import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CartLine } from '@shahi/contract';
import type { Locale } from '@shahi/contract/i18n';
import { Link } from 'react-router';
import { PieceCardLink } from '#web/components/product/piece-card-link.tsx';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { ProductPrice } from '#web/components/product/product-price.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { localizedField } from '#web/lib/localized.ts';

interface CartLineCardProps {
  line: CartLine;
  onRemove: (line: CartLine) => void;
  /** This line's removal is under way. */
  removing: boolean;
  sizes?: string;
}

const imageClasses = 'absolute inset-0 h-full w-full object-cover transition-opacity duration-500';

/**
 * One piece in the bag: photo (the second on hover, else the first), title, price, Remove, and
 * BUY to /checkout/{productId}; a sold or reserved piece is marked and cannot be bought.
 */
export function CartLineCard({ line, onRemove, removing, sizes }: CartLineCardProps) {
  const { i18n } = useLingui();
  const product = line.productId;
  const available = product.status === 'available';
  const hoverImage = product.image2 || product.image1;
  const title = localizedField(product, 'title', product.title, i18n.locale as Locale);
  return (
    <article className="group flex h-full flex-col">
      <PieceCardLink product={product}>
        <ProductImage
          path={product.image1}
          alt={title}
          sizes={sizes}
          className={`${imageClasses} group-hover:opacity-0 ${available ? '' : 'grayscale'}`}
        />
        <ProductImage
          path={hoverImage}
          alt=""
          aria-hidden="true"
          data-testid="cart-card-hover-image"
          sizes={sizes}
          className={`${imageClasses} opacity-0 group-hover:opacity-100 ${available ? '' : 'grayscale'}`}
        />
      </PieceCardLink>
      <ProductPrice price={product.price} mrp={product.mrp} className="mt-1" />
      {available ? null : (
        <p className="mt-1 text-xs text-ink-muted">
          {product.status === 'sold' ? (
            <Trans>This piece has been sold to another shopper.</Trans>
          ) : (
            <Trans>Reserved while another shopper completes payment.</Trans>
          )}
        </p>
      )}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
        <button
          type="button"
          onClick={() => onRemove(line)}
          disabled={removing}
          className={buttonClasses('outline', 'sm')}
        >
          {removing ? <Trans>Removing...</Trans> : <Trans>Remove</Trans>}
          <span className="sr-only"> {title}</span>
        </button>
        {available ? (
          <Link to={`/checkout/${product._id}`} className={buttonClasses('primary', 'sm')}>
            <Trans>BUY</Trans>
            <span className="sr-only"> {title}</span>
          </Link>
        ) : (
          <span
            aria-disabled="true"
            className={buttonClasses('primary', 'sm', 'cursor-not-allowed opacity-50')}
          >
            <Trans>BUY</Trans>
            <span className="sr-only">
              {' '}
              <Trans>{title} (not available)</Trans>
            </span>
          </span>
        )}
      </div>
    </article>
  );
}
