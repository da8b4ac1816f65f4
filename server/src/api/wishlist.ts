/** Wishlist HTTP routes (docs/product.md#wishlist, ADR 0038), all signed in; rules live in modules/wishlist/service.ts. */
import { messages } from '@shahi/contract';
import { productIdRouteParamsSchema, wishlistAddSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import type { AuthService } from '#server/modules/auth/service.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from '#server/modules/wishlist/service.ts';
import { requireSession, sessionOf } from './session.ts';

/** `GET /wishlist`, `POST /wishlist` { productId }, `DELETE /wishlist/:productId`; each answers the whole wishlist. */
export const wishlistRoutes: FastifyPluginAsyncZod<{
  db: Database;
  pool: pg.Pool;
  auth: AuthService;
}> = async (app, { db, pool, auth }) => {
  // onRequest: an anonymous caller gets its 401 before any body is parsed or judged.
  const signedIn = requireSession(auth);

  app.get('/wishlist', { onRequest: signedIn }, async (request) => ({
    success: true,
    data: await listWishlist(db, sessionOf(request).user.userId),
  }));

  app.post('/wishlist', { onRequest: signedIn, schema: { body: wishlistAddSchema } }, async (request) => ({
    success: true,
    message: messages.savedToWishlist,
    data: await addToWishlist({ db, pool }, sessionOf(request).user.userId, request.body.productId),
  }));

  app.delete(
    '/wishlist/:productId',
    { onRequest: signedIn, schema: { params: productIdRouteParamsSchema } },
    async (request) => ({
      success: true,
      message: messages.removedFromWishlist,
      data: await removeFromWishlist(db, sessionOf(request).user.userId, request.params.productId),
    }),
  );
};
