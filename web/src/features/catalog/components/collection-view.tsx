import { Trans } from '@lingui/react/macro';
import { isUuid, LISTING_PAGE_SIZE, sortOptions } from '@shahi/contract';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useActiveCategories } from '#web/features/catalog/api/get-active-categories.ts';
import { useProductList } from '#web/features/catalog/api/get-product-list.ts';
import {
  type CollectionState,
  collectionHref,
  useCollectionParams,
} from '#web/features/catalog/hooks/use-collection-params.ts';
import { listingRequest } from '#web/features/catalog/listing-pages.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useScrollToTop } from '#web/hooks/use-scroll-to-top.ts';
import { useLocalized } from '#web/lib/use-locale.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { CollectionResults } from './collection-results.tsx';
import { FoundHomesLink } from './found-homes-link.tsx';
import { SearchBox } from './search-box.tsx';
import { SortSelect } from './sort-select.tsx';

/** The listing of one category (/collection/:categoryId/:page?): heading, search, sort, grid, pages. */
export function CollectionView() {
  const { categoryId = '', ...state } = useCollectionParams();
  const navigate = useNavigate();
  const m = useMessages('messages');
  const local = useLocalized();
  const validId = isUuid(categoryId);
  const categories = useActiveCategories();
  const list = useProductList(
    listingRequest({ sortOptions, filter: { categoryId } }, state, LISTING_PAGE_SIZE),
    validId,
  );
  const category = categories.data?.find((candidate) => candidate._id === categoryId);
  const notFound = !validId || (categories.isSuccess && !category);
  const name = category ? local(category, 'name') : undefined;

  useDocumentTitle(notFound ? m.categoryNotFound : name);

  // A new page, sort or search starts at the top of the listing.
  useScrollToTop(collectionHref(categoryId, state));

  if (notFound) {
    return (
      <Notice
        title={m.categoryNotFound}
        className="my-16"
        actions={
          <Link to="/" className={buttonClasses('primary')}>
            <Trans>Back to Home</Trans>
          </Link>
        }
      />
    );
  }
  if (categories.isError) {
    return (
      <Notice
        tone="error"
        title={categories.error.message}
        className="my-16"
        actions={
          <Button onClick={() => categories.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      />
    );
  }

  const hrefFor = (changes: Partial<CollectionState>) => collectionHref(categoryId, { ...state, ...changes });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <header className="mb-8 flex flex-col items-center gap-6">
        {category ? (
          <div className="flex flex-col items-center gap-2">
            <h1 className="text-center font-display text-4xl font-semibold text-maroon-700">{name}</h1>
            <FoundHomesLink categoryId={category._id} />
          </div>
        ) : (
          <Skeleton className="h-10 w-56" />
        )}
        <div className="flex w-full flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <SearchBox
            key={state.search}
            initialValue={state.search}
            onSearch={(search) => navigate(hrefFor({ search, page: undefined }))}
          />
          <SortSelect value={state.sort} onChange={(sort) => navigate(hrefFor({ sort, page: undefined }))} />
        </div>
      </header>
      <CollectionResults list={list} currentPage={state.page} hrefFor={(page) => hrefFor({ page })} />
    </div>
  );
}
