/**
 * Order HTTP routes (spec §7 "Orders"): checkout (cash on delivery, or online payment — issue 5),
 * payment verification and the shopper's orders.
 */
import { messages } from '@shahi/contract';
import { checkoutSchema, verifyPaymentSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import { type CheckoutDeps, placeOrder } from '#server/flows/checkout.ts';
import { startOnlinePayment } from '#server/flows/online-checkout.ts';
import type { PaymentDeps } from '#server/flows/payment-deps.ts';
import { verifyPayment } from '#server/flows/verify-payment.ts';
import { badRequest } from '#server/http/errors.ts';
import type { AuthService } from '#server/modules/auth/service.ts';
import { listOrdersOfSession } from '#server/modules/orders/service.ts';
import { requireSession, requireSessionToken, sessionExpired, sessionOf, sessionTokenOf } from './session.ts';

export interface OrderRoutesOptions {
  db: Database;
  auth: AuthService;
  checkout: CheckoutDeps;
  /** Online payment (issue 5); without it `paymentMethod: "online"` answers 400 "not available". */
  payments?: PaymentDeps;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { db, auth, checkout, payments },
) => {
  const signedIn = requireSession(auth);

  // Spec §7: "Response: success, order" — the order is a top-level field, not `data`.
  app.post(
    '/order/create',
    { schema: { body: checkoutSchema }, preHandler: signedIn },
    async (request, reply) => {
      if (request.body.paymentMethod === 'online') {
        if (!payments) throw badRequest(messages.onlinePaymentUnavailable);
        // Spec §3 "Online-payment order response": order id, key and the gateway order (paise).
        return reply.code(201).send(await startOnlinePayment(payments, sessionOf(request), request.body));
      }
      const order = await placeOrder(checkout, sessionOf(request), request.body);
      return reply.code(201).send({ success: true, message: messages.orderPlacedCod, order, data: order });
    },
  );

  app.post(
    '/order/verify-payment',
    // onRequest: an anonymous caller gets its 401 before the body is judged.
    { schema: { body: verifyPaymentSchema }, onRequest: signedIn },
    async (request, reply) => {
      if (!payments) throw badRequest(messages.onlinePaymentUnavailable);
      const outcome = await verifyPayment(payments, sessionOf(request), request.body);
      // 202: genuine but not captured yet; the webhook settles it (docs/decisions/0019).
      if (outcome.kind === 'confirming') {
        return reply
          .code(202)
          .send({ success: true, message: messages.paymentConfirming, data: outcome.order });
      }
      return { success: true, message: messages.paymentVerified, data: outcome.order };
    },
  );

  // My Orders checks the session in its own statement (one round trip instead of three; issue 8 §1).
  app.get('/my-orders', { onRequest: requireSessionToken(auth) }, async (request) => {
    const orders = await listOrdersOfSession(db, sessionTokenOf(request));
    if (!orders) throw sessionExpired();
    return { success: true, data: orders };
  });
};
