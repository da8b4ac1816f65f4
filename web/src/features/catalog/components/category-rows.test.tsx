import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ID, makeProduct } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { CategoryRows } from './category-rows.tsx';

const products = Array.from({ length: 5 }, (_, index) =>
  makeProduct({ _id: `p${index + 1}`, title: `Piece ${index + 1}` }),
);

describe('CategoryRows', () => {
  it('shows each category with up to 5 cards, the 5th hidden on mobile, and View All', async () => {
    mockApi({
      'GET /api/product-list-by-category': [
        { _id: CATEGORY_ID, name: 'Dupattas', categoryName: 'Royal Dupattas', products },
      ],
    });
    renderWithProviders(<CategoryRows />);
    const row = await screen.findByRole('region', { name: 'Royal Dupattas' });
    const items = within(row).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[4]).toHaveClass('max-md:hidden');
    expect(items[3]).not.toHaveClass('max-md:hidden');
    expect(within(row).getByRole('link', { name: 'View All Dupattas' })).toHaveAttribute(
      'href',
      `/collection/${CATEGORY_ID}`,
    );
  });

  it('says "No products available" without categories', async () => {
    mockApi({ 'GET /api/product-list-by-category': [] });
    renderWithProviders(<CategoryRows />);
    expect(await screen.findByText('No products available')).toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    mockApi({ 'GET /api/product-list-by-category': () => jsonResponse({ success: false }, 500) });
    renderWithProviders(<CategoryRows />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
