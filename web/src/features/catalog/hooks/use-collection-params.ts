import { MAX_PAGE, type SortOptionValue, sortOptions } from '@shahi/contract';
import { useParams, useSearchParams } from 'react-router';

/** What a collection URL (/collection/:categoryId/:page? ?sort=…&q=…) asks for. */
export interface CollectionState {
  page: number;
  sort: SortOptionValue;
  search: string;
}

/** A page segment as a whole number from 1 to MAX_PAGE; anything else means page 1. */
export function parsePage(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/** A `sort` query value if it names one of the five options, else "all". */
export function parseSort(raw: string | null): SortOptionValue {
  return sortOptions.find((option) => option.value === raw)?.value ?? 'all';
}

/**
 * The URL of a collection page. An explicit `page` is always in the path (/collection/{id}/{page});
 * without one (a new sort or search) the listing starts over at page 1.
 */
export function collectionHref(categoryId: string, { page, sort, search }: Partial<CollectionState>): string {
  const query = new URLSearchParams();
  if (sort && sort !== 'all') query.set('sort', sort);
  if (search) query.set('q', search);
  const queryString = query.toString();
  return `/collection/${encodeURIComponent(categoryId)}${page ? `/${page}` : ''}${queryString ? `?${queryString}` : ''}`;
}

/** The collection page's category id, page, sort and search, read from the URL. */
export function useCollectionParams(): CollectionState & { categoryId: string | undefined } {
  const { categoryId, page } = useParams();
  const [searchParams] = useSearchParams();
  return {
    categoryId,
    page: parsePage(page),
    sort: parseSort(searchParams.get('sort')),
    search: (searchParams.get('q') ?? '').trim(),
  };
}
