/** Order HTTP routes: checkout, online payment's verification and My Orders (docs/product.md#checkout). */
import { type CheckoutOptions, codMessages, isUuid, messages } from '@shahi/contract';
import {
  checkoutSchema,
  codConfirmQuerySchema,
  codConfirmSchema,
  codOrderParamsSchema,
  verifyPaymentSchema,
} from '@shahi/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import { placeOrder } from '#server/flows/checkout.ts';
import { checkCodLink, confirmCodOrder, viewCodOrder } from '#server/flows/cod-confirmation.ts';
import { startOnlinePayment } from '#server/flows/online-checkout.ts';
import type { CheckoutDeps } from '#server/flows/steps/checkout-deps.ts';
import type { CodDeps } from '#server/flows/steps/cod-message.ts';
import type { PaymentDeps } from '#server/flows/steps/payment-deps.ts';
import { verifyPayment } from '#server/flows/verify-payment.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { limitPerAccount, limitRequests } from '#server/http/request-limits.ts';
import type { AuthService } from '#server/modules/auth/service.ts';
import { checkoutAccountLimit, checkoutRateLimits } from '#server/modules/orders/rate-limits.ts';
import { selectOrderOfUser } from '#server/modules/orders/repository.ts';
import { listOrdersOfSession } from '#server/modules/orders/service.ts';
import {
  type DocumentRole,
  documentOfOrder,
  documentsOfOrders,
  pdfOf,
  toOrderDocuments,
} from '#server/modules/tax/public.ts';
import { discountGuessHooks } from './discounts.ts';
import { requireSession, requireSessionToken, sessionExpired, sessionOf, sessionTokenOf } from './session.ts';

/** True when a checkout body names a discount code (any value but blank; its shape is judged later). */
function triesDiscountCode(body: unknown): boolean {
  const code = (body as { discountCode?: unknown } | null | undefined)?.discountCode;
  return typeof code === 'string' ? code.trim() !== '' : code != null;
}

export interface OrderRoutesOptions {
  db: Database;
  auth: AuthService;
  checkout: CheckoutDeps;
  /** Cash-on-delivery confirmation (ADR 0035). */
  cod: CodDeps;
  /** Online payment; without it (mode `off`, ADR 0019) `paymentMethod: "online"` answers 400. */
  payments?: PaymentDeps;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (
  app,
  { db, auth, checkout, cod, payments },
) => {
  const signedIn = requireSession(auth);

  // What checkout must know before an order: the COD ceiling (rupees) and window (ADR 0035).
  app.get('/checkout/options', async () => {
    const data: CheckoutOptions = { codMaxAmount: cod.maxOrderRupees, codConfirmHours: cod.confirmHours };
    return { success: true, data };
  });

  /** 404 before anything else for an id that cannot be an order. */
  const orderIdOf = (id: string) => {
    if (!isUuid(id)) throw notFound(messages.orderNotFound);
    return id;
  };

  // The confirm page's read, by the mail's signed link without a session: only a GET, so it never confirms.
  app.get(
    '/order/:id/confirm-cod',
    { schema: { params: codOrderParamsSchema, querystring: codConfirmQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true,
        data: await viewCodOrder(cod, orderIdOf(request.params.id), request.query.token),
      };
    },
  );

  // Confirming by the mail's link: the token in the body (a POST, so mail scanners' GETs never confirm).
  app.post(
    '/order/:id/confirm-cod',
    { schema: { params: codOrderParamsSchema, body: codConfirmSchema } },
    async (request) => {
      const orderId = await checkCodLink(cod, orderIdOf(request.params.id), request.body.token);
      const { order, already } = await confirmCodOrder(cod, orderId, { kind: 'link' });
      return {
        success: true,
        message: already ? codMessages.alreadyConfirmed : codMessages.confirmed,
        data: order,
      };
    },
  );

  // Confirming from My Orders: the signed-in owner only (anyone else's order is 404).
  app.post(
    '/order/:id/confirm',
    { schema: { params: codOrderParamsSchema }, onRequest: signedIn },
    async (request) => {
      const orderId = orderIdOf(request.params.id);
      const { order, already } = await confirmCodOrder(cod, orderId, {
        kind: 'shopper',
        userId: sessionOf(request).user.userId,
      });
      return {
        success: true,
        message: already ? codMessages.alreadyConfirmed : codMessages.confirmed,
        data: order,
      };
    },
  );

  // Limited per client and per account (modules/orders/rate-limits.ts); a discount code tried with
  // the order also counts against the Apply button's allowance (ADR 0039).
  const guesses = discountGuessHooks(app);
  const perAccount = (request: FastifyRequest) => sessionOf(request).user.userId;

  // The order goes out as `order` (and as `data` for cash on delivery): docs/product.md#envelope-and-errors.
  app.post(
    '/order/create',
    {
      schema: { body: checkoutSchema },
      // onRequest: an anonymous caller gets its 401 before anything is counted or judged.
      onRequest: signedIn,
      preValidation: [
        limitRequests(app, 'checkout', checkoutRateLimits),
        async function countCodeTried(request, reply) {
          if (triesDiscountCode(request.body)) await guesses.perClient.call(this, request, reply);
        },
      ],
      preHandler: [
        limitPerAccount(app, 'checkout', checkoutAccountLimit, perAccount),
        async function countCodeTriedByAccount(request, reply) {
          if (request.body.discountCode) await guesses.perAccount.call(this, request, reply);
        },
      ],
    },
    async (request, reply) => {
      if (request.body.paymentMethod === 'online') {
        if (!payments) throw badRequest(messages.onlinePaymentUnavailable);
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
      // 202: genuine but not captured yet; the webhook settles it (ADR 0025).
      if (outcome.kind === 'confirming') {
        return reply
          .code(202)
          .send({ success: true, message: messages.paymentConfirming, data: outcome.order });
      }
      return { success: true, message: messages.paymentVerified, data: outcome.order };
    },
  );

  // My Orders checks the session in its own statement (ADR 0023); the tax documents of all the
  // orders come in one more (ADR 0031).
  app.get('/my-orders', { onRequest: requireSessionToken(auth) }, async (request) => {
    const orders = await listOrdersOfSession(db, sessionTokenOf(request));
    if (!orders) throw sessionExpired();
    const documents = await documentsOfOrders(
      db,
      orders.map((order) => order._id),
    );
    const data = orders.map((order) => ({ ...order, documents: toOrderDocuments(documents.get(order._id)) }));
    return { success: true, data };
  });

  // The order's tax documents as PDF, to its owner only (ADR 0031): 404 for anyone else's order.
  async function documentPdf(orderId: string, userId: string, role: DocumentRole) {
    const missing = role === 'sale' ? messages.invoiceNotFound : messages.creditNoteNotFound;
    if (!isUuid(orderId) || !(await selectOrderOfUser(db, orderId, userId))) throw notFound(missing);
    const document = await documentOfOrder(db, orderId, role);
    const pdf = document && (await pdfOf(db, document.id));
    if (!pdf) throw notFound(missing);
    return pdf;
  }

  for (const [path, role] of [
    ['/order/:id/invoice', 'sale'],
    ['/order/:id/credit-note', 'credit_note'],
  ] as const) {
    app.get<{ Params: { id: string } }>(path, { onRequest: signedIn }, async (request, reply) => {
      const pdf = await documentPdf(request.params.id, sessionOf(request).user.userId, role);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.content);
    });
  }
};
