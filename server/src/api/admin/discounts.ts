/**
 * Back office: discount codes (docs/product.md#discount-codes, ADR 0039).
 *
 *   GET  /admin/discounts                 ?page&perPage, newest first, with uses and latest redemptions
 *   POST /admin/discounts                 create (code, kind, value, minOrder, dates, limits, firstOrderOnly,
 *                                         footerText: a new advertised code takes the footer from the others)
 *   PUT  /admin/discounts/:id             correct a code: its whole terms again (the name only while no
 *                                         order used it; total uses not below the uses made)
 *   POST /admin/discounts/:id/deactivate  the code stops working; it stays listed
 */
import { discountEditMessages } from '@shahi/contract';
import {
  adminDiscountCreateSchema,
  adminDiscountListQuerySchema,
  adminDiscountUpdateSchema,
  adminIdParamsSchema,
  discountMessages,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDiscountCode,
  deactivateDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
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

  app.put(
    '/discounts/:id',
    { schema: { params: adminIdParamsSchema, body: adminDiscountUpdateSchema } },
    async (request) => ({
      success: true,
      message: discountEditMessages.saved,
      data: await updateDiscountCode(pool, request.params.id, request.body),
    }),
  );

  app.post('/discounts/:id/deactivate', { schema: { params: adminIdParamsSchema } }, async (request) => ({
    success: true,
    message: discountMessages.deactivated,
    data: await deactivateDiscountCode(db, request.params.id),
  }));
};
