import type { Banner, Category, FooterContent, Product, Testimonial } from '@shahi/contract';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { activeCategoriesQueryOptions } from '../features/catalog/api/get-active-categories.ts';
import { getProductQueryOptions } from '../features/catalog/api/get-product.ts';
import { activeBannersQueryOptions } from '../features/content/api/get-active-banners.ts';
import { activeTestimonialsQueryOptions } from '../features/content/api/get-active-testimonials.ts';
import { footerContentQueryOptions } from '../features/content/api/get-footer-content.ts';
import { ApiError } from '../lib/api-client.ts';
import { consumePreloadedAnswers, type PreloadedAnswer } from '../lib/preloaded-answers.ts';

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
 * Puts the answers the server embedded in the page (lib/preloaded-answers.ts) into the cache of
 * the queries that ask for them, so the page's first render already shows its product, banners,
 * collection name, menu, testimonials and footer; answers of other calls stay for the API client,
 * which uses them on the first call. A collection's listing and home's category rows are left to it
 * on purpose: rendered in the very first frame, their cards have the browser start every card photo (the lazy ones too: on a slow connection they are
 * within the lazy-loading margin) before that frame paints, and in Lighthouse's simulation they
 * then share the bandwidth of the largest paint (LCP 2.7 s → 4.0 s); one task later they start
 * after it.
 */
export function seedPreloadedQueries(queryClient: QueryClient): QueryClient {
  const seed = (key: QueryKey, data: unknown) => {
    queryClient.setQueryData(key, data);
    return true;
  };
  consumePreloadedAnswers(({ method, path, data }: PreloadedAnswer) => {
    if (method === 'GET') {
      if (path === '/footer') return seed(footerContentQueryOptions().queryKey, data as FooterContent);
      const product = productPath.exec(path)?.[1];
      return product
        ? seed(getProductQueryOptions(decodeURIComponent(product)).queryKey, data as Product)
        : false;
    }
    if (method !== 'POST') return false;
    if (path === '/banner/active') return seed(activeBannersQueryOptions().queryKey, data as Banner[]);
    if (path === '/category/active') return seed(activeCategoriesQueryOptions().queryKey, data as Category[]);
    if (path === '/testimonial/active')
      return seed(activeTestimonialsQueryOptions().queryKey, data as Testimonial[]);
    return false;
  });
  return queryClient;
}

/** App-wide providers: TanStack Query, its cache seeded with the page's embedded answers. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => seedPreloadedQueries(createQueryClient()));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
