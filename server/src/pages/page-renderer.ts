/**
 * The storefront's server-side renderer (docs/decisions/0015-server-rendered-first-view.md): the
 * bundle `vite build --ssr` writes to web/dist-ssr/entry-server.js draws a page's first view from
 * the answers it embeds. Without the bundle (API-only tests) pages are rendered in the browser.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PaymentMode } from '@shahi/contract';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PreloadedAnswer } from './page-hints.ts';

/** The config the page injects as `window.__SHOP_CONFIG__` (web-app.ts). */
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
 * Renders `#root`'s markup of the page at `url` from `answers` (kept a minute); undefined when it
 * could not be rendered (logged). `url` must be the page's canonical URL, never the request's: the
 * kept pages are keyed by it (ADR 0026).
 */
export type PageRenderer = (url: string, answers: PreloadedAnswer[]) => Promise<string | undefined>;

/**
 * Rendered pages kept (ADR 0015): the markup depends only on the URL and the answers (and the
 * config, fixed per process). The minute bounds anything else it shows (the footer's year).
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
