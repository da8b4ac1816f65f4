import { Trans } from '@lingui/react/macro';
import { type CategoryWithProducts, HOME_ROW_SIZE } from '@shahi/contract';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useLocalized } from '#web/lib/use-locale.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { ProductCard } from './product-card.tsx';

const rowImageSizes = '(min-width: 1280px) 240px, (min-width: 768px) 20vw, 50vw';

/**
 * Rows out of view are neither styled nor laid out until they near the viewport
 * (`content-visibility: auto`); the space held for one meanwhile is a row's usual height, then
 * the height it last had (ADR 0046).
 */
const offscreenRow =
  '[content-visibility:auto] [contain-intrinsic-size:auto_960px] md:[contain-intrinsic-size:auto_645px]';

/** A home row: the category's heading, up to 5 cards (the 5th hidden on mobile) and View All. */
export function CategoryRow({ category }: { category: CategoryWithProducts }) {
  const headingId = `category-row-${category._id}`;
  const products = category.products.slice(0, HOME_ROW_SIZE);
  const m = useMessages('messages');
  const local = useLocalized();
  const name = local(category, 'name');
  return (
    <section aria-labelledby={headingId} className={`py-10 ${offscreenRow}`}>
      <SectionHeading id={headingId}>{local(category, 'categoryName')}</SectionHeading>
      {products.length === 0 ? (
        <p className="text-center text-ink-muted">{m.noProductsAvailable}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-5 md:gap-x-6">
          {products.map((product, index) => (
            <li key={product._id} className={index === HOME_ROW_SIZE - 1 ? 'max-md:hidden' : undefined}>
              <ProductCard product={product} sizes={rowImageSizes} afterLargestPaint />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 flex justify-center">
        <Link to={`/collection/${category._id}`} className={buttonClasses('outline')}>
          <Trans>
            View All<span className="sr-only"> {name}</span>
          </Trans>
        </Link>
      </div>
    </section>
  );
}
