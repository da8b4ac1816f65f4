/**
 * The one-piece promise under a real race (issue 4 "Show"): 50 shoppers submit
 * `POST /api/order/create` for the same piece at the same moment, as real concurrent HTTP
 * requests against a listening server on the real database. Exactly one order may win.
 * CI runs this file on the embedded PostgreSQL and on the machine's PostgreSQL 15.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderLines, products, users } from '../src/db/schema/index.ts';
import { loadJwtSecret } from '../src/modules/auth/jwt-secret.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { issueSessionToken } from '../src/modules/auth/session-tokens.ts';
import { availablePieces, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const SHOPPERS = 50;
let t: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  // A pool as wide as a production one, so the transactions really overlap in PostgreSQL.
  t = await createTestApp({}, undefined, 20);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** 50 verified shoppers inserted directly, each with a signed session token. */
async function shoppersWithTokens(count: number): Promise<string[]> {
  const passwordHash = await hashPassword('race-password-1');
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `racer.${index}.${Date.now()}@example.in`,
        passwordHash,
        firstName: `Racer${index}`,
        lastName: 'Singh',
        phoneNumber: '9876543210',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
  const secret = await loadJwtSecret(undefined, t.env.DATA_DIR);
  return Promise.all(
    rows.map((row) =>
      issueSessionToken(
        {
          userId: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phoneNumber: row.phoneNumber,
        },
        row.sessionVersion,
        secret,
      ),
    ),
  );
}

it(`${SHOPPERS} shoppers order the same piece at once: one order, ${SHOPPERS - 1} × 409, sold once`, async () => {
  const tokens = await shoppersWithTokens(SHOPPERS);
  const [piece] = await availablePieces(t.db, 1);
  if (!piece) throw new Error('no piece');
  const body = JSON.stringify(checkoutBody([piece.id]));

  let release: () => void = () => {};
  const startSignal = new Promise<void>((resolve) => {
    release = resolve;
  });
  const attempts = tokens.map(async (token) => {
    await startSignal;
    const response = await fetch(`${baseUrl}/api/order/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  });
  release();
  const results = await Promise.all(attempts);

  const statuses = results.map((result) => result.status).sort();
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);
  for (const result of results.filter((r) => r.status === 409)) {
    expect(result.body.message).toContain(piece.title);
  }
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.productId, piece.id));
  expect(lines).toHaveLength(1);
  const [row] = await t.db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, piece.id));
  expect(row?.status).toBe('sold');
  const { rows } = await t.db.execute<{ n: string }>(
    sql`SELECT count(*) AS n FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.product_id = ${piece.id}`,
  );
  expect(Number(rows[0]?.n)).toBe(1);
});
