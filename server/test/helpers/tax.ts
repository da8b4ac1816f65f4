/** Orders at set prices to set states, and shipping them, for the tax document tests. */
import { indiaFinancialYear } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminCall } from './admin.ts';
import { call, checkoutBody } from './shop.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What the tax tests share: place an order of pieces at `prices` (paise) and ship it. */
export interface TaxShop {
  adminToken: string;
  /** The financial year of today (India time), "2026-27". */
  financialYear: string;
  order(prices: number[], state: string, zip: string): Promise<string>;
  ship(orderId: string, extra?: Record<string, unknown>): ReturnType<typeof adminCall>;
}

/**
 * Copies the demo catalogue's pieces until 120 are on sale, so each order takes fresh ones, and lets
 * every piece take its HSN code from its category, every category on HSN 6204 (apparel, the rate
 * table's ₹2,500 threshold rule) with no rate of its own, and no piece declared handmade (the demo
 * seeds other codes, fixed rates and handmade pieces), so a piece's rate depends on its price alone.
 */
export async function createTaxShop(t: TestApp, adminToken: string, shopperToken: string): Promise<TaxShop> {
  await t.db.execute(sql`UPDATE categories SET gst_rate_bp = NULL, hsn_code = '6204'`);
  await t.db.execute(sql`UPDATE products SET gst_rate_bp = NULL, hsn_code = NULL, handmade = false`);
  await t.db.execute(sql`
    INSERT INTO products (title, price_paise, images, category_id)
    SELECT p.title || ' ' || g, p.price_paise, p.images, p.category_id
    FROM products p, generate_series(1, 12) g WHERE p.status = 'available'`);
  let tracking = 0;
  return {
    adminToken,
    financialYear: indiaFinancialYear(new Date()),
    async order(prices, state, zip) {
      const { rows } = await t.db.execute<{ id: string }>(
        sql`SELECT id FROM products WHERE status = 'available' ORDER BY random() LIMIT ${prices.length}`,
      );
      expect(rows).toHaveLength(prices.length);
      for (const [i, row] of rows.entries()) {
        await t.db.execute(sql`UPDATE products SET price_paise = ${prices[i]} WHERE id = ${row.id}`);
      }
      const body = checkoutBody(
        rows.map((row) => row.id),
        {},
      );
      Object.assign(body.addressDetails, { state, zip, city: state });
      const response = await call(t.app, 'POST', '/order/create', shopperToken, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().order._id as string;
    },
    ship(orderId, extra = {}) {
      tracking += 1;
      return adminCall(t.app, 'POST', `/admin/orders/${orderId}/ship`, {
        token: adminToken,
        payload: { courierName: 'India Post', trackingNumber: `EE${tracking}IN`, ...extra },
      });
    },
  };
}
