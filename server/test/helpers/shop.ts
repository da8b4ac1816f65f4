/** Bag, address and order steps for integration tests, through the real API (`app.inject`). */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';

/** `n` available demo pieces: id, title and price in paise, cheapest first for stable picks. */
export async function availablePieces(db: Database, n: number) {
  const { rows } = await db.execute<{ id: string; title: string; price_paise: number }>(
    sql`SELECT id, title, price_paise FROM products WHERE status = 'available' ORDER BY price_paise, id LIMIT ${n}`,
  );
  return rows.map((row) => ({ id: row.id, title: row.title, pricePaise: Number(row.price_paise) }));
}

/** A valid checkout body for `products`; `overrides` win. */
export function checkoutBody(products: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    addressDetails: {
      firstName: 'Harleen',
      lastName: 'Kaur',
      phone: '9876543210',
      address: 'House 12, Sector 17-C',
      city: 'Chandigarh',
      state: 'Chandigarh',
      zip: '160017',
      country: 'India',
    },
    paymentMethod: 'cod',
    phoneNumber: '9812345678',
    products,
    ...overrides,
  };
}

/** `method /api{url}` with a bearer token and an optional JSON body. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
