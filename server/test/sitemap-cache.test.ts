/**
 * `/sitemap.xml` is not built per request (ADR 0026): its XML is kept for a minute, dropped at
 * once by this process's catalogue writes, and concurrent requests share one read. The reads are
 * counted by a wrapper around the pool's `query` that spots the sitemap's read of the pieces.
 */
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueChanged } from '#server/modules/catalog/read-cache.ts';
import { SITEMAP_KEEP_MS } from '#server/pages/sitemap-cache.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** How many times the sitemap's read of the listed pieces reached the database. */
let reads = 0;

beforeAll(async () => {
  t = await createTestApp();
  const query = t.pool.query.bind(t.pool) as (...args: unknown[]) => unknown;
  // Drizzle sends `{ text, values }` through the pool; the sitemap's read orders the listed pieces by change.
  t.pool.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (/order by "products"\."updated_at" desc/i.test(text)) reads += 1;
    return query(...args);
  }) as typeof t.pool.query;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function sitemap(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response.body;
}

describe('/sitemap.xml', () => {
  it('reads the catalogue once for 20 requests in a row and 10 at once, serving the same XML', async () => {
    reads = 0;
    const first = await sitemap();
    expect(first).toContain('<urlset');
    for (let index = 0; index < 20; index += 1) expect(await sitemap()).toBe(first);
    const together = await Promise.all(Array.from({ length: 10 }, () => sitemap()));
    for (const xml of together) expect(xml).toBe(first);
    expect(reads).toBe(1);
  });

  it('keeps its brotli and gzip bodies too: sent with their encoding, the same XML, the same bytes each time', async () => {
    const xml = await sitemap();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const ask = () =>
        t.app.inject({
          method: 'GET',
          url: '/sitemap.xml',
          headers: { 'accept-encoding': `${encoding}, identity` },
        });
      const first = await ask();
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers.vary).toContain('accept-encoding');
      expect(first.headers['content-type']).toMatch(/^application\/xml/);
      expect(decode(first.rawPayload).toString()).toBe(xml);
      expect((await ask()).rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('drops the kept XML when this process sells a piece: the next request no longer lists it', async () => {
    const [piece] = await availablePieces(t.db, 1);
    if (!piece) throw new Error('no piece');
    expect(await sitemap()).toContain(`/product/${piece.id}<`);
    reads = 0;
    const shopper = await createVerifiedShopper(t.app, t.env.DATA_DIR);
    const placed = await call(t.app, 'POST', '/order/create', shopper.token, checkoutBody([piece.id]));
    expect(placed.statusCode).toBe(201);
    const after = await sitemap();
    expect(after).not.toContain(piece.id);
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(after);
    await sitemap();
    expect(reads).toBe(1);
  });

  it("shows a change it was not told of (another instance's) once the minute is over, not before", async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    // Start from a sitemap built on the fake clock.
    catalogueChanged();
    reads = 0;
    const before = await sitemap();
    const { rows } = await t.db.execute<{ id: string }>(sql`
      UPDATE products SET status = 'sold'
      WHERE id = (SELECT id FROM products WHERE status = 'available' ORDER BY id LIMIT 1) RETURNING id`);
    const sold = rows[0]?.id ?? '';
    expect(before).toContain(sold);
    // The write went straight to the database, as another instance's would: this process was not told.

    vi.advanceTimersByTime(SITEMAP_KEEP_MS - 1_000);
    expect(await sitemap()).toBe(before);
    vi.advanceTimersByTime(1_000);
    expect(await sitemap()).not.toContain(sold);
    expect(reads).toBe(2);
  });
});
