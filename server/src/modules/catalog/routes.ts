/** Catalogue HTTP routes (spec §7 "Catalogue"); rules live in service.ts. */
import { productIdParamsSchema, productListRequestSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { getProduct, listActiveCategories, listHomeRows, listProducts } from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/category/active', async () => ({ success: true, data: await listActiveCategories(db) }));

  app.get('/product-list-by-category', async () => ({ success: true, data: await listHomeRows(db) }));

  app.post('/product-list', { schema: { body: productListRequestSchema.optional() } }, async (request) => ({
    success: true,
    message: 'Products fetched successfully',
    data: await listProducts(db, productListRequestSchema.parse(request.body ?? {})),
  }));

  app.get('/product/:id', { schema: { params: productIdParamsSchema } }, async (request) => ({
    success: true,
    message: 'Product fetched successfully',
    data: await getProduct(db, request.params.id),
  }));
};
