/**
 * Listing totals of searches (ADR 0004): a broad search is counted in full once and its total
 * kept a few seconds; a narrow one is counted afresh every time, so it follows each sale at once.
 */
import type { ProductListPage } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '#server/modules/catalog/listing-query.ts';
import { catalogueChanged } from '#server/modules/catalog/read-cache.ts';
import { RecentTotals } from '#server/modules/catalog/recent-totals.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const BROAD = EXACT_TOTAL_LIMIT + 150;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`
    INSERT INTO products (title, price_paise, images, category_id)
    SELECT 'Zephyr Probe Stole No. ' || g, 100000 + g, ARRAY['probe.webp'],
           (SELECT id FROM categories WHERE active ORDER BY position, name LIMIT 1)
    FROM generate_series(1, ${BROAD}::int) AS g`);
});
afterAll(() => t.close());

async function total(search: string): Promise<ProductListPage> {
  const response = await t.app.inject({ method: 'POST', url: '/api/product-list', payload: { search } });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Sells a piece in SQL, behind the app's back: its cached answers are dropped as a sale in the app would. */
async function sell(title: string) {
  await t.db.execute(sql`UPDATE products SET status = 'sold' WHERE title = ${title}`);
  catalogueChanged();
}

describe('search totals', () => {
  it('counts a search broader than the exact limit in full', async () => {
    const page = await total('zephyr probe');
    expect(page.totalCount).toBe(BROAD);
    expect(page.totalPage).toBe(Math.ceil(BROAD / 8));
    expect(page.data).toHaveLength(8);
  });

  it('keeps a broad total a few seconds, while the page itself is read afresh', async () => {
    const first = await total('zephyr stole');
    const shown = first.data[0];
    if (!shown) throw new Error('no piece listed');
    await sell(shown.title);
    const next = await total('zephyr stole');
    expect(next.totalCount).toBe(first.totalCount);
    expect(next.data.map((piece) => piece._id)).not.toContain(shown._id);
  });

  it('counts a narrow search afresh every time, so a sale shows at once', async () => {
    // "No. 11" matches 11, 110–119 and 1100–1150 at most: far under the exact limit.
    const before = await total('zephyr no. 11');
    expect(before.totalCount).toBeGreaterThan(1);
    expect(before.totalCount).toBeLessThanOrEqual(EXACT_TOTAL_LIMIT);
    await sell('Zephyr Probe Stole No. 11');
    expect((await total('zephyr no. 11')).totalCount).toBe(before.totalCount - 1);
  });
});

describe('RecentTotals', () => {
  it('serves a total until its time is up, then forgets it', async () => {
    let now = 0;
    const totals = new RecentTotals(10_000, () => now);
    expect(await totals.load('silk', async () => 4_000)).toBe(4_000);
    now = 9_999;
    expect(totals.get('silk')).toBe(4_000);
    now = 10_000;
    expect(totals.get('silk')).toBeUndefined();
  });

  it('counts once for callers asking at the same time', async () => {
    const totals = new RecentTotals();
    let counts = 0;
    const count = async () => {
      counts += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 7_000;
    };
    expect(await Promise.all([totals.load('k', count), totals.load('k', count)])).toEqual([7_000, 7_000]);
    expect(counts).toBe(1);
    expect(totals.get('k')).toBe(7_000);
  });

  it('keeps a total counted along the way, like one it counted itself', () => {
    let now = 0;
    const totals = new RecentTotals(10_000, () => now);
    totals.keep('silk', 4_200);
    now = 9_999;
    expect(totals.get('silk')).toBe(4_200);
    totals.keep('silk', 4_100);
    now = 19_998;
    expect(totals.get('silk')).toBe(4_100);
    now = 19_999;
    expect(totals.get('silk')).toBeUndefined();
  });

  it('keeps nothing when the count fails', async () => {
    const totals = new RecentTotals();
    await expect(totals.load('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(totals.get('k')).toBeUndefined();
  });
});
