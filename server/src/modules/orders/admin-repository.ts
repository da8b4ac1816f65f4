/**
 * The back office's order SQL (paise): the filtered list, the Orders home's counts, one order with
 * its customer (auth's `accountContacts`, which the search also covers), and the fulfilment updates.
 */
import { INDIA_TIME_ZONE } from '@shahi/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accountCapsLifts, accountContacts } from '#server/modules/auth/public.ts';
import { heldByShoppers, type OrderRow, selectOrderLines } from './repository.ts';
import { orderLines, orders } from './tables.ts';

/** The list's filters, already validated (`adminOrderListQuerySchema`). */
export interface AdminOrderFilters {
  status?: OrderRow['orderStatus'];
  paymentStatus?: OrderRow['paymentStatus'];
  method?: OrderRow['paymentMethod'];
  /** The Orders home's tab: awaiting the shopper's confirmation, or ready to ship (ADR 0063). */
  view?: 'awaiting_confirmation' | 'to_ship';
  /** First and last day (inclusive) in India time, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  /** Order id prefix, a name or e-mail (customer or recipient), or a phone number; '' for none. */
  q: string;
}

/** The customer of an order, joined from auth's `accountContacts`. */
type Customer = ReturnType<typeof accountContacts>;

/** `value` with LIKE's wildcards and escape character taken literally. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The search `q` as one OR of conditions; undefined for a blank search. */
function searchCondition(q: string, customer: Customer): SQL | undefined {
  if (q === '') return undefined;
  const words = likeLiteral(q);
  const anywhere = `%${words}%`;
  const conditions: SQL[] = [
    sql`(${orders.shipFirstName} || ' ' || ${orders.shipLastName}) ILIKE ${anywhere}`,
    sql`(${customer.firstName} || ' ' || ${customer.lastName}) ILIKE ${anywhere}`,
    sql`${customer.email} ILIKE ${anywhere}`,
  ];
  // The mails show an order by its first 8 characters, upper-cased: match ids by prefix.
  if (/^[0-9a-f-]+$/i.test(q)) conditions.push(sql`${orders.id}::text LIKE ${`${q.toLowerCase()}%`}`);
  const digits = q.replace(/[\s\-()+]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    const phone = `%${digits.slice(-10)}%`;
    conditions.push(
      sql`${orders.shipPhone} LIKE ${phone}`,
      sql`${orders.contactPhone} LIKE ${phone}`,
      sql`${customer.phoneNumber} LIKE ${phone}`,
    );
  }
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * A cash-on-delivery order waiting for its shopper's confirmation: pending, unconfirmed, with a
 * window (ADR 0035; the same test as `isAwaitingCodConfirmation`).
 */
const awaitingConfirmation = and(
  eq(orders.paymentMethod, 'cod'),
  eq(orders.orderStatus, 'pending'),
  isNull(orders.codConfirmedAt),
  isNotNull(orders.reservedUntil),
) as SQL;

/**
 * A pending order the owner may pack now: cash on delivery no longer awaiting confirmation
 * (confirmed, or placed before confirmation existed), or paid online.
 */
const readyToShip = and(
  eq(orders.orderStatus, 'pending'),
  or(
    and(eq(orders.paymentMethod, 'cod'), or(isNotNull(orders.codConfirmedAt), isNull(orders.reservedUntil))),
    and(eq(orders.paymentMethod, 'online'), eq(orders.paymentStatus, 'paid')),
  ),
) as SQL;

function viewCondition(view: AdminOrderFilters['view']): SQL | undefined {
  if (view === 'awaiting_confirmation') return awaitingConfirmation;
  if (view === 'to_ship') return readyToShip;
  return undefined;
}

function filterCondition(filters: AdminOrderFilters, customer: Customer): SQL | undefined {
  return and(
    viewCondition(filters.view),
    filters.status ? eq(orders.orderStatus, filters.status) : undefined,
    filters.paymentStatus ? eq(orders.paymentStatus, filters.paymentStatus) : undefined,
    filters.method ? eq(orders.paymentMethod, filters.method) : undefined,
    // A day in India time runs from its midnight IST to the next one.
    filters.from
      ? sql`${orders.createdAt} >= (${filters.from}::date)::timestamp AT TIME ZONE ${INDIA_TIME_ZONE}::text`
      : undefined,
    filters.to
      ? sql`${orders.createdAt} < (${filters.to}::date + 1)::timestamp AT TIME ZONE ${INDIA_TIME_ZONE}::text`
      : undefined,
    searchCondition(filters.q, customer),
  );
}

/**
 * One page of orders matching `filters`, newest first (ties by id), each with its customer and
 * its pieces' titles; plus the count of all matches.
 */
export async function selectAdminOrderPage(
  db: Database,
  filters: AdminOrderFilters,
  page: number,
  perPage: number,
) {
  const customer = accountContacts(db);
  const where = filterCondition(filters, customer);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(where);
  const rows = await db
    .select({
      order: orders,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
      customerEmail: customer.email,
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, title: orderLines.title })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.order.id),
            ),
          )
          .orderBy(asc(orderLines.position));
  return {
    total: counted?.count ?? 0,
    rows: rows.map((row) => ({
      ...row,
      titles: lines.filter((line) => line.orderId === row.order.id).map((line) => line.title),
    })),
  };
}

/**
 * The Orders home's counts in one scan: orders awaiting the shopper's confirmation, ready to ship,
 * and shipped (on their way, not yet delivered).
 */
export async function selectOrderCounts(db: Database) {
  const [row] = await db
    .select({
      awaitingConfirmation: sql<number>`count(*) FILTER (WHERE ${awaitingConfirmation})::int`,
      toShip: sql<number>`count(*) FILTER (WHERE ${readyToShip})::int`,
      shipped: sql<number>`count(*) FILTER (WHERE ${orders.orderStatus} = 'shipped')::int`,
    })
    .from(orders)
    .where(inArray(orders.orderStatus, ['pending', 'shipped']));
  return row ?? { awaitingConfirmation: 0, toShip: 0, shipped: 0 };
}

/** The order `orderId` with its lines (in their original order) and its customer; undefined if unknown. */
export async function selectAdminOrder(db: Database, orderId: string) {
  const customer = accountContacts(db);
  const [row] = await db
    .select({
      order: orders,
      customer: {
        userId: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phoneNumber: customer.phoneNumber,
      },
    })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  return { ...row, lines: await selectOrderLines(db, orderId) };
}

/** Columns a fulfilment change may set: values, or SQL such as `now()`. */
export type OrderChanges = {
  [K in keyof Omit<OrderRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>]?: OrderRow[K] | SQL;
};

/** The database clock, for the `…At` columns of a change. */
export const NOW = sql`now()`;

/** Sets the columns `changes` of order `orderId` (and `updated_at`); returns the row as stored. */
export async function updateOrder(db: Database, orderId: string, changes: OrderChanges): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished while being updated`);
  return row;
}

/**
 * The `limit` shoppers holding any unshipped order or whose caps are lifted, nearest their caps
 * first: the larger of pieces held / `capPieces` and value held (list price) / `capPaise`, ties
 * by e-mail. Each with names, e-mail, unshipped orders, pieces, value in paise, and `capsLiftedAt`.
 */
export async function selectShoppersNearCaps(
  db: Database,
  capPieces: number,
  capPaise: number,
  limit: number,
) {
  const held = heldByShoppers(db);
  const customer = accountContacts(db);
  const lift = accountCapsLifts(db);
  const pieces = sql<number>`coalesce(${held.pieces}, 0)`;
  const valuePaise = sql<number>`coalesce(${held.valuePaise}, 0)`;
  return db
    .select({
      userId: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      orders: sql<number>`coalesce(${held.orders}, 0)`,
      pieces,
      valuePaise,
      capsLiftedAt: lift.capsLiftedAt,
    })
    .from(customer)
    .innerJoin(lift, eq(lift.id, customer.id))
    .leftJoin(held, eq(held.userId, customer.id))
    .where(or(isNotNull(held.userId), isNotNull(lift.capsLiftedAt)))
    .orderBy(
      desc(sql`greatest(${pieces}::float8 / ${capPieces}, ${valuePaise} / ${capPaise})`),
      asc(customer.email),
    )
    .limit(limit);
}
