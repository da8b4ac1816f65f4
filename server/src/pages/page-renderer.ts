/**
 * The storefront's server-side renderer (issue 6 §5, docs/decisions/0015): the bundle
 * `vite build --ssr` writes beside the browser build (web/dist-ssr/entry-server.js, from
 * web/src/entry-server.tsx). Home, a collection and a product page are sent with their first view
 * already in `#root`, drawn from the same answers the page embeds, so the largest picture paints
 * before the app's script has downloaded and run; the browser then hydrates that markup. Without
 * the bundle (API-only tests, a build without it) pages go out as before, rendered in the browser.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PaymentMode } from '@shahi/contract';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PreloadedAnswer } from './page-hints.ts';

/** The config the page injects as `window.__SHOP_CONFIG__` (server/src/http/web-app.ts). */
export interface RenderConfig {
  shopName: string;
  imageBaseUrl: string;
  paymentMode: PaymentMode;
}

/** What web/src/entry-server.tsx exports. */
interface EntryServer {
  renderPage(request: { url: string; answers: PreloadedAnswer[]; config: RenderConfig }): Promise<string>;
}

/**
 * Renders `#root`'s markup of the page at `url` from `answers` (the same URL and answers give the
 * markup kept from the last time, for a minute); resolves undefined when the page could not be
 * rendered (logged), so the caller sends it without markup. `url` must be the page's canonical
 * URL (path and only the query parameters the page reads, normalised; routes.ts), never the
 * request's: the kept pages are keyed by it, and any query string would otherwise render anew
 * and push the real pages out (ADR 0021).
 */
export type PageRenderer = (url: string, answers: PreloadedAnswer[]) => Promise<string | undefined>;

/**
 * Rendered pages kept: the markup is a function of the URL and the answers alone (and the config,
 * fixed per process), so a page whose answers have not changed is not rendered again. Rendering
 * costs ~8–10 ms of CPU; without this, home, collection and product pages fell from 280–950 to
 * 80–120 pages a second on one core (bench/RESULTS.md). The minute bounds anything else the
 * markup shows (the footer's year).
 */
const RENDERED_PAGES = 500;
const RENDERED_PAGE_TTL_MS = 60_000;

/** Where the server-rendering bundle sits for the browser build in `webDist`. */
export function entryServerPath(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
}

/**
 * Loads the server-rendering bundle that belongs to the build in `webDist`; undefined when there
 * is none (or it fails to load: logged, and the shop serves browser-rendered pages).
 */
export async function loadPageRenderer(
  webDist: string | undefined,
  config: RenderConfig,
  log: FastifyBaseLogger,
): Promise<PageRenderer | undefined> {
  const file = webDist ? entryServerPath(webDist) : undefined;
  if (!file || !existsSync(file)) return undefined;
  let entry: EntryServer;
  try {
    entry = (await import(pathToFileURL(file).href)) as EntryServer;
    if (typeof entry.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  } catch (error) {
    log.error({ err: error }, 'the server-rendering bundle failed to load; pages render in the browser');
    return undefined;
  }
  const rendered = new LRUCache<string, string>({ max: RENDERED_PAGES, ttl: RENDERED_PAGE_TTL_MS });
  return async (url, answers) => {
    const key = `${url}\n${createHash('sha256').update(JSON.stringify(answers)).digest('base64')}`;
    const kept = rendered.get(key);
    if (kept !== undefined) return kept;
    try {
      const markup = await entry.renderPage({ url, answers, config });
      rendered.set(key, markup);
      return markup;
    } catch (error) {
      log.warn({ err: error, url }, 'server rendering failed; the page renders in the browser');
      return undefined;
    }
  };
}
