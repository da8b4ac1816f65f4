import { Trans, useLingui } from '@lingui/react/macro';
import { LISTING_PAGE_SIZE } from '@shahi/contract';
import { useNavigate } from 'react-router';
import { Notice } from '#web/components/ui/notice.tsx';
import { useProductList } from '#web/features/catalog/api/get-product-list.ts';
import {
  type CollectionState,
  listingHref,
  useListingParams,
} from '#web/features/catalog/hooks/use-collection-params.ts';
import {
  type ListingKind,
  listingPages,
  listingRequest,
  listingTitle,
} from '#web/features/catalog/listing-pages.ts';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';
import { useScrollToTop } from '#web/hooks/use-scroll-to-top.ts';
import { CollectionResults } from './collection-results.tsx';
import { SearchBox } from './search-box.tsx';
import { SortSelect } from './sort-select.tsx';

/**
 * A footer listing (/shop, /new-arrivals, /sale, /search): heading, search,
 * sort, the collection grid and pages, all from the URL ({path}/{page}?sort=…&q=…). /search asks
 * for words first and lists nothing without them.
 */
export function ListingView({ kind }: { kind: ListingKind }) {
  const { t, i18n } = useLingui();
  const listing = listingPages[kind];
  const title = i18n._(listing.title);
  const state = useListingParams(listing.sortOptions);
  const navigate = useNavigate();
  const defaultSort = listing.sortOptions[0]?.value;
  const searched = state.search;
  const waiting = listing.needsSearch && searched === '';
  const list = useProductList(listingRequest(listing, state, LISTING_PAGE_SIZE), !waiting);
  const hrefFor = (changes: Partial<CollectionState>) =>
    listingHref(listing.path, { ...state, ...changes }, defaultSort);

  useDocumentTitle(listingTitle(listing, title, state.search));
  // A new page, sort or search starts at the top of the listing.
  useScrollToTop(hrefFor({}));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <header className="mb-8 flex flex-col items-center gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <h1 className="font-display text-4xl font-semibold text-maroon-700">{title}</h1>
          <p className="text-ink-muted">{i18n._(listing.intro)}</p>
        </div>
        <div
          className={`flex w-full flex-col gap-4 md:flex-row md:items-center ${waiting ? 'md:justify-center' : 'md:justify-between'}`}
        >
          <SearchBox
            key={state.search}
            initialValue={state.search}
            label={i18n._(listing.searchLabel)}
            placeholder={i18n._(listing.searchPlaceholder)}
            onSearch={(search) => navigate(hrefFor({ search, page: undefined }))}
          />
          {waiting ? null : (
            <SortSelect
              value={state.sort}
              options={listing.sortOptions}
              onChange={(sort) => navigate(hrefFor({ sort, page: undefined }))}
            />
          )}
        </div>
      </header>
      {waiting ? (
        <Notice title={t`What are you looking for?`}>
          <Trans>
            Type a word from a piece's name — silk, phulkari, shawl — and press Search to look through every
            collection.
          </Trans>
        </Notice>
      ) : (
        <>
          {listing.needsSearch ? (
            <p className="mb-2 text-center font-display text-xl text-ink">
              <Trans>Results for “{searched}”</Trans>
            </p>
          ) : null}
          <CollectionResults list={list} currentPage={state.page} hrefFor={(page) => hrefFor({ page })} />
        </>
      )}
    </div>
  );
}
