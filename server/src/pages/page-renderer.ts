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
import { DEFAULT_LOCALE, type Locale } from '@shahi/contract/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { ReadCache } from '#server/http/cache.ts';
import type { PreloadedAnswer } from './page-hints.ts';

/** The config the page injects as `window.__SHOP_CONFIG__` (web-app.ts). */
export interface RenderConfig {
  shopName: string;
  imageBaseUrl: string;
  paymentMode: PaymentMode;
  /** Whether sign-in by mobile number is offered (ADR 0066). */
  mobileSignIn: boolean;
}

interface EntryServer {
  renderPage(request: {
    url: string;
    locale: Locale;
    answers: PreloadedAnswer[];
    config: RenderConfig;
  }): Promise<string>;
}

/**
 * `#root`'s markup of the page at canonical `url` (its English path, without `/hi` or `/pa`) in
 * `locale` from `answers`; undefined if rendering fails.
 */
export type PageRenderer = (
  url: string,
  answers: PreloadedAnswer[],
  locale?: Locale,
) => Promise<string | undefined>;

/** Kept by URL and answers (ADR 0015); the minute bounds the rest, such as the footer's year. */
const RENDERED_PAGES = 500;
const RENDERED_PAGE_TTL_MS = 60_000;

/** Where the server-rendering bundle of the browser build in `webDist` sits. */
export function entryServerPath(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
}

/** Loads the build's server-rendering bundle; undefined when there is none or it fails (logged). */
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
  // Requests for a page being rendered share its rendering; a failed one is not kept.
  const rendered = new ReadCache<string>({ max: RENDERED_PAGES, maxAgeMs: RENDERED_PAGE_TTL_MS });
  return (url, answers, locale = DEFAULT_LOCALE) => {
    const key = `${locale}\n${url}\n${createHash('sha256').update(JSON.stringify(answers)).digest('base64')}`;
    return rendered.get(key, async () => {
      try {
        return await entry.renderPage({ url, locale, answers, config });
      } catch (error) {
        log.warn({ err: error, url, locale }, 'server rendering failed; the page renders in the browser');
        return undefined;
      }
    });
  };
}
