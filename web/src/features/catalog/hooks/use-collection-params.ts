import { MAX_PAGE, sortOptions } from '@shahi/contract';
import { useParams, useSearchParams } from 'react-router';

/** What a listing URL (/collection/:categoryId/:page?, /shop/:page?, … ?sort=…&q=…) asks for. */
export interface CollectionState {
  page: number;
  /** A sort option's value; the first option of the page's list is its default. */
  sort: string;
  search: string;
}

/** A page segment as a whole number from 1 to MAX_PAGE; anything else means page 1. */
export function parsePage(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/** A `sort` query value if it names one of `options`, else the first option (the page's default). */
export function parseSort(raw: string | null, options: readonly { value: string }[] = sortOptions): string {
  return options.find((option) => option.value === raw)?.value ?? options[0]?.value ?? 'all';
}

/**
 * The URL of a listing page under `base` (e.g. /shop, /collection/{id}). An explicit `page` is
 * always in the path ({base}/{page}); without one (a new sort or search) the listing starts over
 * at page 1. The sort is left out when it is the page's default (`defaultSort`).
 */
export function listingHref(
  base: string,
  { page, sort, search }: Partial<CollectionState>,
  defaultSort = 'all',
): string {
  const query = new URLSearchParams();
  if (sort && sort !== defaultSort) query.set('sort', sort);
  if (search) query.set('q', search);
  const queryString = query.toString();
  return `${base}${page ? `/${page}` : ''}${queryString ? `?${queryString}` : ''}`;
}

/** The URL of a collection page: /collection/{id}/{page}?sort=…&q=…. */
export function collectionHref(categoryId: string, state: Partial<CollectionState>): string {
  return listingHref(`/collection/${encodeURIComponent(categoryId)}`, state);
}

/** A listing page's page (from the `:page` segment), sort (one of `options`) and search, read from the URL. */
export function useListingParams(options: readonly { value: string }[] = sortOptions): CollectionState {
  const { page } = useParams();
  const [searchParams] = useSearchParams();
  return {
    page: parsePage(page),
    sort: parseSort(searchParams.get('sort'), options),
    search: (searchParams.get('q') ?? '').trim(),
  };
}

/** The collection page's category id, page, sort and search, read from the URL. */
export function useCollectionParams(): CollectionState & { categoryId: string | undefined } {
  const { categoryId } = useParams();
  return { categoryId, ...useListingParams() };
}
