/**
 * The WhatsApp Cloud API's webhook: message statuses and STOP replies (ADR 0067; Meta's "Webhooks"
 * reference). Meta verifies the URL once with `GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`
 * (the challenge echoed when the token is ours) and signs every POST with `X-Hub-Signature-256`, the
 * HMAC-SHA256 of the raw body under the app secret: that signature is the authentication. Only when
 * the channel is on (Cloud API or its stand-in); off, the paths do not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#server/config/context.ts';
import { handleWhatsappWebhook } from '#server/flows/whatsapp-webhook.ts';
import { forbidden, unauthorized } from '#server/http/errors.ts';
import { limitRequests } from '#server/http/request-limits.ts';
import { isSignedBy, whatsappWebhookSchema } from '#server/modules/whatsapp/webhook.ts';

/** Webhook calls a client address may make a minute: statuses come in bursts after a busy hour. */
const WEBHOOK_RATE_LIMIT = { client: { max: 1_200, timeWindow: 60_000 } };

const verifyQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(512).optional(),
  'hub.challenge': z.string().max(512).optional(),
});

/** Whether `given` equals `expected`, in time independent of where they differ. */
function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /whatsapp/webhook`: the challenge as plain text for `hub.mode=subscribe` with our verify
 * token, else 403. `POST /whatsapp/webhook`: 401 for a missing or wrong signature (nothing read or
 * changed, logged); 200 `{ status: 'ignored' }` for a signed body the shop cannot read, else 200
 * `{ status: 'applied' }` once its statuses and STOP replies are stored. With the stand-in, its
 * webhooks are posted here as Meta's would be.
 */
export async function whatsappWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const { appSecret, verifyToken, standIn } = ctx.whatsapp;
  if (ctx.whatsapp.mode === 'off' || !appSecret || !verifyToken) return;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const log = app.log.child({ module: 'whatsapp-webhook' });
  const limit = limitRequests(app, 'whatsapp-webhook', WEBHOOK_RATE_LIMIT);

  api.get(
    '/whatsapp/webhook',
    { schema: { querystring: verifyQuerySchema }, preValidation: limit },
    async (request, reply) => {
      const query = request.query;
      if (query['hub.mode'] !== 'subscribe' || !sameToken(query['hub.verify_token'], verifyToken)) {
        log.warn({ ip: request.ip }, 'WhatsApp webhook verification refused: wrong mode or verify token');
        throw forbidden('The verify token is not this shop’s');
      }
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      return query['hub.challenge'] ?? '';
    },
  );

  api.post('/whatsapp/webhook', { preValidation: limit }, async (request) => {
    if (!isSignedBy(appSecret, request.rawBody, request.headers['x-hub-signature-256'])) {
      log.warn({ ip: request.ip }, 'WhatsApp webhook refused: missing or wrong X-Hub-Signature-256');
      throw unauthorized('The webhook signature is missing or wrong');
    }
    const parsed = whatsappWebhookSchema.safeParse(request.body);
    if (!parsed.success) {
      log.warn(
        { issues: parsed.error.issues.slice(0, 3) },
        'WhatsApp webhook with a body the shop cannot read',
      );
      return { success: true, status: 'ignored' };
    }
    const outcome = await handleWhatsappWebhook(ctx, parsed.data);
    if (outcome.optedOut > 0 || outcome.dropped > 0)
      log.info(outcome, 'WhatsApp STOP reply: shopper opted out');
    return { success: true, status: 'applied' };
  });

  // The stand-in's webhooks reach this route as Meta's would: signed, raw body unchanged.
  if (standIn) {
    standIn.onWebhook = async (rawBody, signature) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        payload: rawBody,
      });
      if (answer.statusCode >= 400) {
        throw new Error(`the WhatsApp webhook answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      }
    };
  }
}
