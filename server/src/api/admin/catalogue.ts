/** Back office: categories and pieces (ADR 0013), prices in paise; rules in modules/catalog/admin-*.ts. */
import { pieceCopyMessages } from '@shahi/contract';
import {
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  adminIdParamsSchema,
  adminMessages,
  adminProductListQuerySchema,
  adminProductSchema,
  adminReorderSchema,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishProduct } from '#server/flows/publish-piece.ts';
import { archiveProduct, markProductSold } from '#server/flows/take-piece-off-sale.ts';
import {
  createCategory,
  editCategory,
  reorderCategories,
  setCategoryActive,
} from '#server/modules/catalog/admin-categories.ts';
import {
  createProduct,
  duplicateProduct,
  editProduct,
  getAdminProduct,
  listAdminProducts,
  listAllCategories,
} from '#server/modules/catalog/admin-service.ts';
import type { AdminDeps } from './index.ts';

const params = adminIdParamsSchema;

/** Registers the catalogue routes of the back office. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, pool, images }) => {
  const catalogue = { db, pool, images };

  app.get('/categories', async () => ({ success: true, data: await listAllCategories(db) }));

  app.post('/categories', { schema: { body: adminCategoryCreateSchema } }, async (request, reply) =>
    reply.code(201).send({
      success: true,
      message: adminMessages.created,
      data: await createCategory(db, images, request.body),
    }),
  );

  app.patch('/categories/:id', { schema: { params, body: adminCategoryUpdateSchema } }, async (request) => ({
    success: true,
    message: adminMessages.updated,
    data: await editCategory(db, images, request.params.id, request.body),
  }));

  app.post('/categories/reorder', { schema: { body: adminReorderSchema } }, async (request) => {
    await reorderCategories(pool, request.body.ids);
    return { success: true, message: adminMessages.reordered, data: await listAllCategories(db) };
  });

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.post(`/categories/:id/${action}`, { schema: { params } }, async (request) => ({
      success: true,
      message: adminMessages.updated,
      data: await setCategoryActive(db, request.params.id, active),
    }));
  }

  app.get('/products', { schema: { querystring: adminProductListQuerySchema } }, async (request) => ({
    success: true,
    data: await listAdminProducts(db, request.query),
  }));

  app.get('/products/:id', { schema: { params } }, async (request) => ({
    success: true,
    data: await getAdminProduct(db, request.params.id),
  }));

  app.post('/products', { schema: { body: adminProductSchema } }, async (request, reply) =>
    reply.code(201).send({
      success: true,
      message: adminMessages.created,
      data: await createProduct(catalogue, request.body),
    }),
  );

  app.put('/products/:id', { schema: { params, body: adminProductSchema } }, async (request) => ({
    success: true,
    message: adminMessages.updated,
    data: await editProduct(catalogue, request.params.id, request.body),
  }));

  app.post('/products/:id/duplicate', { schema: { params } }, async (request, reply) =>
    reply.code(201).send({
      success: true,
      message: pieceCopyMessages.duplicatedHidden,
      data: await duplicateProduct(db, request.params.id),
    }),
  );

  app.post('/products/:id/publish', { schema: { params } }, async (request) => ({
    success: true,
    message: pieceCopyMessages.published,
    data: await publishProduct(pool, request.params.id),
  }));

  app.post('/products/:id/mark-sold', { schema: { params } }, async (request) => ({
    success: true,
    message: adminMessages.markedSold,
    data: await markProductSold(pool, request.params.id),
  }));

  app.post('/products/:id/archive', { schema: { params } }, async (request) => ({
    success: true,
    message: adminMessages.archived,
    data: await archiveProduct(pool, request.params.id),
  }));
};
