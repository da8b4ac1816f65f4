/**
 * Accepting a made-to-order quote (ADR 0040), in ONE transaction: the made piece is created in the
 * catalogue directly as sold to the requester (never listed), a normal cash-on-delivery order is
 * placed for it with the checkout's own steps (./steps/) (so its rules — caps, order shape, history,
 * confirmation mail — apply unchanged), the request becomes accepted with the order's id, and the
 * confirmation mail is queued. Online payment of quotes is not offered.
 */
import { messages, type Order } from '@shahi/contract';
import { type AcceptQuoteInput, requestMessages } from '@shahi/contract/schemas';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { queueOwnerAlert } from '#server/modules/alerts/public.ts';
import type { Session } from '#server/modules/auth/public.ts';
import { createMadeToOrderPiece } from '#server/modules/catalog/stock.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { insertOrder } from '#server/modules/orders/repository.ts';
import { toOrder } from '#server/modules/orders/service.ts';
import { lockPieceRequest, setAccepted } from '#server/modules/requests/repository.ts';
import { requestReference } from '#server/modules/requests/service.ts';
import { readSellerMailFooter } from '#server/modules/seller/public.ts';
import { saveCheckoutAddress } from './steps/address.ts';
import type { CheckoutDeps, CheckoutInput } from './steps/checkout-deps.ts';
import { assertHandicraftAcrossStates } from './steps/handicraft-only.ts';
import { confirmationMessage, shopperWords } from './steps/order-mail.ts';
import { newOrder, placedEvent } from './steps/order-row.ts';
import { holdShopperCaps } from './steps/shopper-caps.ts';
import { queueWhatsappUpdate } from './steps/whatsapp-update.ts';

/**
 * Accepts the quote of request `requestId` for `session`'s shopper with the delivery `input`;
 * resolves with the new order (rupees). 404 when the request is unknown or not theirs (sent from
 * another account and to another e-mail address); 409 when not quoted yet, declined, or already
 * accepted; 409 over the shopper's open-order cap; 409 NOT_HANDICRAFT when an unregistered seller
 * would send a piece not declared handmade out of its state.
 */
export async function acceptQuote(
  deps: CheckoutDeps,
  session: Session,
  requestId: string,
  input: AcceptQuoteInput,
): Promise<Order> {
  const order = await withTransaction(deps.pool, async (tx) => {
    const request = await lockPieceRequest(tx.db, requestId);
    const mine =
      request &&
      (request.userId === session.user.userId ||
        request.email.toLowerCase() === session.user.email.toLowerCase());
    if (!request || !mine) throw notFound(requestMessages.requestNotFound);
    if (request.status === 'accepted') throw conflict(requestMessages.alreadyAccepted);
    if (request.status === 'declined') throw conflict(requestMessages.requestDeclined);
    if (request.status !== 'quoted' || request.quotePaise === null || !request.productId) {
      throw conflict(requestMessages.notQuotedYet);
    }
    // The open-orders cap only: a piece made for this shopper alone takes nothing others could buy,
    // so the held pieces and value caps do not refuse it (it counts in them for later checkouts; ADR 0021).
    await holdShopperCaps(tx.db, session.user.userId, deps.caps, 0);
    const piece = await createMadeToOrderPiece(tx.db, {
      likeId: request.productId,
      pricePaise: request.quotePaise,
    });
    if (!piece) throw notFound(messages.productNotFound);
    // The acceptance is the shopper's confirmation, and the piece is made for them alone: no
    // confirmation window, no COD ceiling, no discount code (ADR 0040).
    const checkout: CheckoutInput = {
      ...input,
      paymentMethod: 'cod',
      products: [piece.id],
      discountCode: undefined,
    };
    // An unregistered seller sends out of its state only handmade pieces (ADR 0058).
    await assertHandicraftAcrossStates(tx.db, checkout, [piece]);
    const draft = newOrder(session, checkout, [piece], { paymentMethod: 'cod' });
    const stored = await insertOrder(tx.db, draft.order, draft.lines);
    await insertOrderEvents(tx.db, [
      placedEvent(stored.order.id, `Made-to-order quote ${requestReference(request.id)}, cash on delivery`),
    ]);
    await saveCheckoutAddress(tx.db, session, checkout);
    await setAccepted(tx.db, request.id, stored.order.id);
    const placed = toOrder(stored.order, stored.lines);
    const words = await shopperWords(tx.db, session.user.userId);
    const seller = await readSellerMailFooter(tx.db, deps.publicUrl, words.locale);
    await deps.mail.enqueue(tx, confirmationMessage(deps, session.user, placed, seller, undefined, words));
    // On WhatsApp too for an opted-in shopper (ADR 0067); no confirmation is asked of a quote.
    await queueWhatsappUpdate(tx, deps.whatsapp, session.user.userId, placed.phoneNumber, {
      kind: 'order_placed',
      order: placed,
    });
    // An accepted quote is a new order to pack: the owner alert, as at checkout (ADR 0062).
    await queueOwnerAlert(tx, deps.cod.alerts, 'new_order', { order: placed });
    return placed;
  });
  deps.mail.wake();
  deps.whatsapp?.wake();
  return order;
}
