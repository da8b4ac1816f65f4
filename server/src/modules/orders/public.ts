/**
 * What other modules may read of orders: a view of each order's owner, payment status, discount and
 * delivery contact, and which shopper ordered which piece, and when.
 */
import { and, count, eq, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { orderLines, orders } from './tables.ts';

/**
 * Who an order is for, to tell one customer across accounts (ADR 0039): the account and, at a
 * checkout, the delivery phone (10 digits) and address (PIN code and street line as typed), named
 * as the checkout's `addressDetails` names them.
 */
export interface OrderCustomer {
  userId: string;
  delivery?: { phone: string; zip: string; address: string };
}

/** A street line as compared across orders (SQL): trimmed, runs of white space as one space, lower case. */
function streetKey(street: SQLWrapper | string): SQL<string> {
  return sql<string>`lower(btrim(regexp_replace(${street}, '[[:space:]]+', ' ', 'g')))`;
}

/**
 * A view of orders to join (`id`, `userId`, `paymentStatus`, `discountPaise` in paise, the delivery
 * `shipPhone`, `shipZip` and `shipStreet` compared as `streetKey`): the discount module reads from it
 * which uses of a code belong to failed (lapsed) online payments and to which customer (ADR 0039).
 */
export function orderDiscountFacts(db: Database) {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      paymentStatus: orders.paymentStatus,
      discountPaise: orders.discountPaise,
      shipPhone: orders.shipPhone,
      shipZip: orders.shipZip,
      shipStreet: streetKey(orders.shipAddress).as('ship_street'),
    })
    .from(orders)
    .as('order_discount_facts');
}

type OrderDiscountFacts = ReturnType<typeof orderDiscountFacts>;

/**
 * True (SQL, over `orderDiscountFacts`) for an order of `customer`: placed from their account, or
 * delivered to their phone, or to their PIN code and street line (ADR 0039).
 */
export function isOrderOf(facts: OrderDiscountFacts, customer: OrderCustomer): SQL {
  const { delivery } = customer;
  const byAccount = eq(facts.userId, customer.userId);
  if (!delivery) return byAccount;
  return or(
    byAccount,
    eq(facts.shipPhone, delivery.phone),
    and(eq(facts.shipZip, delivery.zip), eq(facts.shipStreet, streetKey(delivery.address))),
  ) as SQL;
}

/**
 * How many orders `customer` has placed (`isOrderOf`: their account, delivery phone or address), not
 * counting online orders whose payment failed or lapsed.
 */
export async function countPlacedOrders(db: Database, customer: OrderCustomer): Promise<number> {
  const facts = orderDiscountFacts(db);
  const [row] = await db
    .select({ n: count() })
    .from(facts)
    .where(and(isOrderOf(facts, customer), ne(facts.paymentStatus, 'failed')));
  return row?.n ?? 0;
}

/**
 * A read-only subquery `ordered` of every order line's piece with the shopper and the order's time
 * (any status), for a read that must skip pieces a shopper ordered since some moment (ADR 0042).
 */
export function orderedPieces(db: Database) {
  return db
    .select({ userId: orders.userId, productId: orderLines.productId, orderedAt: orders.createdAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .as('ordered');
}
