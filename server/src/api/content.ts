/** Content HTTP routes: `POST /banner/active`, `POST /testimonial/active`, `GET /footer`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import {
  getFooterContent,
  listActiveBanners,
  listActiveTestimonials,
} from '#server/modules/content/service.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/banner/active', async () => ({ success: true, data: await listActiveBanners(db) }));
  app.post('/testimonial/active', async () => ({ success: true, data: await listActiveTestimonials(db) }));
  app.get('/footer', async () => ({ success: true, data: await getFooterContent(db) }));
};
