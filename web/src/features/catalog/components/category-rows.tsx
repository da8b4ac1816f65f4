import { Trans } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { useCategoryRows } from '#web/features/catalog/api/get-category-rows.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { CategoryRow } from './category-row.tsx';
import { ProductGridSkeleton } from './product-grid.tsx';

/**
 * The home page's rows of products per active category, with loading, error and empty states.
 * The rows (some 25 cards) render as deferred work, which React splits into short slices: drawn
 * in one go they held the main thread ~350 ms on a slowed phone CPU (Lighthouse's TBT).
 */
export function CategoryRows() {
  const rows = useCategoryRows();
  const m = useMessages('messages');
  const data = useDeferredValue(rows.data);

  if (rows.isPending || (rows.isSuccess && data === undefined)) {
    return (
      <div className="py-10">
        <ProductGridSkeleton count={4} />
      </div>
    );
  }
  if (rows.isError) {
    return (
      <Notice
        tone="error"
        title={rows.error.message}
        className="my-10"
        actions={
          <Button onClick={() => rows.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      />
    );
  }
  if (data === undefined || data.length === 0) {
    return <Notice title={m.noProductsAvailable} className="my-10" />;
  }
  return (
    <div className="divide-y divide-gold-300/50">
      {data.map((category) => (
        <CategoryRow key={category._id} category={category} />
      ))}
    </div>
  );
}
