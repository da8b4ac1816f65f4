/** Back office: the seller settings, read and replaced whole (ADR 0032), and the turnover watch (ADR 0058). */
import { sellerMessages, sellerSettingsSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#server/http/errors.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import { getSellerSettings, saveSellerSettings } from '#server/modules/seller/service.ts';
import { sellerTurnover } from '#server/modules/tax/turnover.ts';
import type { AdminDeps } from './index.ts';

/**
 * `GET /admin/seller` → the settings (`state` as its GST code; 404 while unset); `PUT /admin/seller`
 * with every field → the settings as saved; 400 with the first field's message, nothing changed.
 * `GET /admin/seller/turnover` → this financial year's turnover against the registration threshold
 * (`SellerTurnover`, rupees; 404 while no settings are stored).
 */
export const adminSellerRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, orderChanges }) => {
  app.get('/seller', async () => ({ success: true, data: await getSellerSettings(db) }));

  app.put('/seller', { schema: { body: sellerSettingsSchema } }, async (request) => ({
    success: true,
    message: sellerMessages.saved,
    data: await saveSellerSettings(db, request.body),
  }));

  app.get('/seller/turnover', async () => {
    const seller = await selectSeller(db);
    if (!seller) throw notFound(sellerMessages.notSet);
    // The documents' clock: tests move it across 1 April.
    const now = orderChanges.clock?.() ?? new Date();
    return { success: true, data: await sellerTurnover(db, seller, now) };
  });
};
