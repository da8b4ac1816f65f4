/**
 * Discount code HTTP route (docs/product.md#discount-codes, ADR 0039):
 *
 *   POST /discount/check  { code, products } → { code, subtotal, discount, total } (rupees), signed in
 *
 * Limited to 30 checks per client a minute (ADR 0022), so codes cannot be guessed in bulk.
 */
import { discountCheckSchema, discountMessages } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';
import { checkDiscount } from '#server/flows/check-discount.ts';
import { limitRequests } from '#server/http/request-limits.ts';
import { requireSession, sessionOf } from './session.ts';

const MINUTE = 60_000;

/** Registers `POST /discount/check`: 200 `{ success, message, data }`, or the refusal's 400/409. */
export const discountRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db' | 'auth'>> = async (
  app,
  { db, auth },
) => {
  app.post(
    '/discount/check',
    {
      schema: { body: discountCheckSchema },
      onRequest: requireSession(auth),
      preValidation: limitRequests(app, 'discount-check', { client: { max: 30, timeWindow: MINUTE } }),
    },
    async (request) => ({
      success: true,
      message: discountMessages.applied,
      data: await checkDiscount(db, sessionOf(request), request.body),
    }),
  );
};
