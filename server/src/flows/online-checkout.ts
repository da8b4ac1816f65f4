/**
 * Online checkout, first half (ADR 0008): reserve the pieces and record the order in one
 * transaction, then create the gateway order for the amount the database computed. The payment is
 * settled later by verify-payment.ts or the webhook.
 */
import { messages, type OnlineOrderResponse, RESERVATION_MINUTES } from '@shahi/contract';
import { withTransaction } from '#server/db/transaction.ts';
import type { Session } from '#server/modules/auth/service.ts';
import { releaseReservedProducts, reserveAvailableProducts } from '#server/modules/catalog/stock.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import {
  insertOrder,
  lockOrder,
  markOrderPaymentFailed,
  setGatewayOrderId,
} from '#server/modules/orders/repository.ts';
import { saveCheckoutAddress } from './steps/address.ts';
import type { CheckoutInput } from './steps/checkout-deps.ts';
import { assertDeliverable } from './steps/delivery-check.ts';
import { holdCheckoutDiscount, redeemCheckoutDiscount } from './steps/discount-hold.ts';
import { assertHandicraftAcrossStates } from './steps/handicraft-only.ts';
import { newOrder, placedEvent } from './steps/order-row.ts';
import { gatewayUnavailable, type PaymentDeps } from './steps/payment-deps.ts';
import { pieceGone } from './steps/piece-gone.ts';
import { assertHeldWithinCaps, holdShopperCaps } from './steps/shopper-caps.ts';
import { recordWhatsappChoice } from './steps/whatsapp-update.ts';

/**
 * Undoes an order whose gateway order could not be created: pieces back on sale, order cancelled.
 * Never rejects: if the database is down too, the expiry job releases the pieces later.
 */
async function abandonOrder(deps: PaymentDeps, orderId: string): Promise<void> {
  try {
    await withTransaction(deps.pool, async (tx) => {
      const held = await lockOrder(tx.db, orderId);
      if (held?.order.paymentStatus !== 'pending') return;
      await releaseReservedProducts(
        tx.db,
        held.lines.map((line) => line.productId),
      );
      if (await markOrderPaymentFailed(tx.db, orderId)) {
        await insertOrderEvents(tx.db, [
          {
            orderId,
            kind: 'payment_failed',
            fromStatus: held.order.orderStatus,
            toStatus: 'cancelled',
            fromPaymentStatus: 'pending',
            toPaymentStatus: 'failed',
            note: 'The payment gateway could not create the payment; pieces back on sale',
          },
        ]);
      }
    });
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'could not release the reservation of an abandoned order');
  }
}

/**
 * Starts an online payment for `session`'s shopper: reserves the pieces for RESERVATION_MINUTES and
 * records the order (payment pending), then creates the gateway order for its total in PAISE.
 * Resolves `{order: {_id}, key, payment: {id, amount (paise), currency}, sandbox}`. Errors: 409 for
 * a piece already sold or reserved or over the shopper's caps (ADR 0021), 404 for an unknown piece,
 * 409 `NOT_HANDICRAFT` for a piece not declared handmade that a seller not registered under GST
 * would send out of its state (ADR 0058), 409 `PIN_NOT_SERVED` for a PIN no courier serves (ADR 0061), 400 for a discount code that may not be used (nothing changes); the code's use is given back
 * if the payment lapses (ADR 0039); 502 when the gateway fails (the reservation is released, the order cancelled).
 * Reserved pieces stay in bags: the sale is not done yet.
 */
export async function startOnlinePayment(
  deps: PaymentDeps,
  session: Session,
  input: CheckoutInput,
): Promise<OnlineOrderResponse> {
  const { gateway } = deps;
  // Before any lock: a PIN no courier serves (ADR 0061).
  await assertDeliverable(deps.delivery, session.user.userId, input);
  const stored = await withTransaction(deps.pool, async (tx) => {
    await holdShopperCaps(tx.db, session.user.userId, deps.caps, input.products.length);
    const reserved = await reserveAvailableProducts(tx.db, input.products, RESERVATION_MINUTES);
    if (reserved.length !== input.products.length) {
      throw await pieceGone(tx.db, input.products, new Set(reserved.map((row) => row.id)));
    }
    await assertHeldWithinCaps(tx.db, session.user.userId, deps.caps, reserved);
    await assertHandicraftAcrossStates(tx.db, input, reserved);
    const discount = await holdCheckoutDiscount(tx.db, session, input);
    const draft = newOrder(
      session,
      input,
      reserved,
      { paymentMethod: 'online', reservedUntil: reserved[0]?.reservedUntil ?? null },
      discount,
    );
    const order = { ...draft.order, testPayment: gateway.mode === 'sandbox' };
    const result = await insertOrder(tx.db, order, draft.lines);
    await redeemCheckoutDiscount(tx.db, discount, result.order);
    await insertOrderEvents(tx.db, [
      placedEvent(result.order.id, `Online payment; pieces reserved for ${RESERVATION_MINUTES} minutes`),
    ]);
    await saveCheckoutAddress(tx.db, session, input);
    // The WhatsApp choice now; the "placed" update waits for the payment (settle-payment.ts).
    await recordWhatsappChoice(tx, session.user.userId, input.whatsappOptIn);
    return result.order;
  });

  // The gateway is called after COMMIT: a slow or failing gateway never holds a transaction open.
  let gatewayOrderId: string;
  try {
    const gatewayOrder = await gateway.createOrder({
      amountPaise: stored.amountPaise,
      receipt: stored.id,
      notes: { orderId: stored.id },
    });
    if (gatewayOrder.amount !== stored.amountPaise) {
      throw new Error(
        `gateway order ${gatewayOrder.id} has amount ${gatewayOrder.amount}, not ${stored.amountPaise}`,
      );
    }
    if (!(await setGatewayOrderId(deps.db, stored.id, gatewayOrder.id))) {
      throw new Error('the order stopped waiting for payment before its gateway order was recorded');
    }
    gatewayOrderId = gatewayOrder.id;
  } catch (error) {
    deps.log.error({ err: error, orderId: stored.id }, 'gateway order could not be created');
    await abandonOrder(deps, stored.id);
    throw gatewayUnavailable();
  }
  return {
    success: true,
    message: messages.onlineOrderCreated,
    order: { _id: stored.id },
    key: gateway.keyId,
    payment: { id: gatewayOrderId, amount: stored.amountPaise, currency: 'INR' },
    sandbox: gateway.mode === 'sandbox',
  };
}
