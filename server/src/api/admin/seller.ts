/** Back office: the seller settings, read and replaced whole (ADR 0032). */
import { sellerMessages, sellerSettingsSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSellerSettings, saveSellerSettings } from '#server/modules/seller/service.ts';
import type { AdminDeps } from './index.ts';

/**
 * `GET /admin/seller` → the settings (`state` as its GST code; 404 while unset); `PUT /admin/seller`
 * with every field → the settings as saved; 400 with the first field's message, nothing changed.
 */
export const adminSellerRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  app.get('/seller', async () => ({ success: true, data: await getSellerSettings(db) }));

  app.put('/seller', { schema: { body: sellerSettingsSchema } }, async (request) => ({
    success: true,
    message: sellerMessages.saved,
    data: await saveSellerSettings(db, request.body),
  }));
};
