/**
 * Back office: discount codes (docs/product.md#discount-codes, ADR 0039).
 *
 *   GET  /admin/discounts                 ?page&perPage, newest first, with uses and latest redemptions
 *   POST /admin/discounts                 create (code, kind, value, minOrder, dates, limits, firstOrderOnly,
 *                                         footerText: a new advertised code takes the footer from the others)
 *   POST /admin/discounts/:id/deactivate  the code stops working; it stays listed
 */
import {
  adminDiscountCreateSchema,
  adminDiscountListQuerySchema,
  adminIdParamsSchema,
  discountMessages,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDiscountCode,
  deactivateDiscountCode,
  listDiscountCodes,
} from '#server/modules/discounts/admin-service.ts';
import type { AdminDeps } from './index.ts';

/** Registers the discount code routes of the back office. */
export const adminDiscountRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, pool }) => {
  app.get('/discounts', { schema: { querystring: adminDiscountListQuerySchema } }, async (request) => ({
    success: true,
    data: await listDiscountCodes(db, request.query),
  }));

  app.post('/discounts', { schema: { body: adminDiscountCreateSchema } }, async (request, reply) =>
    reply.code(201).send({
      success: true,
      message: discountMessages.created,
      data: await createDiscountCode(pool, request.body),
    }),
  );

  app.post('/discounts/:id/deactivate', { schema: { params: adminIdParamsSchema } }, async (request) => ({
    success: true,
    message: discountMessages.deactivated,
    data: await deactivateDiscountCode(db, request.params.id),
  }));
};
