import type { Product } from '@shahi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalized } from '#web/lib/use-locale.ts';
import { ProductStatusBadge } from './product-status-badge.tsx';

interface PieceCardLinkProps {
  product: Pick<Product, '_id' | 'title' | 'status'> & { translations?: Product['translations'] };
  /** The photos, laid over the 4:5 frame (`absolute inset-0`). */
  children: ReactNode;
  /** Classes added to the link's own (`block rounded-sm`), e.g. `group`. */
  className?: string;
}

/**
 * The top of a piece's card in the bag or the wishlist: a link to /product/{id} holding the photos,
 * the Sold or Reserved badge over them, and the title (the owner's Hindi or Punjabi on those pages,
 * when she gave it) under them.
 */
export function PieceCardLink({ product, children, className = '' }: PieceCardLinkProps) {
  const title = useLocalized()(product, 'title');
  return (
    <Link to={`/product/${product._id}`} className={`block rounded-sm ${className}`}>
      <div className="relative aspect-[4/5] overflow-hidden rounded-sm bg-parchment ring-1 ring-gold-300/60">
        {children}
        <ProductStatusBadge status={product.status} className="absolute top-2 left-2" />
      </div>
      <h3 className="mt-3 line-clamp-2 font-display text-lg leading-snug font-semibold text-ink group-hover:text-maroon-700">
        {title}
      </h3>
    </Link>
  );
}
