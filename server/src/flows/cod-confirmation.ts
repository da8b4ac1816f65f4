/**
 * Cash-on-delivery confirmation (ADR 0035): a COD order waits `COD_CONFIRM_HOURS` for its shopper to
 * confirm it (the mail's signed link, My Orders) or for the back office (by phone); unconfirmed, the
 * periodic release job lapses it (expire-reservations.ts). Every message goes through the
 * notification channels (ADR 0036). The COD rules (window, ceiling, link, short texts) are the
 * orders module's (`orders/cod.ts`).
 */
import {
  type CodConfirmView,
  codMessages,
  messages,
  type Order,
  orderReference,
  paiseToRupees,
} from '@shahi/contract';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { queueOwnerAlert } from '#server/modules/alerts/public.ts';
import { verifyCodConfirmToken } from '#server/modules/orders/cod-token.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import {
  lockOrder,
  markCodConfirmed,
  selectOrderById,
  selectOrderLines,
} from '#server/modules/orders/repository.ts';
import { isAwaitingCodConfirmation, isLapsedCodOrder, toOrder } from '#server/modules/orders/service.ts';
import { type CodDeps, codCustomerMessage } from './steps/cod-message.ts';

/** Who confirms: the mail's link (no session), the signed-in shopper, or an admin on the phone's say-so. */
export type CodConfirmer =
  | { kind: 'link' }
  | { kind: 'shopper'; userId: string }
  | { kind: 'admin'; userId: string };

/**
 * Confirms the COD order `orderId` under its row lock: `cod_confirmed_at` now, the window ended, an
 * order event `cod_confirmed` (the admin as actor when by phone), the "confirmed" message and the
 * owner alert `cod_confirmed` saying who confirmed (ADR 0062).
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
          ? 'Confirmed by the customer (e-mail link)'
          : 'Confirmed by the customer (My Orders)';
    await insertOrderEvents(tx.db, [
      { orderId: order.id, kind: 'cod_confirmed', note, actorUserId: by.kind === 'admin' ? by.userId : null },
    ]);
    const answer = toOrder(confirmed, lines);
    const message = await codCustomerMessage(deps, tx, confirmed, answer, 'order-cod-confirmed');
    if (message) await deps.notifier.send(tx, message);
    await queueOwnerAlert(tx, deps.alerts, 'cod_confirmed', { order: answer, by: by.kind });
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
