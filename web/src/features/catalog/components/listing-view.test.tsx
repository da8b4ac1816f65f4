import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListingKind } from '#web/features/catalog/listing-pages.ts';
import { listPage, listRequest, mockProductList } from '#web/features/catalog/test/product-list.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { ListingView } from './listing-view.tsx';

function setup(kind: ListingKind, url: string, page = listPage()) {
  const requests = mockProductList(page);
  const rendered = renderWithProviders(<ListingView kind={kind} />, {
    path: `/${kind}/:page?`,
    history: [url],
  });
  return { ...rendered, requests, user: userEvent.setup() };
}

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ListingView', () => {
  it.each([
    ['shop', 'Shop All', {}, 'all', {}],
    ['new-arrivals', 'New Arrivals', { sortBy: 'createdAt', sortOrder: 'desc' }, 'newest', {}],
    ['sale', 'Sale', { sortBy: 'discount', sortOrder: 'desc' }, 'discount', { onSale: true }],
  ] as const)(
    '/%s: one h1 "%s", its default order and filter, page 1',
    async (kind, title, order, sort, filter) => {
      const { requests } = setup(kind, `/${kind}`);
      expect(await screen.findByRole('link', { name: /Phulkari Dupatta/ })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(requests[0]).toEqual(listRequest({ ...order, filter }));
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue(sort);
      expect(document.title).toBe(`${title} — Shahi Threads`);
    },
  );

  it('offers the sort orders with the page default first in place of "All"', async () => {
    setup('sale', '/sale');
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(optionLabels(select)).toEqual([
      'Biggest discount',
      'Price: Low to High',
      'Price: High to Low',
      'Name: A to Z',
      'Name: Z to A',
    ]);
    setup('shop', '/shop');
    const [, shopSelect] = await screen.findAllByRole('combobox', { name: 'Sort by' });
    expect(optionLabels(shopSelect as HTMLElement)[0]).toBe('All');
  });

  it('reads page, sort and search from the URL; an unknown sort falls back to the default', async () => {
    const { requests } = setup('new-arrivals', '/new-arrivals/3?sort=price-asc&q=silk');
    await screen.findByRole('link', { name: /Phulkari Dupatta/ });
    expect(requests[0]).toEqual(
      listRequest({ page: 3, search: 'silk', sortBy: 'price', sortOrder: 'asc', filter: {} }),
    );
    const other = setup('new-arrivals', '/new-arrivals?sort=discount');
    await within(other.container).findByRole('link', { name: /Phulkari Dupatta/ });
    expect(other.requests[0]).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('restarts at page 1 on a new sort, keeping the search, and leaves the default sort out of the URL', async () => {
    const { router, user } = setup('sale', '/sale/2?q=silk');
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(select, 'Price: High to Low');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/sale?sort=price-desc&q=silk',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Biggest discount');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/sale?q=silk');
  });

  it('paginates in the path, keeping sort and search, only with more than one page', async () => {
    setup('shop', '/shop/2?sort=title-desc', listPage({ currentPage: 2, totalPage: 3, totalCount: 17 }));
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/shop/3?sort=title-desc',
    );
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/shop/1?sort=title-desc',
    );
  });

  it('says "No products available" when nothing matches', async () => {
    setup('sale', '/sale', listPage({ totalCount: 0, totalPage: 0, data: [] }));
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows 8 placeholder cards while loading', async () => {
    mockApi({ 'POST /api/product-list': () => new Promise<never>(() => {}) });
    renderWithProviders(<ListingView kind="shop" />, { path: '/shop/:page?', history: ['/shop'] });
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Loading products');
    expect(loading.querySelectorAll('.aspect-\\[4\\/5\\]')).toHaveLength(8);
  });
});

describe('ListingView on /search', () => {
  it('asks for words first and lists nothing without them', async () => {
    const { requests } = setup('search', '/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('What are you looking for?')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(document.title).toBe('Search — Shahi Threads');
  });

  it('searches every collection with the words in the URL, and titles the tab with them', async () => {
    const { requests, router, user } = setup('search', '/search');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search all collections' }),
      '  silk shawl {Enter}',
    );
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=silk+shawl');
    expect(await screen.findByRole('link', { name: /Phulkari Dupatta/ })).toBeInTheDocument();
    expect(requests[0]).toEqual(listRequest({ search: 'silk shawl', filter: {} }));
    expect(screen.getByText('Results for “silk shawl”')).toBeInTheDocument();
    expect(document.title).toBe('Search: silk shawl — Shahi Threads');
  });

  it('keeps the words on page links and goes back to the prompt when cleared', async () => {
    const { router, user } = setup('search', '/search/2?q=silk', listPage({ currentPage: 2, totalPage: 2 }));
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/search/1?q=silk',
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search');
    expect(await screen.findByText('What are you looking for?')).toBeInTheDocument();
  });
});
