/** Catalogue HTTP routes (docs/product.md#calls); rules live in modules/catalog/service.ts. */
import { productIdParamsSchema, productListRequestSchema } from '@shahi/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';
import type { CachedAnswer } from '#server/modules/catalog/read-cache.ts';
import {
  getProduct,
  listActiveCategories,
  listHomeRows,
  listingKey,
  listProducts,
} from '#server/modules/catalog/service.ts';

/** Sends a kept answer: hooks see its value, the wire gets its JSON as serialized once. */
function sendCached(reply: FastifyReply, answer: CachedAnswer): unknown {
  reply.type('application/json; charset=utf-8').serializer(() => answer.json);
  return answer.value;
}

/** Public catalogue calls; all but the product page (exact status) use the one-second cache (ADR 0014). */
export const catalogRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db' | 'catalogue'>> = async (
  app,
  { db, catalogue },
) => {
  const { answers: cache, searchIndex } = catalogue;

  app.post('/category/active', async (_request, reply) =>
    sendCached(
      reply,
      await cache.get('category/active', async () => ({
        success: true,
        data: await listActiveCategories(db),
      })),
    ),
  );

  app.get('/product-list-by-category', async (_request, reply) =>
    sendCached(
      reply,
      await cache.get('product-list-by-category', async () => ({
        success: true,
        data: await listHomeRows(db),
      })),
    ),
  );

  app.post(
    '/product-list',
    { schema: { body: productListRequestSchema.optional() } },
    async (request, reply) => {
      const query = productListRequestSchema.parse(request.body ?? {});
      return sendCached(
        reply,
        await cache.get(listingKey(query), async () => ({
          success: true,
          message: 'Products fetched successfully',
          data: await listProducts(db, query, searchIndex),
        })),
      );
    },
  );

  app.get('/product/:id', { schema: { params: productIdParamsSchema } }, async (request) => ({
    success: true,
    message: 'Product fetched successfully',
    data: await getProduct(db, request.params.id),
  }));
};
