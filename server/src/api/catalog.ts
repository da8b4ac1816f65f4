/** Catalogue HTTP routes (docs/product.md#calls); rules live in modules/catalog/service.ts. */
import {
  productIdParamsSchema,
  productListRequestSchema,
  soldListRequestSchema,
} from '@shahi/contract/schemas';
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
import { listSimilarProducts, listSoldProducts } from '#server/modules/catalog/sold-archive.ts';

/** Sends a kept answer: hooks see its value, the wire gets its JSON as serialized once. */
function sendCached(reply: FastifyReply, answer: CachedAnswer): unknown {
  reply.type('application/json; charset=utf-8').serializer(() => answer.json);
  return answer.value;
}

/**
 * Public catalogue calls, the sold archive and similar pieces included; all but the product page
 * (exact status) use the one-second cache (ADR 0014).
 */
export const catalogRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db' | 'catalogue'>> = async (
  app,
  { db, catalogue },
) => {
  const { answers: cache } = catalogue;

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
          data: await listProducts(db, query),
        })),
      );
    },
  );

  // The /sold archive (ADR 0037): newest sale first; its totalCount is a category's "found homes".
  app.post('/sold-list', { schema: { body: soldListRequestSchema.optional() } }, async (request, reply) => {
    const query = soldListRequestSchema.parse(request.body ?? {});
    const key = JSON.stringify([
      'sold-list',
      query.page,
      query.perPage,
      query.filter.categoryId?.toLowerCase() ?? null,
    ]);
    return sendCached(
      reply,
      await cache.get(key, async () => ({
        success: true,
        message: 'Sold pieces fetched successfully',
        data: await listSoldProducts(db, query),
      })),
    );
  });

  // Shown on a sold or reserved piece's page; every status move drops the cached answer.
  app.get('/product/:id/similar', { schema: { params: productIdParamsSchema } }, async (request, reply) =>
    sendCached(
      reply,
      await cache.get(`similar:${request.params.id.toLowerCase()}`, async () => ({
        success: true,
        data: await listSimilarProducts(db, request.params.id),
      })),
    ),
  );

  app.get('/product/:id', { schema: { params: productIdParamsSchema } }, async (request) => ({
    success: true,
    message: 'Product fetched successfully',
    data: await getProduct(db, request.params.id),
  }));
};
