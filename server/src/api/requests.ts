/**
 * Made-to-order request routes (ADR 0040):
 *
 *   POST /requests             open to guests and shoppers, rate-limited per client and per address
 *                              before validation → 201 { data: { reference } }
 *   GET  /requests/:id         signed in: the request and its quote, when it is the caller's
 *   POST /requests/:id/accept  signed in, rate-limited per account and per client: the delivery
 *                              address → 201 the new cash-on-delivery order
 */
import {
  acceptQuoteSchema,
  adminIdParamsSchema,
  pieceRequestSchema,
  requestMessages,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalSession, requireSession, sessionOf } from '#server/api/session.ts';
import type { AppContext } from '#server/config/context.ts';
import { acceptQuote } from '#server/flows/accept-quote.ts';
import { sendPieceRequest } from '#server/flows/send-piece-request.ts';
import { limitPerAccount, limitRequests } from '#server/http/request-limits.ts';
import { checkoutAccountLimit, checkoutRateLimits } from '#server/modules/orders/rate-limits.ts';
import { pieceRequestRateLimits } from '#server/modules/requests/rate-limits.ts';
import { getRequesterRequest } from '#server/modules/requests/service.ts';

type RequestRouteDeps = Pick<AppContext, 'pool' | 'db' | 'mail' | 'env' | 'auth' | 'checkout'>;

/** Registers the made-to-order request routes. */
export const requestRoutes: FastifyPluginAsyncZod<RequestRouteDeps> = async (
  app,
  { pool, db, mail, env, auth, checkout },
) => {
  const signedIn = requireSession(auth);

  app.post(
    '/requests',
    {
      schema: { body: pieceRequestSchema },
      preValidation: limitRequests(app, 'piece-request', pieceRequestRateLimits),
      preHandler: optionalSession(auth),
    },
    async (request, reply) => {
      const receipt = await sendPieceRequest({ pool, mail, env }, request.session ?? undefined, request.body);
      return reply.code(201).send({ success: true, message: requestMessages.sent, data: receipt });
    },
  );

  app.get(
    '/requests/:id',
    { schema: { params: adminIdParamsSchema }, onRequest: signedIn },
    async (request) => {
      const { user } = sessionOf(request);
      return { success: true, data: await getRequesterRequest(db, request.params.id, user) };
    },
  );

  app.post(
    '/requests/:id/accept',
    {
      schema: { params: adminIdParamsSchema, body: acceptQuoteSchema },
      onRequest: signedIn,
      // An order like a checkout's, so the checkout's allowance (ADR 0039), counted under its own name.
      preValidation: limitRequests(app, 'quote-accept', checkoutRateLimits),
      preHandler: limitPerAccount(app, 'quote-accept', checkoutAccountLimit, (r) => sessionOf(r).user.userId),
    },
    async (request, reply) => {
      const order = await acceptQuote(checkout, sessionOf(request), request.params.id, request.body);
      return reply.code(201).send({ success: true, message: requestMessages.accepted, order, data: order });
    },
  );
};
