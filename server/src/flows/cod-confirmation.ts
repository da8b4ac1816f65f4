/**
 * Cash-on-delivery confirmation (ADR 0035): a COD order waits `COD_CONFIRM_HOURS` for its shopper to
 * confirm it (the mail's signed link, My Orders) or for the back office (by phone); unconfirmed, the
 * periodic release job cancels it and puts its pieces back on sale. Every message goes through the
 * notification channels (ADR 0036). Money: orders hold paise; the ceiling is set in rupees.
 */
import {
  type CodConfirmView,
  codCeilingMessage,
  codMessages,
  formatIstDateTime,
  messages,
  type Order,
  orderReference,
  paiseToRupees,
} from '@shahi/contract';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { type Transaction, withTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { unsellProducts } from '#server/modules/catalog/stock.ts';
import { issueCodConfirmToken, verifyCodConfirmToken } from '#server/modules/orders/cod-token.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { orderCodConfirmedMail, orderCodLapsedMail } from '#server/modules/orders/mails.ts';
import {
  lapseOverdueCodOrders,
  lockOrder,
  markCodConfirmed,
  type OrderRow,
  selectOrderById,
  selectOrderLines,
} from '#server/modules/orders/repository.ts';
import { isAwaitingCodConfirmation, isLapsedCodOrder, toOrder } from '#server/modules/orders/service.ts';
import { readSellerMailFooter } from '#server/modules/seller/public.ts';
import type { NotificationMessage, Notifier } from '#server/notify/channels.ts';

export interface CodDeps {
  pool: pg.Pool;
  db: Database;
  notifier: Notifier;
  shopName: string;
  publicUrl: string;
  /** The key that signs the confirmation links (the session tokens' key). */
  tokenKey: Uint8Array;
  /** COD_CONFIRM_HOURS: the confirmation window, hours (decimals allowed). */
  confirmHours: number;
  /** COD_MAX_ORDER_RUPEES: the largest COD order, rupees. */
  maxOrderRupees: number;
}

/** Who confirms: the mail's link (no session), the signed-in shopper, or an admin on the phone's say-so. */
export type CodConfirmer =
  | { kind: 'link' }
  | { kind: 'shopper'; userId: string }
  | { kind: 'admin'; userId: string };

/** The end of a new COD order's confirmation window: `COD_CONFIRM_HOURS` after `placedAt`. */
export function codConfirmBy(deps: Pick<CodDeps, 'confirmHours'>, placedAt = new Date()): Date {
  return new Date(placedAt.getTime() + Math.round(deps.confirmHours * 3_600_000));
}

/**
 * Refuses a COD order whose final total (`amountPaise`, after any discount) is over the ceiling:
 * 400 naming the ceiling and offering online payment. No COD fee is ever added (ADR 0035).
 */
export function assertCodCeiling(deps: Pick<CodDeps, 'maxOrderRupees'>, amountPaise: number): void {
  if (amountPaise > deps.maxOrderRupees * 100)
    throw badRequest(codCeilingMessage(deps.maxOrderRupees), 'COD_CEILING');
}

/** The confirm page's absolute link for order `orderId`, its signed token in the query. */
export async function codConfirmUrl(deps: CodDeps, orderId: string, confirmBy: Date): Promise<string> {
  const token = await issueCodConfirmToken(orderId, confirmBy, deps.tokenKey);
  return `${deps.publicUrl}/order/${orderId}/confirm?token=${encodeURIComponent(token)}`;
}

const ordersUrlOf = (deps: Pick<CodDeps, 'publicUrl'>) => `${deps.publicUrl}/my-orders`;

/** The short text of a COD message for the phone channels. */
function shortText(deps: CodDeps, order: Order, body: string): string {
  return `${deps.shopName}: order ${orderReference(order._id)} — ${body}`;
}

/**
 * The "awaiting confirmation" text for the phone channels; the e-mail is the order confirmation
 * itself, which carries the same link (flows/checkout.ts).
 */
export function awaitingShortText(deps: CodDeps, order: Order, confirmUrl: string): string {
  const by = order.confirmBy ? formatIstDateTime(order.confirmBy) : '';
  return shortText(deps, order, `please confirm your cash-on-delivery order by ${by}: ${confirmUrl}`);
}

async function customerNotification(
  deps: CodDeps,
  tx: Transaction,
  row: OrderRow,
  order: Order,
  kind: 'order-cod-confirmed' | 'order-cod-lapsed',
): Promise<NotificationMessage | undefined> {
  const customer = await findUserById(tx.db, row.userId);
  if (!customer) return undefined;
  const seller = await readSellerMailFooter(tx.db, deps.publicUrl);
  const input = {
    shopName: deps.shopName,
    firstName: customer.firstName,
    order,
    ordersUrl: ordersUrlOf(deps),
    seller,
  };
  const content = kind === 'order-cod-confirmed' ? orderCodConfirmedMail(input) : orderCodLapsedMail(input);
  const short =
    kind === 'order-cod-confirmed'
      ? shortText(deps, order, 'confirmed, thank you. Keep the cash ready for the courier.')
      : shortText(deps, order, 'not confirmed in time, so it is cancelled and the pieces are back on sale.');
  return { kind, mail: { kind, to: customer.email, ...content }, phone: row.contactPhone, short };
}

/**
 * Confirms the COD order `orderId` under its row lock: `cod_confirmed_at` now, the window ended, an
 * order event `cod_confirmed` (the admin as actor when by phone) and the "confirmed" message.
 * Confirming again, or an order already shipped, changes nothing (`already: true`). Errors, changing
 * nothing: 404 unknown (or another shopper's) order; 409 not cash on delivery; 409 lapsed or
 * cancelled. A window past but not yet lapsed by the job may still be confirmed.
 */
export async function confirmCodOrder(
  deps: CodDeps,
  orderId: string,
  by: CodConfirmer,
): Promise<{ order: Order; already: boolean }> {
  const result = await withTransaction(deps.pool, async (tx) => {
    const held = await lockOrder(tx.db, orderId);
    if (!held || (by.kind === 'shopper' && held.order.userId !== by.userId))
      throw notFound(messages.orderNotFound);
    const { order, lines } = held;
    if (order.paymentMethod !== 'cod') throw conflict(codMessages.notCod);
    if (order.orderStatus === 'cancelled') {
      throw conflict(
        isLapsedCodOrder(order) ? codMessages.lapsed : codMessages.cancelled,
        'COD_NOT_CONFIRMABLE',
      );
    }
    if (!isAwaitingCodConfirmation(order)) return { order: toOrder(order, lines), already: true };
    const confirmed = await markCodConfirmed(tx.db, order.id);
    const note =
      by.kind === 'admin'
        ? 'Customer confirmed by phone'
        : by.kind === 'link'
          ? 'Confirmed by the shopper from the e-mail link'
          : 'Confirmed by the shopper from My Orders';
    await insertOrderEvents(tx.db, [
      { orderId: order.id, kind: 'cod_confirmed', note, actorUserId: by.kind === 'admin' ? by.userId : null },
    ]);
    const answer = toOrder(confirmed, lines);
    const message = await customerNotification(deps, tx, confirmed, answer, 'order-cod-confirmed');
    if (message) await deps.notifier.send(tx, message);
    return { order: answer, already: false };
  });
  if (!result.already) deps.notifier.wake();
  return result;
}

/**
 * Checks a confirmation link: 404 for an id that is no order, 400 for a token that is forged,
 * expired, for another order or another purpose. Resolves with the order id. Verifies before reading.
 */
export async function checkCodLink(deps: CodDeps, orderId: string, token: string): Promise<string> {
  const verified = await verifyCodConfirmToken(token, deps.tokenKey, orderId);
  if (!verified) throw badRequest(codMessages.badLink, 'COD_BAD_LINK');
  return verified;
}

/** The confirm page's summary of the order behind a valid link (no address beyond the city; rupees). */
export async function viewCodOrder(deps: CodDeps, orderId: string, token: string): Promise<CodConfirmView> {
  await checkCodLink(deps, orderId, token);
  const order = await selectOrderById(deps.db, orderId);
  if (!order) throw notFound(messages.orderNotFound);
  const lines = await selectOrderLines(deps.db, orderId);
  const answer = toOrder(order, lines);
  const state = answer.awaitingConfirmation
    ? 'awaiting'
    : answer.codLapsed
      ? 'lapsed'
      : order.orderStatus === 'cancelled'
        ? 'cancelled'
        : 'confirmed';
  return {
    orderId: order.id,
    reference: orderReference(order.id),
    firstName: order.shipFirstName,
    city: order.shipCity,
    products: answer.products.map(({ title, price, image1 }) => ({
      title,
      price,
      ...(image1 ? { image1 } : {}),
    })),
    amount: paiseToRupees(order.amountPaise),
    state,
    confirmBy: answer.confirmBy ?? null,
  };
}

/** Orders lapsed per transaction: short transactions, few locks held at a time. */
const LAPSE_BATCH_SIZE = 100;

/**
 * Lapses every COD order still unconfirmed after its window ended before `now` (default: the
 * database's clock), a batch per transaction: cancelled with payment failed (no cash is coming; the
 * back office's cancel does the same), its pieces that still read sold back on sale, an order event
 * `cod_lapsed` and the "we did not hear from you" message. Confirmed, shipped or already lapsed
 * orders are never touched, so a second run does nothing. Resolves with the counts.
 */
export async function lapseUnconfirmedCodOrders(
  deps: CodDeps,
  now?: Date,
): Promise<{ orders: number; pieces: number }> {
  const total = { orders: 0, pieces: 0 };
  for (;;) {
    const batch = await withTransaction(deps.pool, async (tx) => {
      const lapsed = await lapseOverdueCodOrders(tx.db, now, LAPSE_BATCH_SIZE);
      const released = await unsellProducts(
        tx.db,
        lapsed.flatMap(({ lines }) => lines.map((line) => line.productId)),
      );
      await insertOrderEvents(
        tx.db,
        lapsed.map(({ order }) => ({
          orderId: order.id,
          kind: 'cod_lapsed' as const,
          fromStatus: 'pending' as const,
          toStatus: 'cancelled' as const,
          fromPaymentStatus: 'pending' as const,
          toPaymentStatus: 'failed' as const,
          note: 'Not confirmed in time: order cancelled, pieces back on sale',
        })),
      );
      for (const { order, lines } of lapsed) {
        const message = await customerNotification(
          deps,
          tx,
          order,
          toOrder(order, lines),
          'order-cod-lapsed',
        );
        if (message) await deps.notifier.send(tx, message);
      }
      return { orders: lapsed.length, pieces: released.length };
    });
    if (batch.orders > 0) deps.notifier.wake();
    total.orders += batch.orders;
    total.pieces += batch.pieces;
    if (batch.orders < LAPSE_BATCH_SIZE) return total;
  }
}
