/** Discount code SQL (discount_codes, discount_redemptions). Money stays in paise here. */
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isOrderOf, type OrderCustomer, orderDiscountFacts } from '#server/modules/orders/public.ts';
import type { DiscountCodeRow } from './rules.ts';
import { discountCodes, discountRedemptions } from './tables.ts';

export type NewDiscountCodeRow = typeof discountCodes.$inferInsert;

/** Code `code` (upper case) whatever its stored case, locked FOR UPDATE when `lock`; undefined when absent. */
export async function selectCodeByName(db: Database, code: string, lock = false) {
  const query = db
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Uses of code `codeId` by orders whose payment has not failed: in all, and by `customer` (their
 * account, delivery phone or address: `isOrderOf`).
 */
export async function countLiveRedemptions(db: Database, codeId: string, customer: OrderCustomer) {
  const facts = orderDiscountFacts(db);
  const [row] = await db
    .select({
      total: count(),
      byCustomer: sql<number>`count(*) FILTER (WHERE ${isOrderOf(facts, customer)})`.mapWith(Number),
    })
    .from(discountRedemptions)
    .innerJoin(facts, eq(facts.id, discountRedemptions.orderId))
    .where(and(eq(discountRedemptions.codeId, codeId), ne(facts.paymentStatus, 'failed')));
  return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
}

/**
 * Sets `uses_count` of code `codeId` to its uses by orders whose payment has not failed: a lapsed
 * online payment's use no longer counts (ADR 0039). Call with the code row locked.
 */
export async function recountUses(db: Database, codeId: string): Promise<void> {
  const facts = orderDiscountFacts(db);
  const live = db
    .select({ n: sql`count(*)::int` })
    .from(discountRedemptions)
    .innerJoin(facts, eq(facts.id, discountRedemptions.orderId))
    .where(and(eq(discountRedemptions.codeId, codeId), ne(facts.paymentStatus, 'failed')));
  await db
    .update(discountCodes)
    .set({ usesCount: sql`(${live})` })
    .where(eq(discountCodes.id, codeId));
}

/** Records the use of code `codeId` by order `orderId` and recounts `uses_count` (code row locked). */
export async function insertRedemption(db: Database, codeId: string, orderId: string, userId: string) {
  await db.insert(discountRedemptions).values({ codeId, orderId, userId });
  await recountUses(db, codeId);
}

/**
 * Takes the footer's advertisement from every code (footer_text → null) after waiting for any other
 * transaction doing the same (a transaction-scoped advisory lock), so two codes saved at once cannot
 * both stay advertised (ADR 0060). Call inside the transaction that then saves the advertised code.
 */
export async function clearFooterTexts(db: Database): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('discount_codes.footer_text'))`);
  await db
    .update(discountCodes)
    .set({ footerText: null })
    .where(sql`${discountCodes.footerText} IS NOT NULL`);
}

/** Inserts a new code; undefined when one with the same name (any case) exists. */
export async function insertCode(
  db: Database,
  code: NewDiscountCodeRow,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.insert(discountCodes).values(code).onConflictDoNothing().returning();
  return row;
}

/** A page of codes, newest first, and the total number of codes. */
export async function selectCodePage(db: Database, { page, perPage }: { page: number; perPage: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(discountCodes)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(discountCodes),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The latest `limit` uses of each of `codeIds`, newest first, with the paise each order took off. */
export async function selectRedemptions(db: Database, codeIds: string[], limit = 20) {
  if (codeIds.length === 0) return [];
  const facts = orderDiscountFacts(db);
  const ranked = db
    .select({
      codeId: discountRedemptions.codeId,
      orderId: discountRedemptions.orderId,
      createdAt: discountRedemptions.createdAt,
      discountPaise: facts.discountPaise,
      rank: sql<number>`row_number() OVER (PARTITION BY ${discountRedemptions.codeId} ORDER BY ${discountRedemptions.createdAt} DESC, ${discountRedemptions.orderId})`.as(
        'rank',
      ),
    })
    .from(discountRedemptions)
    .innerJoin(facts, eq(facts.id, discountRedemptions.orderId))
    .where(inArray(discountRedemptions.codeId, codeIds))
    .as('ranked');
  return db
    .select({
      codeId: ranked.codeId,
      orderId: ranked.orderId,
      createdAt: ranked.createdAt,
      discountPaise: ranked.discountPaise,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(desc(ranked.createdAt));
}

/** Sets code `id` inactive; the row after, or undefined when unknown. */
export async function deactivateCode(db: Database, id: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ active: false })
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

/** Code `id` (locked FOR UPDATE when `lock`, as the checkout locks it to count a use), or undefined. */
export async function selectCode(
  db: Database,
  id: string,
  lock = false,
): Promise<DiscountCodeRow | undefined> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The terms of a code the back office may change (not its id, state, uses or creation time). */
export type DiscountCodeTerms = Omit<NewDiscountCodeRow, 'id' | 'active' | 'usesCount' | 'createdAt'>;

/**
 * Replaces the terms of code `id`; the row after, or undefined when unknown. A name taken by
 * another code (any case) breaks the unique index: the caller checks the name first.
 */
export async function updateCode(
  db: Database,
  id: string,
  terms: DiscountCodeTerms,
): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.update(discountCodes).set(terms).where(eq(discountCodes.id, id)).returning();
  return row;
}

/** True when any order ever used code `id` (its name is printed on that order and its invoice). */
export async function hasRedemptions(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptions.orderId })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.codeId, id))
    .limit(1);
  return row !== undefined;
}
