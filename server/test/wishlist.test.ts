/**
 * The wishlist (ADR 0038): save, list and remove through the API, idempotent, capped, each
 * shopper's own only; and the back-on-sale mail, once per piece per shopper per return.
 */
import { messages, WISHLIST_MAX_ITEMS, type WishlistItem } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifyBackOnSale } from '#server/flows/wishlist-back-on-sale.ts';
import { createMailQueue } from '#server/mail/queue.ts';
import {
  releaseReservedProducts,
  reserveAvailableProducts,
  sellProducts,
} from '#server/modules/catalog/stock.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { linkIn, waitForMail } from './helpers/outbox.ts';
import { useTwoShoppers } from './helpers/two-shoppers.ts';

const s = useTwoShoppers();

const save = (token: string, productId: unknown) => s.call('POST', '/wishlist', token, { productId });
const list = async (token: string) => (await s.call('GET', '/wishlist', token)).json().data as WishlistItem[];
const ids = (items: WishlistItem[]) => items.map((item) => item.product._id);

async function rowCount(userId: string): Promise<number> {
  const { rows } = await s.t.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM wishlist_items WHERE user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

describe('without a session', () => {
  it('answers 401 to every call and stores nothing', async () => {
    const id = s.piece();
    expect((await s.call('GET', '/wishlist')).statusCode).toBe(401);
    expect((await save('', id)).statusCode).toBe(401);
    expect((await s.call('DELETE', `/wishlist/${id}`)).statusCode).toBe(401);
    const { rows } = await s.t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM wishlist_items`);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('saving and removing', () => {
  it('saves a piece once, newest first, with its status, and removes it idempotently', async () => {
    const [first, second] = [s.piece(), s.piece()];
    const saved = await save(s.alice.token, first);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(messages.savedToWishlist);
    await save(s.alice.token, second);
    const again = await save(s.alice.token, second);
    expect(again.statusCode).toBe(200);
    expect(ids(again.json().data)).toEqual([second, first]);
    expect(await rowCount(s.alice.userId)).toBe(2);

    await reserveAvailableProducts(s.t.db, [first], 15);
    const withStatus = await list(s.alice.token);
    expect(withStatus.find((item) => item.product._id === first)?.product.status).toBe('reserved');

    const removed = await s.call('DELETE', `/wishlist/${second}`, s.alice.token);
    expect(removed.statusCode).toBe(200);
    expect(ids(removed.json().data)).toEqual([first]);
    expect((await s.call('DELETE', `/wishlist/${second}`, s.alice.token)).statusCode).toBe(200);
    expect(await rowCount(s.alice.userId)).toBe(1);
    await releaseReservedProducts(s.t.db, [first]);
  });

  it('keeps each shopper’s wishlist their own', async () => {
    const id = s.piece();
    await save(s.bob.token, id);
    expect(ids(await list(s.alice.token))).not.toContain(id);
    // Alice removing it removes nothing of Bob's.
    expect((await s.call('DELETE', `/wishlist/${id}`, s.alice.token)).statusCode).toBe(200);
    expect(ids(await list(s.bob.token))).toContain(id);
  });

  it('answers 404 for an unknown or archived piece and 400 for bad input, changing nothing', async () => {
    const before = await rowCount(s.alice.userId);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await save(s.alice.token, unknown);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: messages.productNotFound });
    expect((await s.call('DELETE', `/wishlist/${unknown}`, s.alice.token)).statusCode).toBe(404);

    const archived = s.piece();
    await s.t.db.execute(sql`UPDATE products SET status = 'archived' WHERE id = ${archived}`);
    expect((await save(s.alice.token, archived)).statusCode).toBe(404);

    for (const body of [{ productId: 'nope' }, { productId: 7 }, {}, []]) {
      const bad = await s.call('POST', '/wishlist', s.alice.token, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    }
    expect((await s.call('DELETE', '/wishlist/not-a-uuid', s.alice.token)).statusCode).toBe(400);
    expect(await rowCount(s.alice.userId)).toBe(before);
  });

  it(`refuses the save after ${WISHLIST_MAX_ITEMS} pieces with 409 WISHLIST_FULL`, async () => {
    const carol = await createVerifiedShopper(s.t.app, s.t.env.DATA_DIR);
    // The demo catalogue is smaller than the cap: pieces of our own, one more than it holds.
    const { rows } = await s.t.db.execute<{ id: string }>(sql`
      INSERT INTO products (title, price_paise, images, category_id)
      SELECT 'Cap test piece ' || n, 100000, ARRAY['cap.webp'], (SELECT id FROM categories ORDER BY id LIMIT 1)
      FROM generate_series(1, ${WISHLIST_MAX_ITEMS + 1}) AS n RETURNING id`);
    const [unsaved, alreadySaved] = rows.map((row) => row.id);
    if (!unsaved || !alreadySaved) throw new Error('no pieces inserted');
    await s.t.db.execute(sql`
      INSERT INTO wishlist_items (user_id, product_id)
      SELECT ${carol.userId}::uuid, id FROM products WHERE title LIKE 'Cap test piece %' AND id <> ${unsaved}`);
    const full = await save(carol.token, unsaved);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      success: false,
      message: messages.wishlistFull,
      code: 'WISHLIST_FULL',
    });
    // Saving a piece already there stays a success.
    expect((await save(carol.token, alreadySaved)).statusCode).toBe(200);
    expect(await rowCount(carol.userId)).toBe(WISHLIST_MAX_ITEMS);
  });
});

describe('the back-on-sale mail', () => {
  let deps: Parameters<typeof notifyBackOnSale>[0];

  beforeAll(() => {
    // A queue of our own on the test database: the app's worker delivers what it enqueues.
    const mail = createMailQueue({ pool: s.t.pool, env: s.t.env, log: s.t.app.log });
    deps = { pool: s.t.pool, mail, shopName: s.t.env.SHOP_NAME, publicUrl: s.t.env.PUBLIC_URL };
  });

  /** Subjects of the back-on-sale mails queued for `email` (rows outlive delivery). */
  async function mailsTo(email: string): Promise<string[]> {
    const { rows } = await s.t.db.execute<{ subject: string }>(
      sql`SELECT subject FROM mail_messages WHERE kind = 'wishlist-back-on-sale' AND recipient = ${email}`,
    );
    return rows.map((row) => row.subject);
  }

  it('mails once when a saved reserved piece comes back, and again only after another return', async () => {
    const id = s.piece();
    await save(s.alice.token, id);
    await save(s.bob.token, id);
    const { rows } = await s.t.db.execute<{ title: string }>(
      sql`SELECT title FROM products WHERE id = ${id}`,
    );
    const title = rows[0]?.title ?? '';

    await reserveAvailableProducts(s.t.db, [id], 15);
    await notifyBackOnSale(deps);
    expect(await mailsTo(s.alice.email)).toHaveLength(0);

    await releaseReservedProducts(s.t.db, [id]);
    await notifyBackOnSale(deps);
    await notifyBackOnSale(deps);
    expect(await mailsTo(s.alice.email)).toEqual([`${title} is back — one of a kind, still yours to buy`]);
    expect(await mailsTo(s.bob.email)).toHaveLength(1);
    const delivered = await waitForMail(
      s.t.env.DATA_DIR,
      (mail) => mail.to === s.alice.email && mail.subject.includes(title),
    );
    expect(linkIn(delivered, `${s.t.env.PUBLIC_URL}/product/`)).toBe(`${s.t.env.PUBLIC_URL}/product/${id}`);

    // A second return is a second mail; a piece that stays sold sends none.
    await reserveAvailableProducts(s.t.db, [id], 15);
    await notifyBackOnSale(deps);
    await releaseReservedProducts(s.t.db, [id]);
    await notifyBackOnSale(deps);
    expect(await mailsTo(s.alice.email)).toHaveLength(2);
    await reserveAvailableProducts(s.t.db, [id], 15);
    await sellProducts(s.t.db, [id], 'reserved');
    await notifyBackOnSale(deps);
    expect(await mailsTo(s.alice.email)).toHaveLength(2);
  });

  it('mails nobody for a piece that was never away', async () => {
    const id = s.piece();
    const dave = await createVerifiedShopper(s.t.app, s.t.env.DATA_DIR);
    await save(dave.token, id);
    await notifyBackOnSale(deps);
    expect(await mailsTo(dave.email)).toHaveLength(0);
  });
});
