import type { ProductListPage, ProductListRequest } from '@shahi/contract';
import { makeProduct } from '#web/test/fixtures.ts';
import { mockApi } from '#web/test/render.tsx';

/** A `POST /api/product-list` answer: page 1 of 1 holding one piece; `overrides` win. */
export function listPage(overrides: Partial<ProductListPage> = {}): ProductListPage {
  return { currentPage: 1, totalCount: 1, totalPage: 1, data: [makeProduct()], ...overrides };
}

/** A product-list request as the listing views send it: page 1, 8 a page, no search; `overrides` win. */
export function listRequest(overrides: Partial<ProductListRequest> = {}): ProductListRequest {
  return { page: 1, perPage: 8, search: '', ...overrides };
}

/**
 * Mocks the API: `POST /api/product-list` answers `page` (or what a function `page` returns) and
 * keeps each request body in `requests`; `routes` answer the other calls.
 */
export function mockProductList(
  page: ProductListPage | (() => Promise<never>) = listPage(),
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const requests: ProductListRequest[] = [];
  mockApi({
    ...routes,
    'POST /api/product-list': (body) => {
      requests.push(body as ProductListRequest);
      return typeof page === 'function' ? page() : page;
    },
  });
  return requests;
}
