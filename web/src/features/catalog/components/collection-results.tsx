import { Plural, Trans } from '@lingui/react/macro';
import type { ProductListPage } from '@shahi/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useMessages } from '#web/lib/use-messages.ts';
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
  const m = useMessages('messages');
  return (
    <QueryState
      query={shown}
      loading={<ProductGridSkeleton count={8} />}
      errorTitle={(error) => error.message}
      isEmpty={(page) => page.data.length === 0}
      empty={
        <Notice
          title={m.noProductsAvailable}
          actions={
            currentPage > 1 ? (
              <Link to={hrefFor(1)} className={buttonClasses('outline')}>
                <Trans>Back to page 1</Trans>
              </Link>
            ) : null
          }
        />
      }
    >
      {({ data: products, totalCount, totalPage }) => {
        const page = currentPage;
        return (
          <section aria-labelledby="collection-results-heading">
            <h2 id="collection-results-heading" className="sr-only">
              <Trans>Products</Trans>
            </h2>
            <p className="mb-4 text-sm text-ink-muted" aria-live="polite">
              <Plural value={totalCount} one="# piece" other="# pieces" />
              {totalPage > 1 ? (
                <>
                  {' · '}
                  <Trans>
                    page {page} of {totalPage}
                  </Trans>
                </>
              ) : null}
            </p>
            <ProductGrid products={products} />
            <Pagination currentPage={currentPage} totalPage={totalPage} hrefFor={hrefFor} />
          </section>
        );
      }}
    </QueryState>
  );
}
