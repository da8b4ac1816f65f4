/** The set-up the bag and wishlist tests share: a fresh app, two verified shoppers and pieces to hand out. */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createVerifiedShopper } from './accounts.ts';
import { createTestApp } from './test-app.ts';

/**
 * A fresh test app with shoppers `alice` and `bob`; `piece()` hands out one of the first 20
 * available demo pieces per call (each piece is one of a kind) and throws when they run out;
 * `call` is `method /api{url}`, with a bearer token when one is given. Close `t` after the file.
 */
export async function openTwoShoppers() {
  const t = await createTestApp();
  const [alice, bob] = await Promise.all([
    createVerifiedShopper(t.app, t.env.DATA_DIR),
    createVerifiedShopper(t.app, t.env.DATA_DIR),
  ]);
  const { rows } = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM products WHERE status = 'available' ORDER BY id LIMIT 20`,
  );
  const pieces = rows.map((row) => row.id);
  return {
    t,
    alice,
    bob,
    piece(): string {
      const id = pieces.shift();
      if (!id) throw new Error('the demo catalogue ran out of available pieces');
      return id;
    },
    call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, body?: unknown) {
      return t.app.inject({
        method,
        url: `/api${url}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    },
  };
}

/** What `openTwoShoppers` gives. */
export type TwoShoppers = Awaited<ReturnType<typeof openTwoShoppers>>;

/**
 * Opens the two shoppers before the file's tests and closes the app after them. The object is
 * filled in by `beforeAll`: read its fields inside tests and hooks, not at the module's top level.
 */
export function useTwoShoppers(): TwoShoppers {
  const suite = {} as TwoShoppers;
  beforeAll(async () => {
    Object.assign(suite, await openTwoShoppers());
  });
  afterAll(() => suite.t.close());
  return suite;
}
