/** Shareable pages with their own head (some rendered on the server, ADR 0015), sitemap and robots.txt. */
import negotiate from '@fastify/accept-negotiator';
import { isUuid, LISTING_PAGE_SIZE, MAX_PAGE, type ProductListRequest, sortOptions } from '@shahi/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale, localePrefix } from '@shahi/contract/i18n';
import { productListRequestSchema } from '@shahi/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '#server/config/env.ts';
import type { Database } from '#server/db/client.ts';
import {
  findProduct,
  listActiveCategories,
  listHomeRows,
  listProducts,
  listSitemapEntries,
} from '#server/modules/catalog/service.ts';
import {
  getFooterContent,
  listActiveBanners,
  listActiveTestimonials,
} from '#server/modules/content/service.ts';
import { paymentModeOf } from '#server/modules/payments/create-gateway.ts';
import { readSellerDisclosure } from '#server/modules/seller/service.ts';
import { smsModeOf } from '#server/modules/sms/create-provider.ts';
import { type PageHead, renderHead } from './head.ts';
import {
  collectionHead,
  contentPaths,
  fixedPageHead,
  homeHead,
  listingPaths,
  missingHead,
  type PageContext,
  searchHead,
} from './page-heads.ts';
import { collectionHints, homeHints, type LayoutData, layoutAnswers } from './page-hints.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { pageWords } from './page-words.ts';
import { productHead } from './product-head.ts';
import type { RouteChunks, RoutePage } from './route-chunks.ts';
import type { Site } from './site.ts';
import { renderRobots, renderSitemap, sitemapPath, sitemapProductLimit } from './sitemap.ts';
import { keepSitemap } from './sitemap-cache.ts';

const CRAWLER_FILE_CACHE = 'public, max-age=300';

function queryValue(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** A page number from a path segment, as the storefront reads it: 1 unless a whole number ≥ 1. */
function pageNumber(text: string | undefined): number {
  const page = text && /^\d+$/.test(text) ? Number(text) : 1;
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

function segments(request: FastifyRequest): string[] {
  return ((request.params as { '*'?: string })['*'] ?? '').split('/').filter(Boolean);
}

/** The listing body the storefront sends for a collection page, its canonical URL; undefined if invalid. */
function collectionRequest(request: FastifyRequest, categoryId: string, page: number) {
  const option = sortOptions.find((candidate) => candidate.value === queryValue(request, 'sort'));
  const search = queryValue(request, 'q').trim();
  const body: ProductListRequest = {
    page,
    perPage: LISTING_PAGE_SIZE,
    search,
    ...(option?.sortBy ? { sortBy: option.sortBy, sortOrder: option.sortOrder } : {}),
    filter: { categoryId },
  };
  const parsed = productListRequestSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const query = new URLSearchParams();
  if (option?.sortBy) query.set('sort', option.value);
  if (search) query.set('q', search);
  const queryText = query.toString();
  const renderUrl = `/collection/${categoryId}${page > 1 ? `/${page}` : ''}${queryText ? `?${queryText}` : ''}`;
  return { body, query: parsed.data, renderUrl };
}

/**
 * Registers the page, sitemap and robots routes; `webDist` locates the server-rendering bundle.
 * Every page is also at `/hi/…` and `/pa/…`, its head and first view in that language (ADR 0065).
 */
export async function registerPages(
  app: FastifyInstance,
  { db, env, webDist, routeChunks }: { db: Database; env: Env; webDist?: string; routeChunks: RouteChunks },
) {
  const site: Site = { shopName: env.SHOP_NAME, publicUrl: env.PUBLIC_URL, imageBaseUrl: env.IMAGE_BASE_URL };
  const layoutData = async (): Promise<LayoutData> => {
    const [categories, footer, seller] = await Promise.all([
      listActiveCategories(db),
      getFooterContent(db),
      readSellerDisclosure(db),
    ]);
    return { categories, footer, seller };
  };
  const renderPage = await loadPageRenderer(
    webDist,
    {
      shopName: env.SHOP_NAME,
      imageBaseUrl: env.IMAGE_BASE_URL,
      paymentMode: paymentModeOf(env),
      mobileSignIn: smsModeOf(env) !== 'off',
    },
    app.log,
  );
  // Each language's page words, read from the catalogues on the first page in that language.
  const contexts = new Map<Locale, Promise<PageContext>>();
  const contextOf = (locale: Locale) => {
    let context = contexts.get(locale);
    if (!context) {
      context = pageWords(locale).then((words) => ({ site, locale, words }));
      contexts.set(locale, context);
      context.catch(() => contexts.delete(locale));
    }
    return context;
  };

  /** Sends the app with `head`; `renderUrl` is the canonical URL, never the request's (ADR 0026). */
  const send = async (
    reply: FastifyReply,
    head: PageHead,
    status = 200,
    page?: RoutePage,
    renderUrl?: string,
  ) => {
    const answers = head.preloadedAnswers ?? [];
    const body =
      renderUrl && renderPage && answers.length > 0
        ? await renderPage(renderUrl, answers, head.locale ?? DEFAULT_LOCALE)
        : undefined;
    const chunks = page ? routeChunks(page) : [];
    // A rendered page is on screen without its script: the entry fetches that after the pictures.
    const scripts = body === undefined ? { modulePreloads: chunks } : { deferredModules: chunks };
    return reply.sendWebApp({ head: renderHead({ ...head, ...scripts }, site.shopName), body, status });
  };

  /** Sends the page `lookup` describes (head, status, render URL); the plain app if the database fails. */
  const sendLooked = async (
    request: FastifyRequest,
    reply: FastifyReply,
    lookup: () => Promise<[PageHead, number?, string?]>,
    page: RoutePage,
  ) => {
    let found: [PageHead, number?, string?];
    try {
      found = await lookup();
    } catch (error) {
      request.log.warn({ err: error }, 'page head lookup failed; serving the plain app');
      return reply.sendWebApp();
    }
    const [head, status, renderUrl] = found;
    return send(reply, head, status, page, renderUrl);
  };

  for (const locale of LOCALES) registerLocalePages(locale, localePrefix(locale));

  /** The page routes of `locale`, under `prefix` (`''`, `/hi` or `/pa`). */
  function registerLocalePages(locale: Locale, prefix: string) {
    app.get(prefix || '/', async (request, reply) => {
      const [context, data] = await Promise.all([
        contextOf(locale),
        Promise.all([listActiveBanners(db), listHomeRows(db), listActiveTestimonials(db), layoutData()]).then(
          ([banners, rows, testimonials, layout]) => ({ banners, rows, testimonials, ...layout }),
          (error: unknown) => {
            request.log.warn({ err: error }, 'home data lookup failed; serving the head alone');
            return undefined;
          },
        ),
      ]);
      // Home reads nothing of its URL: every query string renders (and is kept) as `/`.
      return send(reply, { ...homeHead(context), ...(data ? homeHints(site, data) : {}) }, 200, '/', '/');
    });
    for (const path of contentPaths)
      app.get(`${prefix}${path}`, async (_request, reply) =>
        send(reply, fixedPageHead(await contextOf(locale), path), 200, path),
      );
    for (const path of listingPaths) {
      const listing = async (request: FastifyRequest, reply: FastifyReply) => {
        const [pageText, ...rest] = segments(request);
        if (rest.length > 0) return reply.sendWebApp();
        return send(reply, fixedPageHead(await contextOf(locale), path, pageNumber(pageText)), 200, path);
      };
      app.get(`${prefix}${path}`, listing);
      app.get(`${prefix}${path}/*`, listing);
    }
    const search = async (request: FastifyRequest, reply: FastifyReply) =>
      send(reply, searchHead(await contextOf(locale), queryValue(request, 'q')), 200, '/search');
    app.get(`${prefix}/search`, search);
    app.get(`${prefix}/search/*`, search);

    // Not `:id`: a parameter over the router's length limit would answer 414 instead of the app.
    app.get(`${prefix}/product/*`, async (request, reply) => {
      const [id, ...rest] = segments(request);
      if (!id || rest.length > 0) return reply.sendWebApp();
      const context = await contextOf(locale);
      if (!isUuid(id)) return send(reply, missingHead(context), 200, 'product');
      return sendLooked(
        request,
        reply,
        async () => {
          const [product, layout] = await Promise.all([findProduct(db, id), layoutData()]);
          if (!product) return [missingHead(context), 404];
          const head = productHead(product, context);
          const answers = [...(head.preloadedAnswers ?? []), ...layoutAnswers(layout)];
          // Another spelling of the id (upper case) is left to the browser: its view would not match.
          return [
            { ...head, preloadedAnswers: answers },
            200,
            id === product._id ? `/product/${id}` : undefined,
          ];
        },
        'product',
      );
    });

    app.get(`${prefix}/collection/*`, async (request, reply) => {
      const [id, pageText, ...rest] = segments(request);
      if (!id || rest.length > 0) return reply.sendWebApp();
      const context = await contextOf(locale);
      if (!isUuid(id)) return send(reply, missingHead(context), 200, 'collection');
      return sendLooked(
        request,
        reply,
        async () => {
          const layout = await layoutData();
          const category = layout.categories.find((candidate) => candidate._id === id);
          if (!category) return [missingHead(context)];
          const page = pageNumber(pageText);
          const head = collectionHead(context, category, page);
          const listing = collectionRequest(request, id, page);
          if (!listing) return [head];
          return [
            {
              ...head,
              ...collectionHints(site, layout, listing.body, await listProducts(db, listing.query)),
            },
            200,
            listing.renderUrl,
          ];
        },
        'collection',
      );
    });
  }

  // Kept a minute, dropped by this process's catalogue writes (ADR 0026); one per language.
  for (const locale of LOCALES) {
    const sitemap = keepSitemap(async () => {
      const { categories, products } = await listSitemapEntries(db, sitemapProductLimit(0));
      const listed = products.slice(0, sitemapProductLimit(categories.length));
      return renderSitemap(site, categories, listed, locale);
    });
    app.addHook('onClose', async () => sitemap.close());
    app.get(sitemapPath(locale), async (request, reply) => {
      const kept = await sitemap.get();
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CRAWLER_FILE_CACHE)
        .header('vary', 'accept-encoding');
      if (!encoding) return reply.send(kept.xml);
      return reply.header('content-encoding', encoding).send(await kept.encoded(encoding));
    });
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILE_CACHE)
      .send(renderRobots(site)),
  );
}
