import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatRupees } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { resolveEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { productImagePreload } from '#server/pages/page-hints.ts';
import { createTestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://shahi.example.in';
const SHOP = 'Shahi Threads';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Template description."
    />
    <!--app-config-->
    <title>Shahi Threads</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
// Big enough (> 1 KiB) for compression to apply.
const filler = 'x'.repeat(4096);

const MANIFEST = {
  // The entry (web/src/boot.ts) starts the app's chunk; pages are chunks of their own.
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
  'src/main.tsx': {
    file: 'assets/main-m1.js',
    isDynamicEntry: true,
    imports: ['_button-b1.js', 'index.html'],
  },
  '_button-b1.js': { file: 'assets/button-b1.js' },
  '_gallery-g1.js': { file: 'assets/gallery-g1.js', imports: ['_button-b1.js'] },
  'src/routes/product.tsx': {
    file: 'assets/product-p1.js',
    isDynamicEntry: true,
    imports: ['_button-b1.js', '_gallery-g1.js', 'src/main.tsx'],
  },
  'src/routes/collection.tsx': {
    file: 'assets/collection-c1.js',
    isDynamicEntry: true,
    imports: ['_gallery-g1.js'],
  },
  'src/routes/policy.tsx': { file: 'assets/policy-q1.js', isDynamicEntry: true },
};

/**
 * A stand-in for the build's server-rendering bundle (web/dist-ssr/entry-server.js, whose real
 * rendering web/src/entry-server.test.tsx and the browser tests cover): it shows what it was given.
 */
const ENTRY_SERVER = `let renders = 0;
export async function renderPage({ url, answers, config }) {
  if (url.includes('render-fails')) throw new Error('the renderer broke');
  renders += 1;
  const calls = answers.map((answer) => encodeURIComponent(answer.method + ' ' + answer.path)).join(' ');
  return '<div data-rendered="' + encodeURIComponent(url) + '">' + calls + ' ' + config.shopName + ' render ' + renders + '</div>';
}
`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let webDist: string;
beforeAll(async () => {
  const imageDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-images-'));
  await writeFile(path.join(imageDir, 'probe.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  // web/dist and, beside it, web/dist-ssr, as the build writes them.
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'shahi-web-'));
  webDist = path.join(webRoot, 'dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await mkdir(path.join(webRoot, 'dist-ssr'));
  await writeFile(path.join(webRoot, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), `console.log("${filler}")`);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.css'), `body{content:"${filler}"}`);
  await writeFile(
    path.join(webDist, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><!--${filler}--></svg>`,
  );
  // The build's manifest (web/vite.config.ts `build.manifest`): the entry with its shared chunk, and route chunks.
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ PUBLIC_URL, IMAGE_DIR: imageDir, SHOP_NAME: SHOP }, webDist);
});
afterAll(() => t.close());

interface PieceRow extends Record<string, unknown> {
  id: string;
  title: string;
  price_paise: number;
  images: string[];
}

/** One demo piece of `status` (first by id). */
async function piece(status: 'available' | 'sold') {
  const { rows } = await t.db.execute<PieceRow>(
    sql`SELECT id, title, price_paise, images FROM products WHERE status = ${status} ORDER BY id LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${status} piece`);
  return row;
}

async function page(url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** The content of `<meta property|name="key" content="…">`, decoded entities left as they are. */
function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function jsonLd(html: string) {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!text) throw new Error('no JSON-LD');
  return JSON.parse(text);
}

describe('product pages without JavaScript', () => {
  it('carry the title, price in INR, absolute image, canonical and Product JSON-LD in stock', async () => {
    const available = await piece('available');
    const response = await page(`/product/${available.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const price = (available.price_paise / 100).toFixed(2);
    const url = `${PUBLIC_URL}/product/${available.id}`;
    const image = `${PUBLIC_URL}/images/${available.images[0]}`;
    const preview = image.replace(/\.webp$/, '-og.jpg');

    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${available.title} — ${SHOP}</title>`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const description = metaContent(html, 'description') ?? '';
    expect(description.length).toBeGreaterThan(10);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).not.toContain('$');
    expect(description).not.toMatch(/₹|MRP/);
    expect(canonical(html)).toBe(url);
    expect(metaContent(html, 'og:type')).toBe('product');
    // A link preview shows the piece's price after its title, and its 1200 × 630 picture.
    expect(metaContent(html, 'og:title')).toBe(
      `${available.title} · ${formatRupees(available.price_paise / 100)}`,
    );
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:image')).toBe(preview);
    expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:site_name')).toBe(SHOP);
    expect(metaContent(html, 'product:price:amount')).toBe(price);
    expect(metaContent(html, 'product:price:currency')).toBe('INR');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(preview);
    expect(metaContent(html, 'twitter:title')).toBe(
      `${available.title} — ${SHOP} · ${formatRupees(available.price_paise / 100)}`,
    );
    expect(metaContent(html, 'robots')).toBeUndefined();
    // Still the app: the SPA renders the page once its script runs.
    expect(html).toContain('<div id="root">');
    expect(html).toContain('window.__SHOP_CONFIG__=');

    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: available.title,
      sku: available.id,
      brand: { '@type': 'Brand', name: SHOP },
      countryOfOrigin: { '@type': 'Country', name: 'India' },
      url,
      offers: { '@type': 'Offer', price, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd(html).image[0]).toBe(image);
    expect(jsonLd(html).image).toHaveLength(available.images.length);
  });

  it('say SoldOut for a sold piece and LimitedAvailability for a reserved one', async () => {
    const sold = await piece('sold');
    const soldHtml = (await page(`/product/${sold.id}`)).body;
    expect(jsonLd(soldHtml).offers.availability).toBe('https://schema.org/SoldOut');

    const { rows } = await t.db.execute<{ id: string }>(
      sql`UPDATE products SET status = 'reserved', reserved_until = now() + interval '15 minutes'
          WHERE id = (SELECT id FROM products WHERE status = 'available' ORDER BY id DESC LIMIT 1) RETURNING id`,
    );
    const reserved = (await page(`/product/${rows[0]?.id}`)).body;
    expect(jsonLd(reserved).offers.availability).toBe('https://schema.org/LimitedAvailability');
  });

  it('escape a hostile title and description everywhere', async () => {
    const hostile = '</script><script>alert(1)</script> "quoted" & \'single\'';
    const { rows } = await t.db.execute<{ id: string }>(
      sql`UPDATE products SET title = ${hostile}, description = ${`<img src=x onerror=alert(2)>$${hostile}`}
          WHERE id = (SELECT id FROM products WHERE status = 'available' ORDER BY id LIMIT 1 OFFSET 3) RETURNING id`,
    );
    const html = (await page(`/product/${rows[0]?.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // The config script, the module entry, the JSON-LD block, the page's chunks and the embedded answer: nothing else closes a script.
    expect(html.match(/<\/script>/g)).toHaveLength(5);
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39; — ',
    );
    expect(metaContent(html, 'og:title')).toContain('&lt;/script&gt;');
    expect(html).toContain('\\u003c/script\\u003e');
    const data = jsonLd(html);
    expect(data.name).toBe(hostile);
    expect(data.description).toContain('<img src=x onerror=alert(2)>');
    expect(preloadedAnswers(html)[0]?.data.title).toBe(hostile);
  });

  it('answer an unknown piece with 404, noindex and the app', async () => {
    const response = await page('/product/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain(`<title>${SHOP}</title>`);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(canonical(response.body)).toBeUndefined();
    expect(response.body).toContain('<div id="root">');

    const malformed = await page('/product/not-a-uuid');
    expect(malformed.statusCode).toBe(200);
    expect(metaContent(malformed.body, 'robots')).toBe('noindex');
  });

  it('answers HEAD like GET without a body', async () => {
    const available = await piece('available');
    const response = await t.app.inject({ method: 'HEAD', url: `/product/${available.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('collection, listing and content pages', () => {
  async function category() {
    const { rows } = await t.db.execute<{ id: string; name: string }>(
      sql`SELECT id, name FROM categories WHERE active ORDER BY position, name LIMIT 1`,
    );
    if (!rows[0]) throw new Error('no category');
    return rows[0];
  }

  it('gives a collection its title, description and canonical without page 1', async () => {
    const { id, name } = await category();
    const first = (await page(`/collection/${id}`)).body;
    expect(first).toContain(`<title>${name} — ${SHOP}</title>`);
    expect(metaContent(first, 'description')).toMatch(
      new RegExp(`^${name} — handcrafted one-of-a-kind pieces`),
    );
    expect(canonical(first)).toBe(`${PUBLIC_URL}/collection/${id}`);
    expect(metaContent(first, 'og:type')).toBe('website');
    expect(canonical((await page(`/collection/${id}/1`)).body)).toBe(`${PUBLIC_URL}/collection/${id}`);
    const second = (await page(`/collection/${id}/2?sort=price`)).body;
    expect(canonical(second)).toBe(`${PUBLIC_URL}/collection/${id}/2`);
    expect(second).toContain(`<title>${name} — page 2 — ${SHOP}</title>`);
  });

  it('serves an unknown collection as the app with noindex and 200', async () => {
    const response = await page('/collection/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
  });

  it('gives the listings, search, home and content pages their heads', async () => {
    const shop = (await page('/shop')).body;
    expect(shop).toContain(`<title>Shop all pieces — ${SHOP}</title>`);
    expect(canonical(shop)).toBe(`${PUBLIC_URL}/shop`);
    expect(canonical((await page('/new-arrivals/3')).body)).toBe(`${PUBLIC_URL}/new-arrivals/3`);
    expect(canonical((await page('/sale')).body)).toBe(`${PUBLIC_URL}/sale`);

    const search = (await page('/search?q=%3Cb%3Esilk')).body;
    expect(metaContent(search, 'robots')).toBe('noindex');
    expect(canonical(search)).toBeUndefined();
    expect(search).toContain(`<title>Search: &lt;b&gt;silk — ${SHOP}</title>`);
    expect(metaContent(search, 'og:url')).toBe(`${PUBLIC_URL}/search?q=%3Cb%3Esilk`);

    const home = (await page('/')).body;
    expect(home).toContain(`<title>${SHOP}</title>`);
    expect(canonical(home)).toBe(`${PUBLIC_URL}/`);
    expect(home).not.toContain('application/ld+json');

    const about = (await page('/about')).body;
    expect(about).toContain(`<title>About us — ${SHOP}</title>`);
    expect(canonical((await page('/termsandconditions')).body)).toBe(`${PUBLIC_URL}/termsandconditions`);
  });

  it('keeps the template head and 200 for every other page', async () => {
    for (const url of ['/cart', '/no/such/page', '/product/a/b']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Shahi Threads</title>');
      expect(response.body).toContain('content="Template description."');
      expect(response.body.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('keeps the config script allowed by its CSP hash', async () => {
    const available = await piece('available');
    for (const url of [`/product/${available.id}`, '/', '/cart']) {
      const response = await page(url);
      const script = /<script>(window\.__SHOP_CONFIG__=[\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
      const hash = createHash('sha256').update(script).digest('base64');
      expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    }
  });
});

describe('sitemap and robots', () => {
  it('lists home, the listings, active collections and every piece for sale, no sold one', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expectWellFormed(xml);

    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    for (const path of ['/', '/shop', '/new-arrivals', '/sale'])
      expect(locs).toContain(`${PUBLIC_URL}${path}`);

    const { rows: categories } = await t.db.execute<{ id: string }>(
      sql`SELECT id FROM categories WHERE active`,
    );
    for (const { id } of categories) expect(locs).toContain(`${PUBLIC_URL}/collection/${id}`);
    const { rows: listed } = await t.db.execute<{ id: string }>(
      sql`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id AND c.active
          WHERE p.status IN ('available', 'reserved')`,
    );
    const productLocs = locs.filter((loc) => loc.includes('/product/'));
    expect(productLocs).toHaveLength(listed.length);
    for (const { id } of listed) expect(locs).toContain(`${PUBLIC_URL}/product/${id}`);
    const { rows: sold } = await t.db.execute<{ id: string }>(
      sql`SELECT id FROM products WHERE status = 'sold'`,
    );
    expect(sold.length).toBeGreaterThan(0);
    for (const { id } of sold) expect(xml).not.toContain(id);

    const lastmods = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
    expect(lastmods).toHaveLength(listed.length);
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    const shoppersOwn =
      '/api/ /cart /checkout /profile /my-orders /login /register /forgot-password /reset-password /auth/';
    for (const path of shoppersOwn.split(' ')) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('caching and compression', () => {
  const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

  it('lets the public catalogue answers be cached, a piece only once sold', async () => {
    const rows = await t.app.inject({ method: 'GET', url: '/api/product-list-by-category' });
    expect(rows.headers['cache-control']).toBe(PUBLIC_CACHE);
    const footer = await t.app.inject({ method: 'GET', url: '/api/footer' });
    expect(footer.headers['cache-control']).toBe(PUBLIC_CACHE);
    const sold = await piece('sold');
    const soldAnswer = await t.app.inject({ method: 'GET', url: `/api/product/${sold.id}` });
    expect(soldAnswer.headers['cache-control']).toBe(PUBLIC_CACHE);
    const available = await piece('available');
    const forSale = await t.app.inject({ method: 'GET', url: `/api/product/${available.id}` });
    expect(forSale.json().data.status).toBe('available');
    expect(forSale.headers['cache-control']).toBe('no-cache');
  });

  it('leaves listings, misses and per-user answers uncached', async () => {
    const listing = await t.app.inject({ method: 'POST', url: '/api/product-list', payload: {} });
    expect(listing.headers['cache-control']).toBeUndefined();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/product/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    const cart = await t.app.inject({ method: 'GET', url: '/api/get-cart-products' });
    expect(cart.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('caches hashed assets for a year, images for a week, the app HTML never', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await t.app.inject({ method: 'GET', url: '/images/probe.webp' });
    expect(image.headers['cache-control']).toBe('public, max-age=604800');
    expect((await page('/shop')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses html, json, js, css, svg and xml with brotli or gzip', async () => {
    const available = await piece('available');
    for (const url of [
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
      '/favicon.svg',
      '/sitemap.xml',
      '/api/product-list-by-category',
      `/product/${available.id}`,
    ]) {
      for (const encoding of ['br', 'gzip']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
      }
    }
  });
});

/** The attributes of each `<link rel="preload" as="image" …>` in `html`. */
function imagePreloads(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link rel="preload" as="image"([^>]*?) \/>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...(attributes ?? '').matchAll(/ ([a-z]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    ),
  );
}

/** The answers the page embeds for the storefront (web/src/lib/preloaded-answers.ts). */
function preloadedAnswers(html: string) {
  const text = /<script type="application\/json" id="shop-preloaded-answers">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!text) throw new Error('no preloaded answers');
  return JSON.parse(text);
}

/** The envelope's data of an API call, as the storefront would get it. */
async function apiData(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The answers every page's frame starts with: the categories (menu), the footer and its seller. */
async function layoutAnswers() {
  return [
    { method: 'POST', path: '/category/active', data: await apiData('POST', '/category/active') },
    { method: 'GET', path: '/footer', data: await apiData('GET', '/footer') },
    { method: 'GET', path: '/seller', data: await apiData('GET', '/seller') },
  ];
}

describe('what makes the first paint early', () => {
  it("a product page preloads its first photo as the gallery shows it and embeds its and the frame's API answers", async () => {
    const available = await piece('available');
    const html = (await page(`/product/${available.id}`)).body;
    const [first = ''] = available.images;
    // The demo's drawn pictures are WebP only (ADR 0069): their WebP srcset.
    const webp = (width: number) =>
      `/images/${width === 960 ? first : first.replace(/\.webp$/, `-${width}w.webp`)}`;
    expect(imagePreloads(html)).toEqual([
      {
        href: webp(960),
        imagesrcset: `${webp(480)} 480w, ${webp(960)} 960w, ${webp(1600)} 1600w`,
        imagesizes: '(min-width: 768px) 50vw, 100vw',
        fetchpriority: 'high',
      },
    ]);
    // An upload has AVIF files: its AVIF srcset, typed, so a browser without AVIF skips it.
    const upload = 'uploads/products/0b7c4c1e-8f3a-4d55-9a61-2f7e1c9d4b21.webp';
    const avif = (width: number) => `/images/${upload.replace(/\.webp$/, `-${width}w.avif`)}`;
    expect(
      productImagePreload(
        { shopName: 'Shop', publicUrl: 'http://shop.test', imageBaseUrl: '/images/' },
        upload,
        '100vw',
      ),
    ).toEqual({
      href: avif(960),
      type: 'image/avif',
      srcset: `${avif(480)} 480w, ${avif(960)} 960w, ${avif(1600)} 1600w`,
      sizes: '100vw',
    });
    // Before the stylesheet and the app's script, so the browser asks for it first.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(preloadedAnswers(html)).toEqual([
      {
        method: 'GET',
        path: `/product/${available.id}`,
        data: await apiData('GET', `/product/${available.id}`),
      },
      ...(await layoutAnswers()),
    ]);
  });

  it('home preloads the first banner, mobile picture on phones and desktop one elsewhere, and embeds what its first render asks for', async () => {
    const html = (await page('/')).body;
    const banners = await apiData('POST', '/banner/active');
    expect(banners.length).toBeGreaterThan(0);
    expect(imagePreloads(html)).toEqual([
      { href: `/images/${banners[0].mobileImage}`, media: '(max-width: 768px)', fetchpriority: 'high' },
      { href: `/images/${banners[0].image}`, media: 'not all and (max-width: 768px)', fetchpriority: 'high' },
    ]);
    expect(preloadedAnswers(html)).toEqual([
      { method: 'POST', path: '/banner/active', data: banners },
      {
        method: 'GET',
        path: '/product-list-by-category',
        data: await apiData('GET', '/product-list-by-category'),
      },
      { method: 'POST', path: '/testimonial/active', data: await apiData('POST', '/testimonial/active') },
      ...(await layoutAnswers()),
    ]);
  });

  it("a collection page embeds the listing page the storefront asks for and the frame's answers, and preloads the first row's photos", async () => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`SELECT id FROM categories WHERE active ORDER BY position, name LIMIT 1`,
    );
    const id = rows[0]?.id ?? '';
    const request = {
      page: 2,
      perPage: 8,
      search: 'a',
      sortBy: 'price',
      sortOrder: 'desc',
      filter: { categoryId: id },
    };
    const listing = await apiData('POST', '/product-list', request);
    expect(listing.data.length).toBeGreaterThan(1);
    const html = (await page(`/collection/${id}/2?sort=price-desc&q=%20a%20`)).body;
    expect(preloadedAnswers(html)).toEqual([
      { method: 'POST', path: '/product-list', body: request, data: listing },
      ...(await layoutAnswers()),
    ]);
    expect(imagePreloads(html).map((preload) => [preload.href, preload.type, preload.imagesizes])).toEqual(
      listing.data
        .slice(0, 2)
        .map((product: { image1: string }) => [
          `/images/${product.image1}`,
          undefined,
          '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw',
        ]),
    );

    // The default order sends no sortBy; an unknown sort is the default one.
    const plain = preloadedAnswers((await page(`/collection/${id}?sort=nonsense`)).body);
    expect(plain[0].body).toEqual({ page: 1, perPage: 8, search: '', filter: { categoryId: id } });
    // A search the API would refuse embeds no listing; the page keeps its head.
    const refused = (await page(`/collection/${id}?q=${'x'.repeat(500)}`)).body;
    expect(refused).not.toContain('shop-preloaded-answers');
    expect(canonical(refused)).toBe(`${PUBLIC_URL}/collection/${id}`);
  });

  it('pages without a known piece, collection or banner embed nothing', async () => {
    for (const url of [
      '/product/00000000-0000-4000-8000-000000000000',
      '/collection/not-a-uuid',
      '/cart',
      '/shop',
    ]) {
      const html = (await page(url)).body;
      expect(html).not.toContain('rel="preload"');
      expect(html).not.toContain('shop-preloaded-answers');
    }
  });
});

describe('server-rendered pages', () => {
  /** What the stand-in renderer put into #root, or undefined when #root is empty. */
  const rendered = (html: string) =>
    /<div id="root">(<div data-rendered="[^"]*">[^<]*<\/div>)<\/div>/.exec(html)?.[1];

  it('home, a product and a collection carry their first view, rendered from the answers they embed, with the config', async () => {
    const product = await piece('available');
    const category = (await t.app.inject({ method: 'POST', url: '/api/category/active' })).json().data[0];
    // Each is rendered at its canonical URL (page-cache.test.ts): page 1 has no segment.
    const urls = [
      ['/', '/'],
      [`/product/${product.id}`, `/product/${product.id}`],
      [`/collection/${category._id}/1?sort=price-asc`, `/collection/${category._id}?sort=price-asc`],
    ];
    for (const [url = '', canonical = ''] of urls) {
      const html = (await page(url)).body;
      const markup = rendered(html);
      expect(markup, url).toContain(`data-rendered="${encodeURIComponent(canonical)}"`);
      expect(markup, url).toContain(SHOP);
      for (const answer of preloadedAnswers(html))
        expect(markup, `${url} ${answer.path}`).toContain(
          encodeURIComponent(`${answer.method} ${answer.path}`),
        );
    }
  });

  it('renders a page again only when its answers change', async () => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`SELECT id FROM products WHERE status = 'available' ORDER BY id DESC LIMIT 1`,
    );
    const url = `/product/${rows[0]?.id}`;
    const first = rendered((await page(url)).body);
    expect(first).toMatch(/render \d+/);
    expect(rendered((await page(url)).body)).toBe(first);
    await t.db.execute(
      sql`UPDATE products SET title = 'Retitled in the back office' WHERE id = ${rows[0]?.id}`,
    );
    const changed = (await page(url)).body;
    expect(preloadedAnswers(changed)[0]?.data.title).toBe('Retitled in the back office');
    expect(rendered(changed)).not.toBe(first);
  });

  it('other pages, an unknown piece or collection and a failed rendering go out with an empty #root (the browser renders them)', async () => {
    const category = (await t.app.inject({ method: 'POST', url: '/api/category/active' })).json().data[0];
    for (const url of [
      '/refundpolicy',
      '/shop',
      '/cart',
      '/product/00000000-0000-4000-8000-000000000000',
      '/collection/00000000-0000-4000-8000-000000000000',
    ]) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<div id="root"></div>');
    }
    const failed = await page(`/collection/${category._id}?q=render-fails`);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    // The page still has its head and answers, and preloads its chunks as a browser-rendered page does.
    expect(preloadedAnswers(failed.body)).not.toHaveLength(0);
    expect(failed.body).toContain('<link rel="modulepreload" crossorigin href="/assets/collection-c1.js" />');
  });
});

describe('route chunks', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);

  const deferred = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="shop-page-chunks">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
    );

  it('name the app’s and the page’s own chunks (not the entry’s): preloaded on a page the browser renders, listed for later on a server-rendered one', async () => {
    const app = ['/assets/main-m1.js', '/assets/button-b1.js'];
    const product = await piece('available');
    const productPage = await t.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(preloads(productPage.body)).toEqual([]);
    expect(deferred(productPage.body)).toEqual([...app, '/assets/product-p1.js', '/assets/gallery-g1.js']);
    const category = (await t.app.inject({ method: 'POST', url: '/api/category/active' })).json().data[0];
    const collection = await t.app.inject({ method: 'GET', url: `/collection/${category._id}` });
    expect(deferred(collection.body)).toEqual([...app, '/assets/collection-c1.js', '/assets/gallery-g1.js']);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(preloads(home.body)).toEqual([]);
    expect(deferred(home.body)).toEqual(app);

    const policy = await t.app.inject({ method: 'GET', url: '/refundpolicy' });
    expect(preloads(policy.body)).toEqual([...app, '/assets/policy-q1.js']);
    expect(deferred(policy.body)).toEqual([]);
    // Pages without a head of their own (the bag, accounts, unknown paths) still preload the app.
    const bag = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(preloads(bag.body)).toEqual(app);
  });

  it('keep the build manifest private', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('src/routes/product.tsx');
  });
});

describe('with the database down', () => {
  /** `path` answered by an app whose database does not answer. */
  async function getWithDatabaseDown(path: string) {
    const down = openDatabase('postgres://nobody@127.0.0.1:1/none', 1);
    const app = await buildApp({
      env: resolveEnv({ NODE_ENV: 'test', PUBLIC_URL }),
      db: down.db,
      pool: down.pool,
      webDist,
    });
    try {
      return await app.inject({ method: 'GET', url: path });
    } finally {
      await app.close();
      await down.pool.end();
    }
  }

  it('still serves home with its head, without hints', async () => {
    const response = await getWithDatabaseDown('/');
    expect(response.statusCode).toBe(200);
    expect(canonical(response.body)).toBe(`${PUBLIC_URL}/`);
    expect(response.body).not.toContain('shop-preloaded-answers');
  });

  it('still serves a product page as the plain app', async () => {
    const response = await getWithDatabaseDown('/product/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Shahi Threads</title>');
    expect(response.body).toContain('<div id="root">');
  });
});

/** Fails unless every element of `xml` closes in order (a tiny well-formedness check). */
function expectWellFormed(xml: string) {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name ?? '');
  }
  expect(open).toEqual([]);
  expect(body.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]|&(?!amp;|lt;|gt;|quot;|apos;)/);
}
