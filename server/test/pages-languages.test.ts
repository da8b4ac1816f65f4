import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMessages } from '#server/i18n/page-messages.ts';
import { DISPLAY_STACK, localeFontFiles, SANS_STACK } from '#server/pages/fonts.ts';
import { pageWords } from '#server/pages/page-words.ts';
import { truncate } from '#server/pages/summary.ts';
import { createTestApp } from './helpers/test-app.ts';

const PUBLIC_URL = 'https://shahi.example.in';
const SHOP = 'Shahi Threads';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Template description." />
    <!--app-config-->
    <title>Shahi Threads</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A stand-in for web/dist-ssr/entry-server.js that shows the URL and language it rendered. */
const ENTRY_SERVER = `export async function renderPage({ url, locale, answers }) {
  return '<div data-rendered="' + encodeURIComponent(url) + '" data-locale="' + locale + '">' + answers.length + '</div>';
}
`;

const webRoot = path.resolve(import.meta.dirname, '../../web');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'shahi-web-languages-'));
  const webDist = path.join(root, 'dist');
  await mkdir(webDist, { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL, SHOP_NAME: SHOP }, webDist);
});
afterAll(() => t.close());

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

function htmlLang(html: string): string | undefined {
  return /<html lang="([^"]*)"/.exec(html)?.[1];
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** `hreflang` → href of the page's alternate links. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

function expectAlternates(html: string, path: string) {
  const english = `${PUBLIC_URL}${path}`;
  const localized = (prefix: string) => `${PUBLIC_URL}${prefix}${path === '/' ? '' : path}`;
  expect(alternates(html)).toEqual({
    'en-IN': english,
    'hi-IN': localized('/hi'),
    'pa-IN': localized('/pa'),
    'x-default': english,
  });
}

/** The rendered `#root` markup's URL and language. */
function rendered(html: string) {
  const match = /data-rendered="([^"]*)" data-locale="([^"]*)"/.exec(html);
  return match ? { url: decodeURIComponent(match[1] ?? ''), locale: match[2] } : undefined;
}

async function availablePiece(offset: number) {
  const { rows } = await t.db.execute<{ id: string; title: string }>(
    sql`SELECT id, title FROM products WHERE status = 'available' ORDER BY id LIMIT 1 OFFSET ${offset}`,
  );
  const row = rows[0];
  if (!row) throw new Error('no available piece');
  return row;
}

describe('pages in Hindi and Punjabi', () => {
  it('/hi/ and /hi: Hindi home, its own canonical, hreflang to all three, rendered in Hindi', async () => {
    for (const url of ['/hi/', '/hi']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(htmlLang(html)).toBe('hi-IN');
      expect(canonical(html)).toBe(`${PUBLIC_URL}/hi`);
      expectAlternates(html, '/');
      expect(title(html)).toBe(SHOP);
      const words = await pageWords('hi');
      expect(metaContent(html, 'description')).toBe(words.homeDescription(SHOP));
      expect(metaContent(html, 'og:locale')).toBe('hi_IN');
      expect(html).toContain('<meta property="og:locale:alternate" content="en_IN" />');
      expect(rendered(html)).toEqual({ url: '/', locale: 'hi' });
    }
  });

  it('/pa/product/:id: Punjabi head, the owner’s Punjabi title where she wrote one', async () => {
    const plain = await availablePiece(1);
    const plainHtml = (await get(`/pa/product/${plain.id}`)).body;
    expect(htmlLang(plainHtml)).toBe('pa-IN');
    expect(title(plainHtml)).toBe(`${plain.title} — ${SHOP}`);
    expect(canonical(plainHtml)).toBe(`${PUBLIC_URL}/pa/product/${plain.id}`);
    expect(metaContent(plainHtml, 'og:url')).toBe(`${PUBLIC_URL}/pa/product/${plain.id}`);
    expectAlternates(plainHtml, `/product/${plain.id}`);
    expect(rendered(plainHtml)).toEqual({ url: `/product/${plain.id}`, locale: 'pa' });

    const translated = await availablePiece(2);
    const punjabi = 'ਹੱਥ ਨਾਲ ਕੱਢੀ ਫੁਲਕਾਰੀ';
    await t.db.execute(
      sql`UPDATE products SET translations = ${JSON.stringify({ pa: { title: punjabi, description: 'ਰੇਸ਼ਮ ਦੀ ਕਢਾਈ।' } })}::jsonb
          WHERE id = ${translated.id}`,
    );
    const html = (await get(`/pa/product/${translated.id}`)).body;
    expect(title(html)).toBe(`${punjabi} — ${SHOP}`);
    expect(metaContent(html, 'og:title')).toMatch(new RegExp(`^${punjabi} · ₹[\\d,]+\\.\\d{2}$`));
    expect(metaContent(html, 'description')).toBe('ਰੇਸ਼ਮ ਦੀ ਕਢਾਈ।');
    // The Hindi and English pages keep the English title: she wrote no Hindi. The Hindi page's
    // description is the page's own Hindi words, never her English prose.
    const hindi = (await get(`/hi/product/${translated.id}`)).body;
    expect(title(hindi)).toBe(`${translated.title} — ${SHOP}`);
    const words = await pageWords('hi');
    expect(metaContent(hindi, 'description')).toBe(
      truncate(words.productFallbackDescription(translated.title, SHOP)),
    );
    expect(title((await get(`/product/${translated.id}`)).body)).toBe(`${translated.title} — ${SHOP}`);
  });

  it('listings, content pages, collections and search have their language’s title and canonical', async () => {
    const hindi = await pageWords('hi');
    const shop = (await get('/hi/shop/2')).body;
    expect(htmlLang(shop)).toBe('hi-IN');
    expect(title(shop)).toBe(`${hindi.numberedTitle(hindi.shopTitle, 2)} — ${SHOP}`);
    expect(canonical(shop)).toBe(`${PUBLIC_URL}/hi/shop/2`);
    expectAlternates(shop, '/shop/2');

    const punjabi = await pageWords('pa');
    const about = (await get('/pa/about')).body;
    expect(title(about)).toBe(`${punjabi.aboutTitle} — ${SHOP}`);
    expect(metaContent(about, 'description')).toBe(punjabi.aboutDescription(SHOP));
    expect(canonical(about)).toBe(`${PUBLIC_URL}/pa/about`);

    const category = (await t.app.inject({ method: 'POST', url: '/api/category/active' })).json().data[0];
    const collection = (await get(`/pa/collection/${category._id}`)).body;
    expect(canonical(collection)).toBe(`${PUBLIC_URL}/pa/collection/${category._id}`);
    expect(rendered(collection)).toEqual({ url: `/collection/${category._id}`, locale: 'pa' });

    const search = (await get('/hi/search?q=dupatta')).body;
    expect(htmlLang(search)).toBe('hi-IN');
    expect(metaContent(search, 'robots')).toBe('noindex');
    expect(metaContent(search, 'og:url')).toBe(`${PUBLIC_URL}/hi/search?q=dupatta`);
    expect(alternates(search)).toEqual({});
  });

  it('page words fall back to English where a catalogue lacks them, with the same call shapes', async () => {
    for (const locale of ['hi', 'pa'] as const) {
      const words = await pageWords(locale);
      expect(Object.keys(words)).toEqual(Object.keys(pageMessages));
      for (const [key, english] of Object.entries(pageMessages)) {
        const text = (words as Record<string, unknown>)[key];
        if (typeof english === 'string') expect(text, key).toBeTypeOf('string');
        else {
          const args = Array.from({ length: english.length }, (_, index) => `«${index}»`);
          const built = (text as (...values: string[]) => string)(...args);
          // Every argument placed, never an id left in the text.
          for (const arg of args) expect(built, `${locale} ${key}`).toContain(arg);
          expect(built).not.toContain(`page.${key}`);
        }
      }
    }
  });

  it('the plain app under /hi and /pa says its language; English pages stay as they were', async () => {
    const cart = (await get('/hi/cart')).body;
    expect(htmlLang(cart)).toBe('hi-IN');
    expect(title(cart)).toBe(SHOP);
    const checkout = (await get('/pa/checkout')).body;
    expect(htmlLang(checkout)).toBe('pa-IN');

    const english = (await get('/shop')).body;
    expect(htmlLang(english)).toBe('en-IN');
    expect(metaContent(english, 'og:locale')).toBe('en_IN');
    expect(canonical(english)).toBe(`${PUBLIC_URL}/shop`);
    expectAlternates(english, '/shop');
    expect(htmlLang((await get('/cart')).body)).toBe('en-IN');
    // `/history` is an English path, not Hindi.
    expect(htmlLang((await get('/history')).body)).toBe('en-IN');
  });

  it('fonts: the script’s own face preloaded and named only on its language’s pages', async () => {
    const hindi = (await get('/hi/shop')).body;
    expect(hindi).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/noto-sans-devanagari-devanagari-400-normal.woff2" />',
    );
    expect(hindi).toMatch(/@font-face\{font-family:"Noto Sans Devanagari";[^}]*font-display:swap;/);
    expect(hindi).toMatch(/unicode-range:U\+0900-097F/);
    expect(hindi).toContain(':root:lang(hi){--font-sans:"Noto Sans Devanagari", ');
    expect(hindi).not.toContain('Gurmukhi');
    const punjabi = (await get('/pa/cart')).body;
    expect(punjabi).toContain('/fonts/noto-sans-gurmukhi-gurmukhi-400-normal.woff2');
    expect(punjabi).toContain(':root:lang(pa){--font-sans:"Noto Sans Gurmukhi", ');
    expect(punjabi).not.toContain('Devanagari');
    for (const url of ['/', '/shop', '/cart']) {
      const english = (await get(url)).body;
      expect(english, url).not.toContain('/fonts/');
      expect(english, url).not.toContain('@font-face');
    }
  });

  it('font files are in web/public/fonts and the stacks match web/src/index.css', () => {
    for (const locale of ['hi', 'pa'] as const) {
      const files = localeFontFiles(locale);
      expect(files).toHaveLength(2);
      for (const file of files) expect(existsSync(path.join(webRoot, 'public', file)), file).toBe(true);
    }
    expect(localeFontFiles('en')).toEqual([]);
    const css = readFileSync(path.join(webRoot, 'src', 'index.css'), 'utf8');
    const stack = (name: string) =>
      new RegExp(`--font-${name}:\\s*([^;]+);`).exec(css)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(stack('sans')).toBe(SANS_STACK);
    expect(stack('display')).toBe(DISPLAY_STACK);
  });
});

describe('the lang cookie', () => {
  it('sends a Hindi or Punjabi visitor from an English page to the same page in their language', async () => {
    const piece = await availablePiece(0);
    const cases: Array<[string, string, string]> = [
      ['/', 'lang=hi', '/hi'],
      ['/shop/2?sort=price-asc', 'lang=pa', '/pa/shop/2?sort=price-asc'],
      [`/product/${piece.id}`, 'theme=dark; lang=hi', `/hi/product/${piece.id}`],
      ['/cart', 'lang=pa', '/pa/cart'],
    ];
    for (const [url, cookie, location] of cases) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
      expect(String(response.headers.vary), url).toMatch(/\bCookie\b/i);
    }
  });

  it('never moves a crawler, an English visitor, a language page, the back office or the API', async () => {
    const noCookie = await get('/shop');
    expect(noCookie.statusCode).toBe(200);
    // The answer depends on the cookie, so shared caches keep one per cookie.
    expect(String(noCookie.headers.vary)).toMatch(/\bCookie\b/i);
    for (const [url, cookie] of [
      ['/shop', 'lang=en'],
      ['/shop', 'lang=fr'],
      ['/hi/shop', 'lang=en'],
      ['/hi/shop', 'lang=pa'],
      ['/pa', 'lang=hi'],
      ['/admin', 'lang=hi'],
      ['/admin/orders', 'lang=pa'],
    ] as const) {
      const response = await get(url, cookie);
      expect(response.statusCode, `${url} ${cookie}`).toBe(200);
      expect(response.headers.location).toBeUndefined();
    }
    const api = await get('/api/health', 'lang=hi');
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/json/);
    const robots = await get('/robots.txt', 'lang=hi');
    expect(robots.statusCode).toBe(200);
  });
});

describe('sitemaps per language', () => {
  async function locs(url: string) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    return [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  }

  it('list every page of the English sitemap under /hi and /pa', async () => {
    const english = await locs('/sitemap.xml');
    expect(english.length).toBeGreaterThan(5);
    for (const locale of ['hi', 'pa']) {
      const localized = await locs(`/sitemap-${locale}.xml`);
      const expected = english.map((loc) =>
        loc === `${PUBLIC_URL}/`
          ? `${PUBLIC_URL}/${locale}`
          : loc.replace(PUBLIC_URL, `${PUBLIC_URL}/${locale}`),
      );
      expect(localized).toEqual(expected);
    }
  });

  it('robots.txt names the three sitemaps and keeps crawlers out of private pages in every language', async () => {
    const lines = (await get('/robots.txt')).body.split('\n');
    for (const sitemap of ['/sitemap.xml', '/sitemap-hi.xml', '/sitemap-pa.xml'])
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}${sitemap}`);
    for (const path of ['/api/', '/cart', '/hi/cart', '/pa/checkout', '/hi/my-orders', '/pa/auth/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /hi/api/');
  });
});
