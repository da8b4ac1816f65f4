import { type ProductListRequest, sortOptions } from '@shahi/contract';

/** A sort option of a listing page; without sortBy the server's default order (title A–Z) applies. */
export interface ListingSortOption {
  value: string;
  label: string;
  sortBy?: ProductListRequest['sortBy'];
  sortOrder?: ProductListRequest['sortOrder'];
}

export type ListingKind = 'shop' | 'new-arrivals' | 'sale' | 'search';

/** One listing the footer links to (docs/product.md#listings-and-search). */
export interface ListingPage {
  kind: ListingKind;
  /** The path of page 1; page n is `{path}/{n}`, as /collection/{id}/{n}. */
  path: string;
  /** The h1 and the tab title. */
  title: string;
  /** One line under the heading. */
  intro: string;
  /** The first option is the page's default and stays out of the URL. */
  sortOptions: readonly ListingSortOption[];
  filter: ProductListRequest['filter'];
  searchLabel: string;
  searchPlaceholder: string;
  /** /search lists nothing until something is searched for. */
  needsSearch: boolean;
}

/** The four orders after "All" (price and name, both ways). */
const specOrders = sortOptions.slice(1);

const listingPageList: ListingPage[] = [
  {
    kind: 'shop',
    path: '/shop',
    title: 'Shop All',
    intro: 'Every piece still waiting for its one owner, from every collection.',
    sortOptions,
    filter: {},
    searchLabel: 'Search all pieces',
    searchPlaceholder: 'Search all pieces',
    needsSearch: false,
  },
  {
    kind: 'new-arrivals',
    path: '/new-arrivals',
    title: 'New Arrivals',
    intro: 'Fresh from the workshop, newest first.',
    sortOptions: [
      { value: 'newest', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
      ...specOrders,
    ],
    filter: {},
    searchLabel: 'Search new arrivals',
    searchPlaceholder: 'Search new arrivals',
    needsSearch: false,
  },
  {
    kind: 'sale',
    path: '/sale',
    title: 'Sale',
    intro: 'Pieces offered below their MRP, biggest discount first.',
    sortOptions: [
      { value: 'discount', label: 'Biggest discount', sortBy: 'discount', sortOrder: 'desc' },
      ...specOrders,
    ],
    filter: { onSale: true },
    searchLabel: 'Search the sale',
    searchPlaceholder: 'Search the sale',
    needsSearch: false,
  },
  {
    kind: 'search',
    path: '/search',
    title: 'Search',
    intro: 'Find a piece across every collection.',
    sortOptions,
    filter: {},
    searchLabel: 'Search all collections',
    searchPlaceholder: 'Silk, phulkari, shawl…',
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

/** The tab title of a listing page: its title, and on /search the words searched for. */
export function listingTitle(listing: ListingPage, search: string): string {
  return listing.needsSearch && search ? `${listing.title}: ${search}` : listing.title;
}
