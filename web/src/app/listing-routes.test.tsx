import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '#web/test/fixtures.ts';
import { mockApi } from '#web/test/render.tsx';
import { renderAppAt } from '#web/test/render-app.tsx';

describe('footer listing routes', () => {
  it.each([
    ['/shop', 'Shop All'],
    ['/shop/2', 'Shop All'],
    ['/new-arrivals', 'New Arrivals'],
    ['/sale/3?sort=price-asc', 'Sale'],
    ['/search?q=silk', 'Search'],
    ['/search', 'Search'],
  ])('%s is a listing page headed "%s"', async (path, title) => {
    mockApi({
      'POST /api/category/active': [],
      'POST /api/product-list': { currentPage: 1, totalCount: 1, totalPage: 1, data: [makeProduct()] },
    });
    renderAppAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
