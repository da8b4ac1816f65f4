/**
 * Discount code HTTP route (docs/product.md#discount-codes, ADR 0039):
 *
 *   POST /discount/check  { code, products } → { code, subtotal, discount, total } (rupees), signed in
 *
 * Every code tried here or with an order counts in one allowance per client and per account
 * (modules/discounts/rate-limits.ts), so codes cannot be guessed in bulk through either route.
 */
import { discountCheckSchema, discountMessages } from '@shahi/contract/schemas';
import type { FastifyInstance, preHandlerAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';
import { checkDiscount } from '#server/flows/check-discount.ts';
import { limitPerAccount, limitRequests } from '#server/http/request-limits.ts';
import {
  DISCOUNT_GUESS_LIMIT_NAME,
  discountGuessAccountLimit,
  discountGuessRateLimits,
} from '#server/modules/discounts/rate-limits.ts';
import { requireSession, sessionOf } from './session.ts';

/** The hooks that count one code tried: per client before validation, per account after the session. */
export interface DiscountGuessHooks {
  perClient: preValidationAsyncHookHandler;
  perAccount: preHandlerAsyncHookHandler;
}

/**
 * The discount-guess hooks used by `POST /discount/check` and `POST /order/create`: both count under
 * DISCOUNT_GUESS_LIMIT_NAME in the shared store (ADR 0048), so they spend one allowance; 429 with
 * `Retry-After` once it is spent.
 */
export function discountGuessHooks(app: FastifyInstance): DiscountGuessHooks {
  return {
    perClient: limitRequests(app, DISCOUNT_GUESS_LIMIT_NAME, discountGuessRateLimits),
    perAccount: limitPerAccount(
      app,
      DISCOUNT_GUESS_LIMIT_NAME,
      discountGuessAccountLimit,
      (request) => sessionOf(request).user.userId,
    ),
  };
}

/** Registers `POST /discount/check`: 200 `{ success, message, data }`, or the refusal's 400/404/409. */
export const discountRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db' | 'auth'>> = async (
  app,
  { db, auth },
) => {
  const guesses = discountGuessHooks(app);
  app.post(
    '/discount/check',
    {
      schema: { body: discountCheckSchema },
      onRequest: requireSession(auth),
      preValidation: guesses.perClient,
      preHandler: guesses.perAccount,
    },
    async (request) => ({
      success: true,
      message: discountMessages.applied,
      data: await checkDiscount(db, sessionOf(request), request.body),
    }),
  );
};
