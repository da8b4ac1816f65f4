import type { Product } from '@shahi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { ProductPrice } from '#web/components/product/product-price.tsx';
import { ProductStatusBadge } from '#web/components/product/product-status-badge.tsx';
import { AfterLargestPaint } from '#web/components/ui/after-largest-paint.tsx';
import { WishlistHeart } from '#web/components/wishlist/wishlist-heart.tsx';
import { useLocalized } from '#web/lib/use-locale.ts';

interface ProductCardProps {
  product: Product;
  /** The `sizes` of the card's image in its grid. */
  sizes?: string;
  /** The card is in a listing's first row: its photo loads at once, at high priority (the page's largest paint). */
  priority?: boolean;
  className?: string;
  /** A line under the price (the /sold archive's "Sold in November 2026"). */
  note?: ReactNode;
  /** The photos wait for the page's largest paint (home's rows; AfterLargestPaint). */
  afterLargestPaint?: boolean;
}

/**
 * A product tile linking to /product/{id}: photo (second photo on hover, else the first, on
 * devices that can hover), title (the owner's Hindi or Punjabi on those pages, when she gave it),
 * price, an optional note; the wishlist heart sits over the photo, outside the link.
 */
export function ProductCard(props: ProductCardProps) {
  const { product, sizes, priority = false, className = '', note, afterLargestPaint = false } = props;
  const title = useLocalized()(product, 'title');
  const hoverImage = product.image2 || product.image1;
  const imageClasses = 'absolute inset-0 h-full w-full object-cover transition-opacity duration-500';
  const photos = (
    <>
      <ProductImage
        path={product.image1}
        alt={title}
        sizes={sizes}
        priority={priority}
        className={`${imageClasses} group-hover:opacity-0 group-focus-visible:opacity-0`}
      />
      <ProductImage
        path={hoverImage}
        alt=""
        aria-hidden="true"
        data-testid="product-card-hover-image"
        sizes={sizes}
        // Only where a pointer can hover: on touch screens it would never show, so never load.
        className={`${imageClasses} hidden opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100 [@media(hover:hover)]:block`}
      />
    </>
  );
  return (
    <article className={`group relative ${className}`}>
      <Link to={`/product/${product._id}`} className="block rounded-sm">
        <div className="relative aspect-[4/5] overflow-hidden rounded-sm bg-parchment ring-1 ring-gold-300/60">
          {afterLargestPaint ? <AfterLargestPaint>{photos}</AfterLargestPaint> : photos}
          <ProductStatusBadge status={product.status} className="absolute top-2 left-2" />
        </div>
        <h3 className="mt-3 line-clamp-2 font-display text-lg leading-snug font-semibold text-ink group-hover:text-maroon-700">
          {title}
        </h3>
        <ProductPrice price={product.price} mrp={product.mrp} className="mt-1" />
        {note}
      </Link>
      <WishlistHeart productId={product._id} title={title} className="absolute top-2 right-2" />
    </article>
  );
}
