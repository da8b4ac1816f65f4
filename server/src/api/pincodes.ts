/**
 * The PIN code directory: `GET /api/pincodes/:pin` → `{data: {pinCode, city, district, state,
 * stateCode, postOffices}}` from India Post's directory (ADR 0064); 400 for anything but six digits
 * starting 1–9, 404 for a PIN India Post does not list. The address forms fill city and state from it.
 */
import { pinCodeMessages, pinCodeParamsSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '#server/http/errors.ts';
import { isPinCode, lookUpPinCode } from '#server/modules/pincodes/public.ts';

/** The directory changes only with a new release of its package: shared caches may keep an answer a week. */
export const PIN_CODE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

/** An unknown PIN may be a typo being corrected: its 404 is kept an hour. */
const UNKNOWN_PIN_CACHE = 'public, max-age=3600';

export const pinCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pincodes/:pin', { schema: { params: pinCodeParamsSchema } }, async (request, reply) => {
    const pin = request.params.pin.trim();
    if (!isPinCode(pin)) throw badRequest(pinCodeMessages.pinCodeMalformed);
    const details = await lookUpPinCode(pin);
    if (!details) {
      reply.header('cache-control', UNKNOWN_PIN_CACHE);
      throw notFound(pinCodeMessages.pinCodeUnknown);
    }
    reply.header('cache-control', PIN_CODE_CACHE);
    return { success: true as const, data: details };
  });
};
