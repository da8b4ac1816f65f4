import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeCategoriesQueryOptions } from '#web/features/catalog/api/get-active-categories.ts';
import { categoryRowsQueryOptions } from '#web/features/catalog/api/get-category-rows.ts';
import { getProductQueryOptions } from '#web/features/catalog/api/get-product.ts';
import { productListQueryOptions } from '#web/features/catalog/api/get-product-list.ts';
import { activeBannersQueryOptions } from '#web/features/content/api/get-active-banners.ts';
import { activeTestimonialsQueryOptions } from '#web/features/content/api/get-active-testimonials.ts';
import { footerContentQueryOptions } from '#web/features/content/api/get-footer-content.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { PRELOADED_ANSWERS_ID, resetPreloadedAnswers } from '#web/lib/preloaded-answers.ts';
import { sellerDisclosureQueryOptions } from '#web/lib/seller.ts';
import { jsonResponse } from '#web/test/render.tsx';
import { createQueryClient, seedPreloadedQueries } from './provider.tsx';

function embed(answers: unknown[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PRELOADED_ANSWERS_ID;
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(PRELOADED_ANSWERS_ID)?.remove();
  resetPreloadedAnswers();
});

describe('seedPreloadedQueries', () => {
  it("puts the page's product, banners, categories, testimonials, footer and seller into the cache of the queries that ask for them", () => {
    resetPreloadedAnswers();
    embed([
      { method: 'GET', path: '/product/p%201', data: { _id: 'p 1' } },
      { method: 'POST', path: '/banner/active', data: ['b1'] },
      { method: 'POST', path: '/category/active', data: ['c1'] },
      { method: 'POST', path: '/testimonial/active', data: ['t1'] },
      { method: 'GET', path: '/footer', data: { contacts: ['f1'] } },
      { method: 'GET', path: '/seller', data: { legalName: 's1' } },
    ]);
    const client = seedPreloadedQueries(createQueryClient());
    expect(client.getQueryData(getProductQueryOptions('p 1').queryKey)).toEqual({ _id: 'p 1' });
    expect(client.getQueryData(activeBannersQueryOptions().queryKey)).toEqual(['b1']);
    expect(client.getQueryData(activeCategoriesQueryOptions().queryKey)).toEqual(['c1']);
    expect(client.getQueryData(activeTestimonialsQueryOptions().queryKey)).toEqual(['t1']);
    expect(client.getQueryData(footerContentQueryOptions().queryKey)).toEqual({ contacts: ['f1'] });
    // The server's render drew the footer's and product page's seller details from it: so must the first.
    expect(client.getQueryData(sellerDisclosureQueryOptions().queryKey)).toEqual({ legalName: 's1' });
    // Fresh, so the first render fetches none of them.
    for (const key of [activeBannersQueryOptions().queryKey, getProductQueryOptions('p 1').queryKey])
      expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it("leaves the listing, home's rows and answers of no known query to the API client's first call", async () => {
    resetPreloadedAnswers();
    const request = { page: 1, perPage: 8, search: '', filter: { categoryId: 'c1' } };
    embed([
      { method: 'GET', path: '/product-list-by-category', data: [{ _id: 'c1' }] },
      { method: 'POST', path: '/product-list', body: request, data: { data: [] } },
      { method: 'GET', path: '/something-new', data: 1 },
    ]);
    const client = seedPreloadedQueries(createQueryClient());
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ success: true, data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/product-list-by-category')).resolves.toEqual([{ _id: 'c1' }]);
    await expect(apiPost('/product-list', request)).resolves.toEqual({ data: [] });
    await expect(apiGet('/something-new')).resolves.toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on a server-rendered page, seeds the collection's listing and home's rows too (its first render is the server's markup)", () => {
    resetPreloadedAnswers();
    const request = {
      page: 2,
      perPage: 8,
      search: '',
      sortBy: 'price',
      sortOrder: 'asc',
      filter: { categoryId: 'c1' },
    };
    embed([
      { method: 'POST', path: '/product-list', body: request, data: { data: ['p1'] } },
      { method: 'GET', path: '/product-list-by-category', data: [{ _id: 'c1' }] },
    ]);
    const client = seedPreloadedQueries(createQueryClient(), true);
    // The key is built from the request the page sends, whatever the order of its fields.
    const { filter, ...rest } = request;
    const sameRequest = { filter, ...rest } as Parameters<typeof productListQueryOptions>[0];
    expect(client.getQueryData(productListQueryOptions(sameRequest).queryKey)).toEqual({ data: ['p1'] });
    expect(client.getQueryData(categoryRowsQueryOptions().queryKey)).toEqual([{ _id: 'c1' }]);
  });
});
