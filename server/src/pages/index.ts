/**
 * Page delivery: the storefront HTML of shareable pages with their own head, `/sitemap.xml` and
 * `/robots.txt`. Home, a product and a collection also get their largest picture preloaded, the API
 * answers they start with embedded, and their first view rendered from them (ADR 0015). Every
 * other path gets the plain app from the not-found handler (web-app.ts).
 */
import negotiate from '@fastify/accept-negotiator';
import { isUuid, LISTING_PAGE_SIZE, MAX_PAGE, type ProductListRequest, sortOptions } from '@shahi/contract';
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
import { type PageHead, renderHead } from './head.ts';
import {
  collectionHead,
  contentPaths,
  fixedPageHead,
  homeHead,
  listingPaths,
  missingHead,
  searchHead,
} from './page-heads.ts';
import { collectionHints, homeHints, type LayoutData, layoutAnswers } from './page-hints.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { productHead } from './product-head.ts';
import type { RouteChunks, RoutePage } from './route-chunks.ts';
import type { Site } from './site.ts';
import { renderRobots, renderSitemap, sitemapProductLimit } from './sitemap.ts';
import { keepSitemap } from './sitemap-cache.ts';

/** Sitemap and robots.txt change rarely; five minutes spares the database the crawlers' visits. */
const CRAWLER_FILE_CACHE = 'public, max-age=300';

/** The first value of query parameter `name`, or ''. */
function queryValue(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** A 1-based page number from a path segment, as the storefront reads it: 1 unless a whole number ≥ 1, at most MAX_PAGE. */
function pageNumber(text: string | undefined): number {
  const page = text && /^\d+$/.test(text) ? Number(text) : 1;
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

/** The segments of a wildcard path parameter, without empty ones (trailing slashes). */
function segments(request: FastifyRequest): string[] {
  return ((request.params as { '*'?: string })['*'] ?? '').split('/').filter(Boolean);
}

/**
 * The `POST /api/product-list` body the storefront sends for page `page` of a collection with the
 * URL's sort and search (web/src/features/catalog/listing-pages.ts `listingRequest`), and the
 * canonical URL to render it at; undefined when the API would refuse it (no listing embedded).
 */
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
  // The default order stays out of the URL (the storefront's listingHref); page 1 has no segment.
  const query = new URLSearchParams();
  if (option?.sortBy) query.set('sort', option.value);
  if (search) query.set('q', search);
  const queryText = query.toString();
  const renderUrl = `/collection/${categoryId}${page > 1 ? `/${page}` : ''}${queryText ? `?${queryText}` : ''}`;
  return { body, query: parsed.data, renderUrl };
}

/**
 * Registers the page, sitemap and robots routes on the root app. `routeChunks`: the build's page
 * chunks; `webDist` locates the server-rendering bundle beside the build.
 */
export async function registerPages(
  app: FastifyInstance,
  { db, env, webDist, routeChunks }: { db: Database; env: Env; webDist?: string; routeChunks: RouteChunks },
) {
  const site: Site = { shopName: env.SHOP_NAME, publicUrl: env.PUBLIC_URL, imageBaseUrl: env.IMAGE_BASE_URL };
  const layoutData = async (): Promise<LayoutData> => {
    const [categories, footer] = await Promise.all([listActiveCategories(db), getFooterContent(db)]);
    return { categories, footer };
  };
  const renderPage = await loadPageRenderer(
    webDist,
    { shopName: env.SHOP_NAME, imageBaseUrl: env.IMAGE_BASE_URL, paymentMode: paymentModeOf(env) },
    app.log,
  );
  /**
   * Sends the app with `head`; with `renderUrl` and embedded answers, also the page's first view.
   * `renderUrl` is the canonical URL, never the request's: rendered pages are kept by it, and
   * `/?a=1`, `/?a=2`, … must not each render again (ADR 0026).
   */
  const send = async (
    reply: FastifyReply,
    head: PageHead,
    status = 200,
    page?: RoutePage,
    renderUrl?: string,
  ) => {
    const answers = head.preloadedAnswers ?? [];
    const body =
      renderUrl && renderPage && answers.length > 0 ? await renderPage(renderUrl, answers) : undefined;
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

  // Home: its first answers are embedded and the first banner preloaded; without them, the head alone.
  app.get('/', async (request, reply) => {
    const data = await Promise.all([
      listActiveBanners(db),
      listHomeRows(db),
      listActiveTestimonials(db),
      layoutData(),
    ]).then(
      ([banners, rows, testimonials, layout]) => ({ banners, rows, testimonials, ...layout }),
      (error: unknown) => {
        request.log.warn({ err: error }, 'home data lookup failed; serving the head alone');
        return undefined;
      },
    );
    // Home reads nothing of its URL: every query string renders (and is kept) as `/`.
    return send(reply, { ...homeHead(site), ...(data ? homeHints(site, data) : {}) }, 200, '/', '/');
  });
  for (const path of contentPaths)
    app.get(path, (_request, reply) => send(reply, fixedPageHead(site, path), 200, path));
  // Listings: page n is /{listing}/{n} in the storefront's router; sort and search ride in the query.
  for (const path of listingPaths) {
    const listing = (request: FastifyRequest, reply: FastifyReply) => {
      const [pageText, ...rest] = segments(request);
      if (rest.length > 0) return reply.sendWebApp();
      return send(reply, fixedPageHead(site, path, pageNumber(pageText)), 200, path);
    };
    app.get(path, listing);
    app.get(`${path}/*`, listing);
  }
  const search = (request: FastifyRequest, reply: FastifyReply) =>
    send(reply, searchHead(site, queryValue(request, 'q')), 200, '/search');
  app.get('/search', search);
  app.get('/search/*', search);

  // Wildcards rather than `:id`: a parameter over the router's length limit would answer 414 instead of the app.
  app.get('/product/*', (request, reply) => {
    const [id, ...rest] = segments(request);
    if (!id || rest.length > 0) return reply.sendWebApp();
    if (!isUuid(id)) return send(reply, missingHead(site), 200, 'product');
    return sendLooked(
      request,
      reply,
      async () => {
        const [product, layout] = await Promise.all([findProduct(db, id), layoutData()]);
        if (!product) return [missingHead(site), 404];
        const head = productHead(product, site);
        const answers = [...(head.preloadedAnswers ?? []), ...layoutAnswers(layout)];
        // Rendered at its one spelling; another (an upper-case id) is left to the browser, whose
        // view of it would not match markup drawn at the canonical id.
        return [
          { ...head, preloadedAnswers: answers },
          200,
          id === product._id ? `/product/${id}` : undefined,
        ];
      },
      'product',
    );
  });

  app.get('/collection/*', (request, reply) => {
    const [id, pageText, ...rest] = segments(request);
    if (!id || rest.length > 0) return reply.sendWebApp();
    if (!isUuid(id)) return send(reply, missingHead(site), 200, 'collection');
    return sendLooked(
      request,
      reply,
      async () => {
        const layout = await layoutData();
        const category = layout.categories.find((candidate) => candidate._id === id);
        if (!category) return [missingHead(site)];
        const page = pageNumber(pageText);
        const head = collectionHead(site, category, page);
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

  // Kept a minute, dropped by this process's catalogue writes (ADR 0026).
  const sitemap = keepSitemap(async () => {
    const { categories, products } = await listSitemapEntries(db, sitemapProductLimit(0));
    return renderSitemap(site, categories, products.slice(0, sitemapProductLimit(categories.length)));
  });
  app.addHook('onClose', async () => sitemap.close());
  // Sent with their Content-Encoding, the kept compressed bodies are left alone by @fastify/compress.
  app.get('/sitemap.xml', async (request, reply) => {
    const kept = await sitemap.get();
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_FILE_CACHE)
      .header('vary', 'accept-encoding');
    if (!encoding) return reply.send(kept.xml);
    return reply.header('content-encoding', encoding).send(await kept.encoded(encoding));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILE_CACHE)
      .send(renderRobots(site)),
  );
}
