/** Bag HTTP routes (docs/product.md#the-bag), all signed in; rules live in modules/cart/service.ts. */
import { messages } from '@shahi/contract';
import { addToCartSchema, cartLineParamsSchema, productIdRouteParamsSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import type { AuthService } from '#server/modules/auth/service.ts';
import { addToCart, isInCart, listCartOfSession, removeFromCart } from '#server/modules/cart/service.ts';
import { requireSession, requireSessionToken, sessionExpired, sessionOf, sessionTokenOf } from './session.ts';

/** The four bag calls; the pool runs the add's transaction. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Database; pool: pg.Pool; auth: AuthService }> = async (
  app,
  { db, pool, auth },
) => {
  // onRequest, not preHandler: an anonymous caller gets its 401 before any body is parsed or judged.
  const signedIn = requireSession(auth);

  // The bag view checks the session in its own statement (ADR 0023).
  app.get('/get-cart-products', { onRequest: requireSessionToken(auth) }, async (request) => {
    const cart = await listCartOfSession(db, sessionTokenOf(request));
    if (!cart) throw sessionExpired();
    return { success: true, data: cart };
  });

  app.post(
    '/cart/add-product',
    { onRequest: signedIn, schema: { body: addToCartSchema } },
    async (request) => ({
      success: true,
      message: messages.addedToCart,
      data: await addToCart({ db, pool }, sessionOf(request).user.userId, request.body.productId),
    }),
  );

  app.delete(
    '/cart/:id',
    // A malformed id is answered like an unknown one (404).
    { onRequest: signedIn, schema: { params: cartLineParamsSchema }, attachValidation: true },
    async (request) => {
      if (request.validationError) throw notFound(messages.cartLineNotFound);
      return {
        success: true,
        message: messages.removedFromCart,
        data: await removeFromCart(db, sessionOf(request).user.userId, request.params.id),
      };
    },
  );

  app.get(
    '/product-added-to-cart/:productId',
    { onRequest: signedIn, schema: { params: productIdRouteParamsSchema } },
    async (request) => ({
      success: true,
      data: await isInCart(db, sessionOf(request).user.userId, request.params.productId),
    }),
  );
};
