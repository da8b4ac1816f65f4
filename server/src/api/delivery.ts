/**
 * The delivery promise by PIN code (ADR 0061):
 *
 *   GET  /delivery-estimate?pin=141001   → { pinCode, serviceable, codAvailable, days, deliveryBy, source }
 *   POST /shipping-sandbox/scan          { awb, statusId, location? } (admin; only with the Shiprocket stand-in)
 *
 * The estimate is public and rate-limited per client (modules/shipping/rate-limits.ts); its answer
 * may be kept by the browser five minutes. The sandbox route moves a stand-in parcel along (a
 * Shiprocket status id) and delivers the tracking webhook, for development and the e2e suite; it is
 * never registered with real Shiprocket credentials or without a provider.
 */
import { deliveryEstimateQuerySchema } from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '#server/api/admin-guard.ts';
import type { AppContext } from '#server/config/context.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { limitRequests } from '#server/http/request-limits.ts';
import { deliveryEstimateRateLimits } from '#server/modules/shipping/rate-limits.ts';
import { deliveryEstimate } from '#server/modules/shipping/serviceability.ts';
import { type ShiprocketStandIn, StandInRefusal } from '#server/modules/shipping/shiprocket-stand-in.ts';

/** Browsers may reuse an answer five minutes; shared caches never (the answer follows the shop's settings). */
export const DELIVERY_ESTIMATE_CACHE = 'private, max-age=300';

const sandboxScanSchema = z.object(
  {
    awb: z.string().trim().min(1).max(40),
    statusId: z.number().int().min(1).max(999),
    location: z.string().trim().max(120).optional(),
  },
  { error: 'Send { awb, statusId } with a Shiprocket status id, e.g. 18 (in transit) or 7 (delivered)' },
);

const estimateRoutes: FastifyPluginAsyncZod<Pick<AppContext, 'db' | 'shipping' | 'log'>> = async (
  app,
  { db, shipping, log },
) => {
  const estimateLog = log.child({ module: 'shipping' });
  app.get(
    '/delivery-estimate',
    {
      schema: { querystring: deliveryEstimateQuerySchema },
      preValidation: limitRequests(app, 'delivery-estimate', deliveryEstimateRateLimits),
    },
    async (request, reply) => {
      const data = await deliveryEstimate(db, shipping.provider, request.query.pin, new Date(), estimateLog);
      reply.header('cache-control', DELIVERY_ESTIMATE_CACHE);
      return { success: true, data };
    },
  );
};

const sandboxRoutes: FastifyPluginAsyncZod<{ standIn: ShiprocketStandIn; auth: AppContext['auth'] }> = async (
  app,
  { standIn, auth },
) => {
  app.addHook('onRequest', requireAdmin(auth));
  app.post('/shipping-sandbox/scan', { schema: { body: sandboxScanSchema } }, async (request) => {
    const { awb, statusId, location } = request.body;
    try {
      await standIn.advance(awb, statusId, location ? { location } : {});
    } catch (error) {
      if (error instanceof StandInRefusal && error.status === 404) throw notFound(error.message);
      if (error instanceof StandInRefusal) throw badRequest(error.message);
      throw error;
    }
    return { success: true, message: `Scan ${statusId} recorded for AWB ${awb}`, data: { awb, statusId } };
  });
};

/** Registers the estimate, and the stand-in's control route in `test` shipping mode only. */
export async function deliveryRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(estimateRoutes, ctx);
  if (ctx.shipping.mode === 'test' && ctx.shipping.standIn) {
    await app.register(sandboxRoutes, { standIn: ctx.shipping.standIn, auth: ctx.auth });
  }
}
