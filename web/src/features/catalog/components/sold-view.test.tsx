import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ID, categories, makeProduct, PRODUCT_ID, SECOND_PRODUCT_ID } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { ProductDetail } from './product-detail.tsx';
import { SoldView } from './sold-view.tsx';

const soldPiece = { ...makeProduct({ status: 'sold' }), soldAt: '2026-11-14T09:30:00.000Z' };

describe('SoldView', () => {
  it('lists sold pieces with the SOLD badge, the month sold and the pager', async () => {
    let asked: unknown;
    mockApi({
      'POST /api/category/active': categories,
      'POST /api/sold-list': (body) => {
        asked = body;
        return { currentPage: 1, totalCount: 9, totalPage: 2, data: [soldPiece] };
      },
    });
    renderWithProviders(<SoldView />, { path: '/sold/:page?', history: [`/sold?category=${CATEGORY_ID}`] });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Sold')).toBeInTheDocument();
    expect(within(card).getByText(/Sold in/)).toHaveTextContent('Sold in November 2026');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sold: Dupattas');
    expect(screen.getByText(/9 pieces found homes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      `/sold/2?category=${CATEGORY_ID}`,
    );
    expect(asked).toEqual({ page: 1, perPage: 8, filter: { categoryId: CATEGORY_ID } });
  });
});

describe('a sold piece’s page', () => {
  it('offers "Ask for one like this" and the similar available pieces', async () => {
    mockApi({
      [`GET /api/product/${PRODUCT_ID}`]: makeProduct({ status: 'sold' }),
      [`GET /api/product/${PRODUCT_ID}/similar`]: [
        makeProduct({ _id: SECOND_PRODUCT_ID, title: 'Bagh Phulkari in Gold' }),
      ],
    });
    renderWithProviders(<ProductDetail productId={PRODUCT_ID} renderActions={() => null} />, {
      path: '/product/:productId',
      history: [`/product/${PRODUCT_ID}`],
    });
    expect(await screen.findByRole('link', { name: 'Ask for one like this' })).toHaveAttribute(
      'href',
      `/ask?product=${PRODUCT_ID}`,
    );
    const similar = await screen.findByRole('region', { name: 'Pieces like this, still available' });
    expect(within(similar).getByRole('heading', { name: 'Bagh Phulkari in Gold' })).toBeInTheDocument();
  });

  it('shows neither for an available piece', async () => {
    const fetchMock = mockApi({ [`GET /api/product/${PRODUCT_ID}`]: makeProduct() });
    renderWithProviders(<ProductDetail productId={PRODUCT_ID} renderActions={() => null} />, {
      path: '/product/:productId',
      history: [`/product/${PRODUCT_ID}`],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Ask for one like this' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/similar'))).toBe(false);
  });
});
