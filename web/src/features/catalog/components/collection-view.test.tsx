import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listPage, listRequest, mockProductList } from '#web/features/catalog/test/product-list.ts';
import { CATEGORY_ID, categories } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { CollectionView } from './collection-view.tsx';

function setup(url: string, page: Parameters<typeof mockProductList>[0] = listPage()) {
  const requests = mockProductList(page, { 'POST /api/category/active': categories });
  const rendered = renderWithProviders(<CollectionView />, {
    path: '/collection/:categoryId?/:page?',
    history: [url],
  });
  return { ...rendered, requests, user: userEvent.setup() };
}

describe('CollectionView', () => {
  it('lists the category under its name, asking for page 1 in the default order', async () => {
    const { requests } = setup(`/collection/${CATEGORY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dupattas' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Phulkari Dupatta/ })).toBeInTheDocument();
    expect(requests[0]).toEqual(listRequest({ filter: { categoryId: CATEGORY_ID } }));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('all');
    expect(document.title).toBe('Dupattas — Shahi Threads');
  });

  it('reads page, sort and search from the URL', async () => {
    const { requests } = setup(`/collection/${CATEGORY_ID}/3?sort=price-desc&q=silk`);
    await screen.findByRole('link', { name: /Phulkari Dupatta/ });
    expect(requests[0]).toEqual(
      listRequest({
        page: 3,
        search: 'silk',
        sortBy: 'price',
        sortOrder: 'desc',
        filter: { categoryId: CATEGORY_ID },
      }),
    );
    expect(screen.getByRole('searchbox')).toHaveValue('silk');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  });

  it('offers the five sort options and restarts at page 1 on a new sort, keeping the search', async () => {
    const { router, user } = setup(`/collection/${CATEGORY_ID}/2?q=silk`);
    const select = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Price: Low to High', 'Price: High to Low', 'Name: A to Z', 'Name: Z to A']);
    await user.selectOptions(select, 'Price: Low to High');
    expect(router.state.location.pathname).toBe(`/collection/${CATEGORY_ID}`);
    expect(router.state.location.search).toBe('?sort=price-asc&q=silk');
  });

  it('searches with the trimmed text and scrolls to the top', async () => {
    const { router, user } = setup(`/collection/${CATEGORY_ID}`);
    await screen.findByRole('link', { name: /Phulkari Dupatta/ });
    vi.mocked(window.scrollTo).mockClear();
    await user.type(screen.getByRole('searchbox'), '  zari  {Enter}');
    expect(router.state.location.search).toBe('?q=zari');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows 8 placeholder cards while loading', async () => {
    setup(`/collection/${CATEGORY_ID}`, () => new Promise<never>(() => {}));
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Loading products');
    expect(loading.querySelectorAll('.aspect-\\[4\\/5\\]')).toHaveLength(8);
  });

  it('paginates only when there is more than one page', async () => {
    setup(`/collection/${CATEGORY_ID}/2`, listPage({ currentPage: 2, totalPage: 3, totalCount: 17 }));
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      `/collection/${CATEGORY_ID}/3`,
    );
  });

  it('shows no pagination for a single page', async () => {
    setup(`/collection/${CATEGORY_ID}`);
    await screen.findByRole('link', { name: /Phulkari Dupatta/ });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says "No products available", with a way back to page 1 past the last page', async () => {
    setup(
      `/collection/${CATEGORY_ID}/9?sort=title-desc`,
      listPage({ currentPage: 9, totalPage: 2, data: [] }),
    );
    expect(await screen.findByText('No products available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to page 1' })).toHaveAttribute(
      'href',
      `/collection/${CATEGORY_ID}/1?sort=title-desc`,
    );
  });

  it('says "Category not found" for an id that is not an active category', async () => {
    setup('/collection/9f1e2d3c-4b5a-4c6d-8e7f-0a1b2c3d4e5f');
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
  });

  it('says "Category not found" for a malformed or missing id without listing products', async () => {
    const { requests } = setup('/collection/abc');
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    const missing = setup('/collection');
    expect(await within(missing.container).findByText('Category not found')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(missing.requests).toHaveLength(0);
  });
});
