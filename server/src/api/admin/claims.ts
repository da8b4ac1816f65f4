/**
 * Back office: claims after delivery (ADR 0057).
 *
 *   GET  /admin/claims                ?status=open|decided&page&perPage; open oldest first, else newest first
 *   GET  /admin/claims/:id            the claim, its order and lines, payout in full, photos' URLs
 *   GET  /admin/claims/:id/photos/:n  a photo; private, no-store
 *   POST /admin/claims/:id/decision   { outcome, amount, reference, pieceOutcome, note } → the claim decided
 */
import {
  adminClaimDecisionSchema,
  adminClaimListQuerySchema,
  adminIdParamsSchema,
  claimMessages,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimPhotoParamsSchema, sendClaimPhoto } from '#server/api/claims.ts';
import { sessionOf } from '#server/api/session.ts';
import { decideClaim } from '#server/flows/decide-claim.ts';
import { adminClaim, adminClaimPage } from '#server/flows/steps/claim-views.ts';
import type { AdminDeps } from './index.ts';

/** Registers the claim routes of the back office. */
export const adminClaimRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db, orderChanges }) => {
  app.get('/claims', { schema: { querystring: adminClaimListQuerySchema } }, async (request) => ({
    success: true,
    data: await adminClaimPage(db, request.query),
  }));

  app.get('/claims/:id', { schema: { params: adminIdParamsSchema } }, async (request) => ({
    success: true,
    data: await adminClaim(db, request.params.id),
  }));

  app.get('/claims/:id/photos/:n', { schema: { params: claimPhotoParamsSchema } }, async (request, reply) =>
    sendClaimPhoto(db, reply, request.params, () => true),
  );

  app.post(
    '/claims/:id/decision',
    { schema: { params: adminIdParamsSchema, body: adminClaimDecisionSchema } },
    async (request) => {
      const claim = await decideClaim(
        { ...orderChanges, db },
        { userId: sessionOf(request).user.userId },
        request.params.id,
        request.body,
      );
      return {
        success: true,
        message: claim.status === 'declined' ? claimMessages.declined : claimMessages.refunded,
        data: claim,
      };
    },
  );
};
