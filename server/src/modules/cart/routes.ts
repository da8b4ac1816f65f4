/** Bag HTTP routes (spec §7 "Cart"); every one needs a signed-in shopper. Rules live in service.ts. */
import { messages } from '@shahi/contract';
import { addToCartSchema, cartLineParamsSchema, productIdRouteParamsSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { requireSession, sessionOf } from '../auth/authenticate.ts';
import type { AuthService } from '../auth/service.ts';
import { addToCart, isInCart, listCart, removeFromCart } from './service.ts';

/** The four bag calls; options: the database and the auth service that checks bearer tokens (401 otherwise). */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Database; auth: AuthService }> = async (
  app,
  { db, auth },
) => {
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  // onRequest, not preHandler: an anonymous caller gets its 401 before any body is parsed or judged.
  app.addHook('onRequest', requireSession(auth));

  app.get('/get-cart-products', async (request) => ({
    success: true,
    data: await listCart(db, sessionOf(request).user.userId),
  }));

  app.post('/cart/add-product', { schema: { body: addToCartSchema } }, async (request) => ({
    success: true,
    message: messages.addedToCart,
    data: await addToCart(db, sessionOf(request).user.userId, request.body.productId),
  }));

  app.delete(
    '/cart/:id',
    // A malformed id is answered like an unknown one (404), not as a bad request.
    { schema: { params: cartLineParamsSchema }, attachValidation: true },
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
    { schema: { params: productIdRouteParamsSchema } },
    async (request) => ({
      success: true,
      data: await isInCart(db, sessionOf(request).user.userId, request.params.productId),
    }),
  );
};
