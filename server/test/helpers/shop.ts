/** Bag, address and order steps for integration tests, through the real API (`app.inject`). */

import { checkoutAddress } from '@shahi/contract/testing';
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
    addressDetails: { ...checkoutAddress },
    paymentMethod: 'cod',
    phoneNumber: '9812345678',
    products,
    ...overrides,
  };
}

/** A valid saved address (the checkout address, as My Addresses takes it), not the default; `overrides` win. */
export function savedAddressBody(overrides: Record<string, unknown> = {}) {
  const { firstName, lastName, phone: _phone, ...place } = checkoutAddress;
  return {
    name: `${firstName} ${lastName}`,
    ...place,
    phoneNumber: '+91 (98765) 432-10',
    alternativePhoneNumber: '',
    isDefault: false,
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

/** `POST /api/order/create` of `productIds` for `token`, with the checkout body's address and phone. */
export function postOrder(
  app: FastifyInstance,
  token: string,
  productIds: unknown[],
  paymentMethod: 'cod' | 'online' = 'cod',
) {
  return call(app, 'POST', '/order/create', token, checkoutBody(productIds, { paymentMethod }));
}
