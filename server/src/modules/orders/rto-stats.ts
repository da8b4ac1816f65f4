/**
 * Parcels that came back (RTO, ADR 0061) in figures: of the orders shipped since a day, how many
 * returned undelivered (`returned_at` set), overall, per 3-digit PIN prefix (a sorting district) and
 * per shopper — what the owner looks at before turning cash on delivery off somewhere.
 */
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accountContacts } from '#server/modules/auth/public.ts';
import { orders } from './tables.ts';

/** Rows listed per grouping, most returned first. */
export const RTO_ROWS = 50;

const shipped = sql<number>`count(*)::int`;
const returned = sql<number>`count(${orders.returnedAt})::int`;
const rate = (row: { shipped: number; returned: number }) =>
  row.shipped === 0 ? 0 : Math.round((row.returned / row.shipped) * 1000) / 1000;

/**
 * The RTO figures of orders shipped at or after `since`: the total, and the 50 PIN prefixes and 50
 * shoppers with the most returned parcels (then the most shipped); `rate` is returned ÷ shipped,
 * rounded to 3 decimals.
 */
export async function selectRtoFigures(db: Database, since: Date) {
  const inPeriod = and(isNotNull(orders.shippedAt), gte(orders.shippedAt, since));
  const prefix = sql<string>`left(${orders.shipZip}, 3)`;
  const account = accountContacts(db);
  const [total, byPrefix, byShopper] = await Promise.all([
    db.select({ shipped, returned }).from(orders).where(inPeriod),
    db
      .select({ pinPrefix: prefix, shipped, returned })
      .from(orders)
      .where(inPeriod)
      .groupBy(prefix)
      .orderBy(desc(returned), desc(shipped), prefix)
      .limit(RTO_ROWS),
    db
      .select({
        userId: orders.userId,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phoneNumber: account.phoneNumber,
        shipped,
        returned,
      })
      .from(orders)
      .innerJoin(account, eq(account.id, orders.userId))
      .where(inPeriod)
      .groupBy(orders.userId, account.firstName, account.lastName, account.email, account.phoneNumber)
      .orderBy(desc(returned), desc(shipped), orders.userId)
      .limit(RTO_ROWS),
  ]);
  const sum = total[0] ?? { shipped: 0, returned: 0 };
  return {
    total: { ...sum, rate: rate(sum) },
    byPinPrefix: byPrefix.map((row) => ({ ...row, rate: rate(row) })),
    byShopper: byShopper.map(({ firstName, lastName, ...row }) => ({
      ...row,
      email: row.email ?? '',
      name: `${firstName} ${lastName}`.trim(),
      rate: rate(row),
    })),
  };
}
