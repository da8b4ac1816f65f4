/**
 * Settling an online payment (ADR 0008), the one path for the browser's verification and the webhook,
 * whichever comes first.
 */
import type { Order } from '@shahi/contract';
import { type Transaction, withTransaction } from '#server/db/transaction.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import { queueOwnerAlert } from '#server/modules/alerts/public.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { deleteCartLinesForProducts } from '#server/modules/cart/repository.ts';
import { lockProductStatuses, releaseReservedProducts, sellProducts } from '#server/modules/catalog/stock.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { lockOrder, markOrderPaid, markOrderRefunded } from '#server/modules/orders/repository.ts';
import { toOrder } from '#server/modules/orders/service.ts';
import { refundInFull } from '#server/modules/payments/refund.ts';
import { readSellerMailFooter } from '#server/modules/seller/public.ts';
import { confirmationMessage } from './order-mail.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { queueWhatsappUpdate } from './whatsapp-update.ts';

/** What settling did; `changed` is false when an earlier call had done it. */
export type SettleOutcome =
  | { kind: 'paid'; order: Order; changed: boolean }
  /** `goneTitle`: the first piece sold elsewhere (null when an earlier call refunded). */
  | { kind: 'refunded'; order: Order; changed: boolean; goneTitle: string | null }
  /** The payment's amount is not the order's: nothing settled, a history row says so. */
  | { kind: 'amount-mismatch'; order: Order }
  | { kind: 'unknown-order' }
  | { kind: 'duplicate' };

/** The payment to settle and the order it pays. */
export interface SettleTarget {
  orderId: string;
  /** Razorpay `pay_…`, already proven genuine by the caller. */
  paymentId: string;
  /** PAISE as the gateway reported it (null: none); when given it must be the order's (ADR 0025). */
  amountPaise?: number | null;
}

/**
 * Settles payment `target.paymentId` of order `target.orderId` in one transaction under the order's
 * row lock, so verification, webhooks and the expiry job take turns per order:
 * - pending order (even past its reservation's end): pieces sold, order paid, pieces out of every
 *   bag, confirmation and the owner alert `new_order` queued;
 * - failed order (reservation released, paid late): the same if every piece is still available,
 *   else refunded in full and cancelled; always refunded if the shop cancelled it (`cancelled_at`);
 * - paid or refunded order: nothing changes (idempotent);
 * - `target.amountPaise` not the order's: nothing settled, a `payment_mismatch` history row.
 * `record(tx)`, when given, runs first (the webhook's dedup insert); false stops there. Rejects with
 * GatewayError when a needed refund fails; the transaction rolls back, so a redelivery starts over.
 */
export async function settlePayment(
  deps: PaymentDeps,
  target: SettleTarget,
  record?: (tx: Transaction) => Promise<boolean>,
): Promise<SettleOutcome> {
  const outcome = await withTransaction(deps.pool, async (tx): Promise<SettleOutcome> => {
    if (record && !(await record(tx))) return { kind: 'duplicate' };
    const held = await lockOrder(tx.db, target.orderId);
    if (held?.order.paymentMethod !== 'online') return { kind: 'unknown-order' };
    const { order, lines } = held;
    if (order.paymentStatus === 'paid') {
      if (order.gatewayPaymentId !== target.paymentId) {
        deps.log.warn({ orderId: order.id, paymentId: target.paymentId }, 'second payment for a paid order');
      }
      return { kind: 'paid', order: toOrder(order, lines), changed: false };
    }
    if (order.paymentStatus === 'refunded') {
      return { kind: 'refunded', order: toOrder(order, lines), changed: false, goneTitle: null };
    }
    if (target.amountPaise !== undefined && target.amountPaise !== order.amountPaise) {
      const paid = target.amountPaise === null ? 'no amount' : `${target.amountPaise} paise`;
      await insertOrderEvents(tx.db, [
        {
          orderId: order.id,
          kind: 'payment_mismatch',
          note: `Payment ${target.paymentId} of ${paid} does not match the order's ${order.amountPaise} paise: not settled, pieces not sold`,
        },
      ]);
      return { kind: 'amount-mismatch', order: toOrder(order, lines) };
    }

    const ids = lines.map((line) => line.productId);
    // Pending: still reserved for it (only its own release frees them). Failed: released, so available.
    const expected = order.paymentStatus === 'pending' ? 'reserved' : 'available';
    const pieces = await lockProductStatuses(tx.db, ids);
    const cancelledByShop = order.cancelledAt !== null;
    const gone = lines.find(
      (line) => pieces.find((piece) => piece.id === line.productId)?.status !== expected,
    );
    if (!gone && !cancelledByShop) {
      await sellProducts(tx.db, ids, expected);
      const paid = toOrder(await markOrderPaid(tx.db, order.id, target.paymentId), lines);
      await insertOrderEvents(tx.db, [
        {
          orderId: order.id,
          kind: 'payment_paid',
          fromStatus: order.orderStatus,
          toStatus: 'pending',
          fromPaymentStatus: order.paymentStatus,
          toPaymentStatus: 'paid',
          note: `${order.testPayment ? 'Paid in the test sandbox, no money moved' : 'Paid online'} (${target.paymentId})${order.paymentStatus === 'failed' ? ' after the reservation had lapsed' : ''}`,
        },
      ]);
      await deleteCartLinesForProducts(tx.db, ids);
      const shopper = await findUserById(tx.db, order.userId);
      if (shopper) {
        const words = await mailWordsFor(shopper.locale);
        const seller = await readSellerMailFooter(tx.db, deps.publicUrl, words.locale);
        await deps.mail.enqueue(tx, confirmationMessage(deps, shopper, paid, seller, undefined, words));
      }
      // On WhatsApp too for an opted-in shopper (ADR 0067).
      await queueWhatsappUpdate(tx, deps.whatsapp, order.userId, order.contactPhone, {
        kind: 'order_placed',
        order: paid,
      });
      // Once per order: only the call that marks it paid gets here (ADR 0062).
      await queueOwnerAlert(tx, deps.cod.alerts, 'new_order', { order: paid });
      return { kind: 'paid', order: paid, changed: true };
    }

    if (expected === 'reserved') await releaseReservedProducts(tx.db, ids);
    // Under the order's lock on purpose: a concurrent call waits, then finds the order refunded.
    const refundId = await refundInFull(deps.gateway, target.paymentId, order.amountPaise);
    const refunded = await markOrderRefunded(tx.db, order.id, target.paymentId, refundId);
    const why =
      gone && !cancelledByShop ? `"${gone.title}" had been sold elsewhere` : 'the order had been cancelled';
    await insertOrderEvents(tx.db, [
      {
        orderId: order.id,
        kind: 'refunded',
        fromStatus: order.orderStatus,
        toStatus: 'cancelled',
        fromPaymentStatus: order.paymentStatus,
        toPaymentStatus: 'refunded',
        note: `Payment ${target.paymentId} arrived after ${why}: refunded in full${refundId ? ` (${refundId})` : ''}`,
      },
    ]);
    deps.log.warn(
      { orderId: order.id, paymentId: target.paymentId, refundId, amountPaise: order.amountPaise },
      `payment arrived after ${cancelledByShop ? 'the order was cancelled' : 'a piece was sold elsewhere'}: refunded in full`,
    );
    return {
      kind: 'refunded',
      order: toOrder(refunded, lines),
      changed: true,
      goneTitle: cancelledByShop ? null : (gone?.title ?? null),
    };
  });
  if (outcome.kind === 'paid' && outcome.changed) {
    deps.mail.wake();
    deps.whatsapp?.wake();
  }
  return outcome;
}
