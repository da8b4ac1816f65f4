/**
 * The shipping provider's tracking webhook and the shopper's tracking timeline (ADR 0061).
 * Shiprocket sends the token set in its webhook settings in the `x-api-key` header: that token is
 * the webhook's authentication. The path names no provider: Shiprocket refuses webhook URLs that
 * contain "shiprocket" or "kartrocket".
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isUuid, messages } from '@shahi/contract';
import { shippingFlowMessages, trackingParamsSchema } from '@shahi/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#server/config/context.ts';
import { orderTracking } from '#server/flows/order-tracking.ts';
import { handleShippingWebhook } from '#server/flows/shipping-webhook.ts';
import { HttpError, notFound, unauthorized } from '#server/http/errors.ts';
import { limitRequests } from '#server/http/request-limits.ts';
import { shiprocketWebhookSchema } from '#server/modules/shipping/status-map.ts';
import { requireSession, sessionOf } from './session.ts';

/** Webhook calls a client address may make a minute: a busy day's scans arrive in bursts. */
const WEBHOOK_RATE_LIMIT = { client: { max: 600, timeWindow: 60_000 } };

/** Whether `given` equals `expected`, in time independent of where they differ (both hashed to one length). */
function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 512) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `POST /shipping/webhook` (only with a shipping provider): 401 when no webhook token is configured (no key can be right) and for
 * a missing or wrong `x-api-key` (both logged, nothing read), 400 for a body that is not a tracking update, 200
 * `{status: 'ignored'}` for an AWB the shop never booked or a status it does not follow (logged),
 * 200 `{status: 'duplicate'}` for a scan stored before, 200 `{status: 'recorded'}` otherwise; a
 * failed order change (e.g. a refund, 502) stores nothing, so the provider's retry applies it.
 * `GET /order/:id/tracking`: the signed-in shopper's own order's timeline (404 for anyone else's).
 */
export async function shippingWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const log = app.log.child({ module: 'shipping-webhook' });
  const deps = { ...ctx.orderChanges, db: ctx.db, log };

  // Without a shipping provider (manual booking) no courier reports scans: the route does not exist.
  if (ctx.shipping.provider) {
    api.post(
      '/shipping/webhook',
      { preValidation: limitRequests(app, 'shipping-webhook', WEBHOOK_RATE_LIMIT) },
      async (request) => {
        const token = ctx.shipping.webhookToken;
        if (!token) {
          log.warn('shipping webhook refused: no webhook token is configured (SHIPROCKET_WEBHOOK_TOKEN)');
          throw unauthorized(shippingFlowMessages.webhookNotConfigured);
        }
        if (!sameToken(request.headers['x-api-key'], token)) {
          log.warn({ ip: request.ip }, 'shipping webhook refused: missing or wrong x-api-key');
          throw unauthorized(shippingFlowMessages.webhookBadToken);
        }
        const parsed = shiprocketWebhookSchema.safeParse(request.body);
        if (!parsed.success) {
          log.warn(
            { issues: parsed.error.issues.slice(0, 3) },
            'shipping webhook with a body it cannot read',
          );
          throw new HttpError(400, shippingFlowMessages.webhookBadBody);
        }
        const applied = await handleShippingWebhook(deps, parsed.data);
        const status =
          applied.outcome === 'unknown' || applied.outcome === 'ignored' ? 'ignored' : applied.outcome;
        return { success: true, status };
      },
    );
  }

  api.get(
    '/order/:id/tracking',
    { schema: { params: trackingParamsSchema }, onRequest: requireSession(ctx.auth) },
    async (request, reply) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(messages.orderNotFound);
      reply.header('cache-control', 'private, no-store');
      return {
        success: true,
        data: await orderTracking(ctx.db, sessionOf(request).user.userId, id, ctx.shipping.mode),
      };
    },
  );
}
