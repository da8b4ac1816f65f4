/**
 * Claim routes of a signed-in shopper (Consumer Protection (E-Commerce) Rules 2020 r.7(5); ADR 0057):
 *
 *   POST /order/:id/claim          multipart: kind, message, payout fields, then 0–5 photos → 201 MyClaim
 *   GET  /my-claims                the caller's claims, newest first
 *   GET  /claims/:id/photos/:n     a claim's photo, to its claimant or the owner; private, no-store
 *
 * Filing is limited per account (claims/rate-limits.ts) before the body is read.
 */
import multipart from '@fastify/multipart';
import { isUuid } from '@shahi/contract';
import { CLAIM_MAX_PHOTOS, claimMessages } from '@shahi/contract/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#server/config/context.ts';
import { type ClaimDeps, fileClaim, precheckClaim } from '#server/flows/file-claim.ts';
import { myClaims } from '#server/flows/steps/claim-views.ts';
import { notFound } from '#server/http/errors.ts';
import { limitPerAccount } from '#server/http/request-limits.ts';
import { claimFormJsonSchema, claimMultipartLimits, readClaimForm } from '#server/modules/claims/photos.ts';
import { claimAccountLimit } from '#server/modules/claims/rate-limits.ts';
import { selectClaimPhoto } from '#server/modules/claims/repository.ts';
import { requireSession, sessionOf } from './session.ts';

type ClaimRouteDeps = Pick<AppContext, 'db' | 'pool' | 'mail' | 'env' | 'auth'> & {
  /** Now for the claim window; the system clock when absent (tests). */
  clock?: () => Date;
};

/** `:id` and `:n` of a photo route: any text, answered 404 unless a claim's id and a position 1–5. */
export const claimPhotoParamsSchema = z.object({ id: z.string(), n: z.string() });

/**
 * Sends photo `n` of claim `id` when `allowed(claimantId)`; 404 otherwise (another's claim is
 * answered as absent). Shared with the back office's route.
 */
export async function sendClaimPhoto(
  db: AppContext['db'],
  reply: FastifyReply,
  params: { id: string; n: string },
  allowed: (claimantId: string) => boolean,
) {
  const position = /^[1-9]$/.test(params.n) ? Number(params.n) : 0;
  const photo =
    isUuid(params.id) && position >= 1 && position <= CLAIM_MAX_PHOTOS
      ? await selectClaimPhoto(db, params.id, position)
      : undefined;
  if (!photo || !allowed(photo.userId)) throw notFound(claimMessages.photoNotFound);
  return reply
    .type(photo.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(photo.bytes);
}

export const claimRoutes: FastifyPluginAsyncZod<ClaimRouteDeps> = async (app, deps) => {
  const { db, auth } = deps;
  // Only this scope parses multipart; busboy's limits apply to it, not the app's JSON limit.
  await app.register(multipart, { limits: claimMultipartLimits, throwFileSizeLimit: true });
  const signedIn = requireSession(auth);
  const flowDeps: ClaimDeps = {
    pool: deps.pool,
    db,
    mail: deps.mail,
    env: deps.env,
    ...(deps.clock ? { clock: deps.clock } : {}),
  };

  app.post(
    '/order/:id/claim',
    {
      schema: { params: z.object({ id: z.string() }), consumes: ['multipart/form-data'] },
      config: { openApiBody: claimFormJsonSchema },
      onRequest: signedIn,
      preHandler: limitPerAccount(
        app,
        'claim',
        claimAccountLimit,
        (request) => sessionOf(request).user.userId,
      ),
    },
    async (request, reply) => {
      const userId = sessionOf(request).user.userId;
      const orderId = request.params.id;
      if (!isUuid(orderId)) throw notFound(claimMessages.orderNotFound);
      try {
        const { input, photos } = await readClaimForm(request, (form) =>
          precheckClaim(flowDeps, userId, orderId, form),
        );
        const claim = await fileClaim(flowDeps, userId, orderId, input, photos);
        request.log.info({ claimId: claim._id, orderId, photos: photos.length }, 'claim filed');
        return reply.code(201).send({ success: true, message: claimMessages.filed, data: claim });
      } catch (error) {
        // The unread rest of a refused form is not worth receiving: close after the answer.
        void reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get('/my-claims', { onRequest: signedIn }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true, data: await myClaims(db, sessionOf(request).user.userId) };
  });

  app.get(
    '/claims/:id/photos/:n',
    { schema: { params: claimPhotoParamsSchema }, onRequest: signedIn },
    async (request, reply) => {
      const session = sessionOf(request);
      return sendClaimPhoto(
        db,
        reply,
        request.params,
        (claimantId) => claimantId === session.user.userId || session.role === 'admin',
      );
    },
  );
};
