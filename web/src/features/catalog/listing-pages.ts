import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ProductListRequest, sortOptions } from '@shahi/contract';

/**
 * A sort option of a listing page; without sortBy the server's default order (title A–Z) applies.
 * `label` is English; the select shows it in the page's language (lib/shop-words.ts).
 */
export interface ListingSortOption {
  value: string;
  label: string;
  sortBy?: ProductListRequest['sortBy'];
  sortOrder?: ProductListRequest['sortOrder'];
}

export type ListingKind = 'shop' | 'new-arrivals' | 'sale' | 'search';

/**
 * One listing the footer links to (docs/product.md#listings-and-search); its words are message
 * descriptors, shown in the page's language with `i18n._(…)`.
 */
export interface ListingPage {
  kind: ListingKind;
  /** The path of page 1; page n is `{path}/{n}`, as /collection/{id}/{n}. */
  path: string;
  /** The h1 and the tab title. */
  title: MessageDescriptor;
  /** One line under the heading. */
  intro: MessageDescriptor;
  /** The first option is the page's default and stays out of the URL. */
  sortOptions: readonly ListingSortOption[];
  filter: ProductListRequest['filter'];
  searchLabel: MessageDescriptor;
  searchPlaceholder: MessageDescriptor;
  /** /search lists nothing until something is searched for. */
  needsSearch: boolean;
}

/** The four orders after "All" (price and name, both ways). */
const specOrders = sortOptions.slice(1);

const listingPageList: ListingPage[] = [
  {
    kind: 'shop',
    path: '/shop',
    title: msg`Shop All`,
    intro: msg`Every piece still waiting for its one owner, from every collection.`,
    sortOptions,
    filter: {},
    searchLabel: msg`Search all pieces`,
    searchPlaceholder: msg`Search all pieces`,
    needsSearch: false,
  },
  {
    kind: 'new-arrivals',
    path: '/new-arrivals',
    title: msg`New Arrivals`,
    intro: msg`Fresh from the workshop, newest first.`,
    sortOptions: [
      { value: 'newest', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
      ...specOrders,
    ],
    filter: {},
    searchLabel: msg`Search new arrivals`,
    searchPlaceholder: msg`Search new arrivals`,
    needsSearch: false,
  },
  {
    kind: 'sale',
    path: '/sale',
    title: msg`Sale`,
    intro: msg`Pieces offered below their MRP, biggest discount first.`,
    sortOptions: [
      { value: 'discount', label: 'Biggest discount', sortBy: 'discount', sortOrder: 'desc' },
      ...specOrders,
    ],
    filter: { onSale: true },
    searchLabel: msg`Search the sale`,
    searchPlaceholder: msg`Search the sale`,
    needsSearch: false,
  },
  {
    kind: 'search',
    path: '/search',
    title: msg`Search`,
    intro: msg`Find a piece across every collection.`,
    sortOptions,
    filter: {},
    searchLabel: msg`Search all collections`,
    searchPlaceholder: msg`Silk, phulkari, shawl…`,
    needsSearch: true,
  },
];

/** The footer listings by kind. */
export const listingPages = Object.fromEntries(listingPageList.map((page) => [page.kind, page])) as Record<
  ListingKind,
  ListingPage
>;

/** The `POST /api/product-list` body of a listing page for its URL state. */
export function listingRequest(
  listing: Pick<ListingPage, 'sortOptions' | 'filter'>,
  state: { page: number; sort: string; search: string },
  perPage: number,
): ProductListRequest {
  const option = listing.sortOptions.find((candidate) => candidate.value === state.sort);
  const order = option?.sortBy ? { sortBy: option.sortBy, sortOrder: option.sortOrder } : {};
  return { page: state.page, perPage, search: state.search, ...order, filter: listing.filter };
}

/**
 * The tab title of a listing page: its `title` (already in the page's language), and on /search
 * the words searched for.
 */
export function listingTitle(listing: ListingPage, title: string, search: string): string {
  return listing.needsSearch && search ? `${title}: ${search}` : title;
}
