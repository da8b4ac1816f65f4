import type {
  Banner,
  Category,
  CategoryWithProducts,
  FooterContent,
  Product,
  ProductListPage,
  ProductListRequest,
  SellerDisclosure,
  Testimonial,
} from '@shahi/contract';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { activeCategoriesQueryOptions } from '#web/features/catalog/api/get-active-categories.ts';
import { categoryRowsQueryOptions } from '#web/features/catalog/api/get-category-rows.ts';
import { getProductQueryOptions } from '#web/features/catalog/api/get-product.ts';
import { productListQueryOptions } from '#web/features/catalog/api/get-product-list.ts';
import { activeBannersQueryOptions } from '#web/features/content/api/get-active-banners.ts';
import { activeTestimonialsQueryOptions } from '#web/features/content/api/get-active-testimonials.ts';
import { footerContentQueryOptions } from '#web/features/content/api/get-footer-content.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { consumePreloadedAnswers, type PreloadedAnswer } from '#web/lib/preloaded-answers.ts';
import { sellerDisclosureQueryOptions } from '#web/lib/seller.ts';

/** Client errors (4xx) are answers, not glitches: only network failures and 5xx are retried, once. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Creates the app's query client (1 minute freshness, one retry for transient failures). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

const productPath = /^\/product\/([^/]+)$/;

/**
 * Puts one embedded answer (lib/preloaded-answers.ts) into the cache of the query that asks for
 * it; false when no query of the app does (the API client then uses it on its first call).
 *
 * Home's category rows and a collection's listing are seeded only when `wholePage` (the page came
 * with its server-rendered HTML, entry-server.tsx, whose first render must draw the same markup).
 * Otherwise they are left to the API client on purpose: rendered in the very first frame, their
 * cards have the browser start every card photo before that frame paints, sharing the bandwidth of
 * the largest paint (Lighthouse: LCP 2.7 s → 4.0 s); one task later they start after it.
 */
export function seedAnswer(
  queryClient: QueryClient,
  { method, path, body, data }: PreloadedAnswer,
  { wholePage }: { wholePage: boolean },
): boolean {
  const seed = (key: QueryKey, value: unknown) => {
    queryClient.setQueryData(key, value);
    return true;
  };
  if (method === 'GET') {
    if (path === '/footer') return seed(footerContentQueryOptions().queryKey, data as FooterContent);
    if (path === '/seller') return seed(sellerDisclosureQueryOptions().queryKey, data as SellerDisclosure);
    const product = productPath.exec(path)?.[1];
    if (product) return seed(getProductQueryOptions(decodeURIComponent(product)).queryKey, data as Product);
    if (!wholePage || path !== '/product-list-by-category') return false;
    return seed(categoryRowsQueryOptions().queryKey, data as CategoryWithProducts[]);
  }
  if (method !== 'POST') return false;
  if (path === '/banner/active') return seed(activeBannersQueryOptions().queryKey, data as Banner[]);
  if (path === '/category/active') return seed(activeCategoriesQueryOptions().queryKey, data as Category[]);
  if (path === '/testimonial/active')
    return seed(activeTestimonialsQueryOptions().queryKey, data as Testimonial[]);
  if (wholePage && path === '/product-list' && body && typeof body === 'object')
    return seed(productListQueryOptions(body as ProductListRequest).queryKey, data as ProductListPage);
  return false;
}

/**
 * Seeds `queryClient` with the answers the server embedded in the page (see seedAnswer), so the
 * page's first render already shows its product, banners, collection name, menu, testimonials and
 * footer; answers no query takes stay for the API client, which uses them on the first call.
 */
export function seedPreloadedQueries(queryClient: QueryClient, wholePage = false): QueryClient {
  consumePreloadedAnswers((answer) => seedAnswer(queryClient, answer, { wholePage }));
  return queryClient;
}

/**
 * App-wide providers: TanStack Query with `queryClient`, or one of its own seeded with the page's
 * embedded answers (`wholePage` when the page came server-rendered).
 */
export function AppProvider({
  children,
  queryClient: given,
  wholePage = false,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  wholePage?: boolean;
}) {
  const [queryClient] = useState(() => given ?? seedPreloadedQueries(createQueryClient(), wholePage));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
