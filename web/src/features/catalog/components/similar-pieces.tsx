import { Trans } from '@lingui/react/macro';
import type { Product } from '@shahi/contract';
import { useSimilarProducts } from '#web/features/catalog/api/get-similar-products.ts';
import { ProductCard } from './product-card.tsx';

const gridImageSizes = '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw';

/**
 * "Pieces like this, still available": up to 4 available pieces of the same category nearest in
 * price, under a sold or reserved piece's page (ADR 0037). Nothing for an available piece, while
 * loading, or when there are none.
 */
export function SimilarPieces({ product }: { product: Product }) {
  const unavailable = product.status !== 'available';
  const similar = useSimilarProducts(product._id, unavailable);
  const pieces = similar.data ?? [];
  if (!unavailable || pieces.length === 0) return null;
  return (
    <section aria-labelledby="similar-pieces-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <h2
        id="similar-pieces-heading"
        className="mb-6 border-t border-gold-300 pt-8 text-center font-display text-2xl font-semibold text-maroon-700"
      >
        <Trans>Pieces like this, still available</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-4 md:gap-x-6" data-testid="similar-pieces">
        {pieces.map((piece) => (
          <li key={piece._id}>
            <ProductCard product={piece} sizes={gridImageSizes} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The "Ask for one like this" link of a sold or reserved piece: the made-to-order request at /ask. */
export function askHref(productId: string): string {
  return `/ask?product=${encodeURIComponent(productId)}`;
}
