/**
 * Back office: made-to-order requests (ADR 0040).
 *
 *   GET  /admin/requests              ?status=new|quoted|accepted|declined&page&perPage, newest first
 *   POST /admin/requests/:id/quote    { price (rupees), message, days, productId? } → quoted, mailed
 *   POST /admin/requests/:id/decline  { note? } → declined, mailed
 */
import {
  adminDeclineSchema,
  adminIdParamsSchema,
  adminQuoteSchema,
  adminRequestListQuerySchema,
  requestMessages,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '#server/api/session.ts';
import {
  declinePieceRequest,
  listPieceRequests,
  quotePieceRequest,
} from '#server/modules/requests/admin-service.ts';
import type { AdminDeps } from './index.ts';

/** Registers the request routes of the back office. */
export const adminRequestRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, pool, mail, env }) => {
  app.get('/requests', { schema: { querystring: adminRequestListQuerySchema } }, async (request) => ({
    success: true,
    data: await listPieceRequests(db, request.query),
  }));

  app.post(
    '/requests/:id/quote',
    { schema: { params: adminIdParamsSchema, body: adminQuoteSchema } },
    async (request) => ({
      success: true,
      message: requestMessages.quoted,
      data: await quotePieceRequest(
        pool,
        { mail, env },
        request.params.id,
        sessionOf(request).user.userId,
        request.body,
      ),
    }),
  );

  app.post(
    '/requests/:id/decline',
    { schema: { params: adminIdParamsSchema, body: adminDeclineSchema } },
    async (request) => ({
      success: true,
      message: requestMessages.declined,
      data: await declinePieceRequest(pool, { mail, env }, request.params.id, request.body.note),
    }),
  );
};
