/**
 * Serves the built storefront (web/dist): hashed assets with long caching, and index.html with the
 * shop's runtime config for every page path, so the React router shows its own pages. A page may
 * replace the template's title and description with its own head (index.ts). Pages under `/hi/…`
 * and `/pa/…` go out in that language (`<html lang>`, their script's font; ADR 0065); the `lang`
 * cookie sends its visitor from an English URL to the same page in the cookie's language.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PaymentMode } from '@shahi/contract';
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localizePath,
  splitLocalePath,
} from '@shahi/contract/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieLocale } from '#server/i18n/cookie-locale.ts';
import { escapeHtml } from './escape.ts';
import { localeFontHead } from './fonts.ts';

export interface ShopConfig {
  shopName: string;
  imageBaseUrl: string;
  /** Which payment methods the checkout offers (ADR 0019). */
  paymentMode: PaymentMode;
  /** Whether sign-in by mobile number is offered: an SMS provider is set up (ADR 0066). */
  mobileSignIn: boolean;
}

const FALLBACK_HTML = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Shop</title><!--app-config--></head>
<body><main><h1>The storefront is not built</h1><p>Run <code>npm run build</code>, then start again.</p></main></body></html>`;

/** index.html with the config script, and that script's CSP hash. */
export function renderIndexHtml(webDist: string | undefined, config: ShopConfig) {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : FALLBACK_HTML;
  // `<` escaped so a shop name can never close the script element.
  const script = `window.__SHOP_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')};`;
  const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return { html: template.replace('<!--app-config-->', `<script>${script}</script>`), scriptHash };
}

/** index.html cut at its head slot (the template's `<title>`) and inside `#root`. */
export interface IndexHtmlParts {
  before: string;
  middle: string;
  after: string;
  /** The template's `<title>` and description, for a page without a head of its own. */
  defaultHead: string;
}

const emptyRoot = /<div id="root"><\/div>/i;

/**
 * Cuts index.html around its title (its description taken out too, so a page's head replaces both)
 * and inside an empty `<div id="root">`; without one, server-rendered markup is dropped.
 */
export function splitIndexHtml(html: string): IndexHtmlParts {
  const description = /<meta\s+name="description"[^>]*>\s*/i.exec(html);
  const rest = description
    ? html.slice(0, description.index) + html.slice(description.index + description[0].length)
    : html;
  const title = /<title>[\s\S]*?<\/title>/i.exec(rest);
  const at = title ? title.index : Math.max(rest.search(/<\/head>/i), 0);
  const end = title ? at + title[0].length : at;
  const defaultHead = [title?.[0], description?.[0].trim()].filter(Boolean).join('\n    ');
  const tail = rest.slice(end);
  const root = emptyRoot.exec(tail);
  const rootInside = root ? root.index + root[0].indexOf('</') : tail.length;
  return {
    before: rest.slice(0, at),
    middle: tail.slice(0, rootInside),
    after: tail.slice(rootInside),
    defaultHead,
  };
}

const htmlLang = /(<html\b[^>]*?\slang=")[^"]*(")/i;

/** The template's start with `<html lang>` set to `locale`'s tag (one added where the template has none). */
export function withHtmlLang(before: string, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  if (htmlLang.test(before)) return before.replace(htmlLang, `$1${tag}$2`);
  return before.replace(/<html\b/i, `<html lang="${tag}"`);
}

/** The back office stays English (ADR 0065): never sent to another language. */
const backOffice = /^\/admin(?:\/|$)/;

/**
 * Where an English page's visitor goes instead: the same page and query in the language of their
 * `lang` cookie, when that is Hindi or Punjabi. A visitor without the cookie (a crawler) stays;
 * a page already under `/hi` or `/pa` is never moved, whatever the cookie (links are shared).
 */
export function languageRedirect(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const [pathname = '/', ...query] = request.url.split('?');
  if (splitLocalePath(pathname).locale !== DEFAULT_LOCALE || backOffice.test(pathname)) return undefined;
  const wanted = cookieLocale(request.headers.cookie);
  if (!wanted || wanted === DEFAULT_LOCALE) return undefined;
  const search = query.length > 0 ? `?${query.join('?')}` : '';
  return `${localizePath(wanted, pathname)}${search}`;
}

/** The language of the page `request` asks for, by its path's prefix. */
export function requestLocale(request: FastifyRequest): Locale {
  return splitLocalePath(request.url.split('?')[0] ?? '/').locale;
}

/** Adds `field` to the reply's Vary header, keeping what is there. */
function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const fields =
    typeof current === 'string'
      ? current
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/** A page's head tags (escaped HTML), `#root` markup and status; by default the template's, 200. */
export interface WebAppPage {
  head?: string;
  body?: string;
  status?: number;
}

/** Registers the static assets and `sendWebApp`; `appChunks` are preloaded by pages without a head. */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  html: string,
  appChunks: string[] = [],
) {
  if (webDist && existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // index.html is sent by sendWebApp (with the page's head); the build manifest is not public.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      // The build writes .br and .gz beside each asset (web/vite.config.ts); sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const parts = splitIndexHtml(html);
  const defaultHead = [
    parts.defaultHead,
    ...appChunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ].join('\n    ');
  const before = Object.fromEntries(
    LOCALES.map((locale) => [locale, withHtmlLang(parts.before, locale)]),
  ) as Record<Locale, string>;
  const fontHead = Object.fromEntries(LOCALES.map((locale) => [locale, localeFontHead(locale)])) as Record<
    Locale,
    string
  >;
  // no-cache: the HTML names the current build's assets, so a new deploy shows at once.
  app.decorateReply('sendWebApp', function sendWebApp({ head, body = '', status = 200 }: WebAppPage = {}) {
    const locale = requestLocale(this.request);
    if (locale === DEFAULT_LOCALE) {
      // An English URL answers by the `lang` cookie: shared caches must keep one answer per cookie.
      addVary(this, 'Cookie');
      const target = languageRedirect(this.request);
      if (target) return this.code(302).header('cache-control', 'no-cache').redirect(target);
    }
    const pageHead = [fontHead[locale], head ?? defaultHead].filter(Boolean).join('\n    ');
    return this.code(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(`${before[locale]}${pageHead}${parts.middle}${body}${parts.after}`);
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends the storefront's HTML with `page.head` and `page.body` in their slots, in the
     * language of the request's path; or, on an English URL, the `lang` cookie's redirect (302).
     */
    sendWebApp(page?: WebAppPage): FastifyReply;
  }
}
