/** Content HTTP routes: `POST /banner/active`, `POST /testimonial/active`, `GET /footer`. */
import { FOOTER_PROMOTION_CODE } from '@shahi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client.ts';
import {
  getFooterContent,
  listActiveBanners,
  listActiveTestimonials,
} from '#server/modules/content/service.ts';
import { offeredCode } from '#server/modules/discounts/public.ts';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post('/banner/active', async () => ({ success: true, data: await listActiveBanners(db) }));
  app.post('/testimonial/active', async () => ({ success: true, data: await listActiveTestimonials(db) }));
  // The footer's promotion names its code only while a shopper could use it (ADR 0039).
  app.get('/footer', async () => {
    const [content, promotionCode] = await Promise.all([
      getFooterContent(db),
      offeredCode(db, FOOTER_PROMOTION_CODE),
    ]);
    return { success: true, data: { ...content, promotionCode } };
  });
};
