/**
 * The rendered-page cache cannot be defeated by query strings (ADR 0026): pages are rendered and
 * kept at their canonical URL — the path and only the query parameters the page reads (a collection
 * reads `sort` and `q`; home and a product none), normalised — so arbitrary query strings neither
 * render again (milliseconds of CPU each with the real bundle) nor push the real pages out of the
 * 500 kept. A counting stand-in for the build's server-rendering bundle records every render.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';

/** What the stand-in renderer records (it runs in this process, loaded by the app). */
interface RenderLog {
  urls: string[];
}
declare global {
  var __pageRenderLog: RenderLog | undefined;
}

const ENTRY_SERVER = `export async function renderPage({ url }) {
  globalThis.__pageRenderLog.urls.push(url);
  return '<div data-rendered="' + encodeURIComponent(url) + '">render ' + globalThis.__pageRenderLog.urls.length + '</div>';
}
`;

const INDEX_HTML = `<!doctype html>
<html lang="en-IN"><head><meta charset="UTF-8" /><!--app-config--><title>Shahi Threads</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let productId: string;
let categoryId: string;
const log: RenderLog = { urls: [] };

beforeAll(async () => {
  globalThis.__pageRenderLog = log;
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'shahi-web-'));
  const webDist = path.join(webRoot, 'dist');
  await mkdir(webDist, { recursive: true });
  await mkdir(path.join(webRoot, 'dist-ssr'));
  await writeFile(path.join(webRoot, 'dist-ssr', 'entry-server.js'), ENTRY_SERVER);
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, webDist);
  const products = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM products WHERE status = 'available' ORDER BY id LIMIT 1`,
  );
  const categories = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM categories WHERE active ORDER BY position, name LIMIT 1`,
  );
  productId = products.rows[0]?.id ?? '';
  categoryId = categories.rows[0]?.id ?? '';
});
afterAll(() => t.close());
beforeEach(() => {
  log.urls = [];
});

/** The markup the stand-in put into #root, or undefined when the page went out without it. */
async function renderedMarkup(url: string): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return /<div id="root">(<div data-rendered="[^"]*">[^<]*<\/div>)<\/div>/.exec(response.body)?.[1];
}

/** 100 query strings no page reads: tracking tags, cache-busters, junk, repeats of a name. */
const arbitraryQueries = Array.from(
  { length: 100 },
  (_, index) =>
    [
      `a=${index}`,
      `utm_source=mail&utm_campaign=${index}`,
      `fbclid=${index.toString(36)}x${'z'.repeat(index % 7)}`,
      `_=${1_700_000_000_000 + index}`,
      `x=${index}&x=${index + 1}`,
    ][index % 5],
);

describe('one render per page, whatever the query string', () => {
  it('home: 100 arbitrary query strings render once, at /', async () => {
    const first = await renderedMarkup('/');
    expect(first).toContain('data-rendered="%2F"');
    for (const query of arbitraryQueries) expect(await renderedMarkup(`/?${query}`)).toBe(first);
    expect(log.urls).toEqual(['/']);
  });

  it('a product: 100 arbitrary query strings render once, at /product/{id}', async () => {
    for (const query of arbitraryQueries) await renderedMarkup(`/product/${productId}?${query}`);
    await renderedMarkup(`/product/${productId}/`);
    expect(log.urls).toEqual([`/product/${productId}`]);
  });

  it('a product under another spelling of its id goes out without markup (nothing rendered)', async () => {
    expect(await renderedMarkup(`/product/${productId.toUpperCase()}?v=1`)).toBeUndefined();
    expect(log.urls).toEqual([]);
  });

  it('a collection: renders once per sort and search it reads, normalised, whatever else the query holds', async () => {
    const base = `/collection/${categoryId}`;
    for (const query of arbitraryQueries) await renderedMarkup(`${base}?${query}`);
    // The default order, an unknown sort, blank searches and page 1 are the same page.
    for (const same of ['/1', '?sort=all', '?sort=nonsense&q=', '/01?q=%20%20', '/?utm_source=x'])
      await renderedMarkup(`${base}${same}`);
    expect(log.urls).toEqual([base]);

    // What the page does read renders its own page, once whatever the spelling.
    for (const spelling of [
      '?sort=price-asc&q=silk',
      '?q=silk&sort=price-asc',
      '/1?q=%20silk%20&sort=price-asc&ref=1',
      '?q=silk+&sort=price-asc&sort=title-asc',
    ])
      await renderedMarkup(`${base}${spelling}`);
    await renderedMarkup(`${base}/2?x=1`);
    await renderedMarkup(`${base}/2`);
    expect(log.urls).toEqual([base, `${base}?sort=price-asc&q=silk`, `${base}/2`]);
  });

  it('keeps the real pages: 600 query strings on one page do not push home out of the 500 kept', async () => {
    await renderedMarkup('/');
    for (let index = 0; index < 600; index += 1) await renderedMarkup(`/product/${productId}?n=${index}`);
    await renderedMarkup('/');
    // Both were rendered by the tests above less than a minute ago: nothing renders again.
    expect(log.urls).toEqual([]);
  });
});
