/**
 * Cash-on-delivery checkout (ADR 0007): sells the pieces, records the order, clears them from every
 * bag, optionally saves the address and queues the confirmation mail, in one transaction. Prices
 * come from the database, never the request. The steps it shares with the online checkout and an
 * accepted quote are in ./steps/.
 */
import { messages, type Order } from '@shahi/contract';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest } from '#server/http/errors.ts';
import { indianTime } from '#server/mail/layout.ts';
import { queueOwnerAlert } from '#server/modules/alerts/public.ts';
import type { Session } from '#server/modules/auth/service.ts';
import { deleteCartLinesForProducts } from '#server/modules/cart/repository.ts';
import { sellAvailableProducts } from '#server/modules/catalog/stock.ts';
import { assertCodCeiling, codConfirmBy, codConfirmUrl, codShortText } from '#server/modules/orders/cod.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { insertOrder } from '#server/modules/orders/repository.ts';
import { toOrder } from '#server/modules/orders/service.ts';
import { readSellerMailFooter } from '#server/modules/seller/public.ts';
import { saveCheckoutAddress } from './steps/address.ts';
import type { CheckoutDeps, CheckoutInput } from './steps/checkout-deps.ts';
import { assertDeliverable } from './steps/delivery-check.ts';
import { holdCheckoutDiscount, redeemCheckoutDiscount } from './steps/discount-hold.ts';
import { assertHandicraftAcrossStates } from './steps/handicraft-only.ts';
import { confirmationMessage, shopperWords } from './steps/order-mail.ts';
import { newOrder, placedEvent } from './steps/order-row.ts';
import { pieceGone } from './steps/piece-gone.ts';
import { assertHeldWithinCaps, holdShopperCaps } from './steps/shopper-caps.ts';
import { queueWhatsappUpdate, recordWhatsappChoice } from './steps/whatsapp-update.ts';

/**
 * Places a cash-on-delivery order for `session`'s shopper; resolves with the order (rupees). The
 * order awaits the shopper's confirmation for COD_CONFIRM_HOURS (ADR 0035): its mail (and, when
 * enabled, a text) carries the signed confirm link. If any piece is no longer available nothing
 * changes: 409 naming it (404 for an unknown piece); 409 too over the shopper's caps (ADR 0021); 400
 * over the COD ceiling (checked on the final amount `newOrder` computes, after any discount);
 * 400 for a discount code that may not be used (ADR 0039); 409 `NOT_HANDICRAFT` when a seller not
 * registered under GST would send a piece not declared handmade out of its state (ADR 0058); 409
 * `PIN_NOT_SERVED`, `COD_BLOCKED` or `COD_NOT_AVAILABLE` (steps/delivery-check.ts, ADR 0061). Online orders go to
 * `startOnlinePayment` instead: 400 here.
 */
export async function placeOrder(deps: CheckoutDeps, session: Session, input: CheckoutInput): Promise<Order> {
  if (input.paymentMethod !== 'cod') throw badRequest(messages.onlinePaymentUnavailable);
  // Before any lock: an unserved PIN, or cash on delivery turned off there or for the shopper (ADR 0061).
  await assertDeliverable(deps.delivery, session.user.userId, input);
  const order = await withTransaction(deps.pool, async (tx) => {
    await holdShopperCaps(tx.db, session.user.userId, deps.caps, 0);
    const sold = await sellAvailableProducts(tx.db, input.products);
    if (sold.length !== input.products.length) {
      throw await pieceGone(tx.db, input.products, new Set(sold.map((row) => row.id)));
    }
    await assertHeldWithinCaps(tx.db, session.user.userId, deps.caps, sold);
    await assertHandicraftAcrossStates(tx.db, input, sold);
    const discount = await holdCheckoutDiscount(tx.db, session, input);
    const confirmBy = codConfirmBy(deps.cod);
    const draft = newOrder(
      session,
      input,
      sold,
      { paymentMethod: 'cod', reservedUntil: confirmBy },
      discount,
    );
    assertCodCeiling(deps.cod, draft.order.amountPaise);
    const stored = await insertOrder(tx.db, draft.order, draft.lines);
    await redeemCheckoutDiscount(tx.db, discount, stored.order);
    await insertOrderEvents(tx.db, [placedEvent(stored.order.id, 'Cash on delivery')]);
    await deleteCartLinesForProducts(tx.db, input.products);
    await saveCheckoutAddress(tx.db, session, input);
    await recordWhatsappChoice(tx, session.user.userId, input.whatsappOptIn);
    const placed = toOrder(stored.order, stored.lines);
    const words = await shopperWords(tx.db, session.user.userId);
    const seller = await readSellerMailFooter(tx.db, deps.publicUrl, words.locale);
    const url = await codConfirmUrl(deps.cod, placed._id, confirmBy);
    const confirm = { url, by: indianTime(confirmBy, words) };
    await deps.cod.notifier.send(tx, {
      kind: 'order-cod-awaiting',
      mail: confirmationMessage(deps, session.user, placed, seller, confirm, words),
      phone: placed.phoneNumber,
      short: codShortText(deps.cod.shopName, placed, { kind: 'awaiting', confirmUrl: url }),
    });
    // On WhatsApp too for an opted-in shopper: the confirm link (ADR 0067).
    await queueWhatsappUpdate(tx, deps.whatsapp, session.user.userId, placed.phoneNumber, {
      kind: 'cod_confirm',
      order: placed,
      confirmUrl: url,
      confirmBy,
    });
    // The shop hears of the order at once (ADR 0062); the notifier's wake below sends it too.
    await queueOwnerAlert(tx, deps.cod.alerts, 'new_order', { order: placed });
    return placed;
  });
  deps.cod.notifier.wake();
  deps.whatsapp?.wake();
  return order;
}
