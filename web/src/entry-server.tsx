/**
 * Server-side rendering of the storefront's first view (docs/decisions/0015): the
 * server (server/src/pages) renders home, a collection and a product page to HTML with the
 * same answers it embeds in the page, so the largest picture paints before the app's script has
 * run; the browser then hydrates that markup (main.tsx). Built by `vite build --ssr` into
 * web/dist-ssr/entry-server.js, never sent to browsers.
 */

import { type Locale, localePrefix } from '@shahi/contract/i18n';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppFrame } from './app/app.tsx';
import { createQueryClient, seedAnswer } from './app/provider.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { ServerRenderContext } from './components/ui/after-largest-paint.tsx';
import type { ShopConfig } from './lib/config.ts';
import { preloadDeferredParts } from './lib/deferred-part.tsx';
import { activateLocale, loadCatalogues } from './lib/i18n.ts';
import type { PreloadedAnswer } from './lib/preloaded-answers.ts';

/** What the server renders a page from. */
export interface RenderRequest {
  /** The page's path and query without its language prefix, e.g. `/collection/{id}/2?sort=price-asc`. */
  url: string;
  /** The page's language (its URL then carries `/hi` or `/pa`); English when left out. */
  locale?: Locale;
  /** The answers embedded in the page (the same the browser seeds its queries with). */
  answers: PreloadedAnswer[];
  /** The config injected into the page as `window.__SHOP_CONFIG__`. */
  config: ShopConfig;
}

/**
 * The markup of `#root` for `url`, as the browser's first render draws it from `answers`: the
 * visitor's view (no session; the browser adds a signed-in shopper's parts after hydrating).
 * Rejects when the page fails to render; the server then sends the page without markup.
 */
export async function renderPage({ url, answers, config, locale = 'en' }: RenderRequest): Promise<string> {
  const pathname = new URL(url, 'http://shop.invalid').pathname;
  const [, , catalogue] = await Promise.all([
    preloadPage(pathname),
    preloadDeferredParts(),
    loadCatalogues(locale),
  ]);
  // lib/config.ts reads it; set right before the (synchronous) render, after the await.
  globalThis.__SHOP_CONFIG__ = config;
  activateLocale(locale, catalogue);
  const queryClient = createQueryClient();
  for (const answer of answers) seedAnswer(queryClient, answer, { wholePage: true });
  try {
    return renderToString(
      <StrictMode>
        <ServerRenderContext value={true}>
          <AppFrame queryClient={queryClient}>
            <StaticRouter
              location={`${localePrefix(locale)}${url}`}
              basename={localePrefix(locale) || undefined}
            >
              <AppRoutes />
            </StaticRouter>
          </AppFrame>
        </ServerRenderContext>
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
  }
}
