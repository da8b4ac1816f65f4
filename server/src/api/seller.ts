/** `GET /seller`: the seller disclosure every page may show (E-Commerce Rules 2020, rules 4(2), 4(4); ADR 0032). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import { getSellerDisclosure } from '#server/modules/seller/service.ts';

/** Public; cached a minute like the footer (api/public-cache.ts); 404 while the settings are unset. */
export const sellerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/seller', async () => ({ success: true, data: await getSellerDisclosure(db) }));
};
