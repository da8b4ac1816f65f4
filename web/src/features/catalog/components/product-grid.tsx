import { useLingui } from '@lingui/react/macro';
import type { Product } from '@shahi/contract';
import { memo } from 'react';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

const gridClasses = 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 md:gap-x-6';
const gridImageSizes = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';
/**
 * Cards after the first row are neither styled nor laid out until they near the viewport
 * (`content-visibility: auto`), holding a card's usual height meanwhile (ADR 0046).
 */
const offscreenCard =
  '[content-visibility:auto] [contain-intrinsic-size:auto_327px] md:[contain-intrinsic-size:auto_457px]';

/**
 * How many cards open a listing with their photo loaded at once and at high priority: the first
 * row on a phone, the page's largest paint (the server preloads the same photos,
 * server/src/pages/page-hints.ts `PRELOADED_GRID_IMAGES`).
 */
export const PRIORITY_GRID_CARDS = 2;

/**
 * Products in a grid: 2 columns on small screens, 4 on larger ones; the first row's photos first.
 * Memoised: a re-render with the same `products` (the same answer) skips the cards.
 */
export const ProductGrid = memo(function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={gridClasses}>
      {products.map((product, index) => (
        <li key={product._id} className={index < PRIORITY_GRID_CARDS ? undefined : offscreenCard}>
          <ProductCard product={product} sizes={gridImageSizes} priority={index < PRIORITY_GRID_CARDS} />
        </li>
      ))}
    </ul>
  );
});

/** The loading state of a product grid: `count` placeholder cards (8, one listing page). */
export function ProductGridSkeleton({
  count = 8,
  label,
}: {
  count?: number;
  /** What is loading, for screen readers: "Loading products" (in the page's language) by default. */
  label?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label ?? t`Loading products`}</span>
      <div className={gridClasses}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
