import { messages, type ProductListPage } from '@shahi/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { Pagination } from './pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

interface CollectionResultsProps {
  list: UseQueryResult<ProductListPage>;
  currentPage: number;
  hrefFor: (page: number) => string;
}

/**
 * A listing page's grid with its loading skeleton, error, empty state and pagination. The query's
 * news (a new sort's skeleton, then its answer) renders at transition priority: TanStack Query
 * notifies through useSyncExternalStore, whose updates React renders in one uninterruptible task —
 * a new grid of cards then held a slow phone's main thread after a tap (INP; ADR 0051). The
 * urgent render keeps the previous answer (the memoised grid skips its cards); the deferred one
 * yields to input.
 */
export function CollectionResults({ list, currentPage, hrefFor }: CollectionResultsProps) {
  const shown = useDeferredValue(list);
  return (
    <QueryState
      query={shown}
      loading={<ProductGridSkeleton count={8} />}
      errorTitle={(error) => error.message}
      isEmpty={(page) => page.data.length === 0}
      empty={
        <Notice
          title={messages.noProductsAvailable}
          actions={
            currentPage > 1 ? (
              <Link to={hrefFor(1)} className={buttonClasses('outline')}>
                Back to page 1
              </Link>
            ) : null
          }
        />
      }
    >
      {({ data: products, totalCount, totalPage }) => (
        <section aria-labelledby="collection-results-heading">
          <h2 id="collection-results-heading" className="sr-only">
            Products
          </h2>
          <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
            {totalCount === 1 ? '1 piece' : `${totalCount} pieces`}
            {totalPage > 1 ? ` · page ${currentPage} of ${totalPage}` : ''}
          </p>
          <ProductGrid products={products} />
          <Pagination currentPage={currentPage} totalPage={totalPage} hrefFor={hrefFor} />
        </section>
      )}
    </QueryState>
  );
}
