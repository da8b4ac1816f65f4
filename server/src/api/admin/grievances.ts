/**
 * Back office: grievances (docs/product.md#grievances, ADR 0033).
 *
 *   GET  /admin/grievances                  ?status=open|acknowledged|resolved&page&perPage, newest first
 *   POST /admin/grievances/:id/acknowledge  { note? } open → acknowledged, mailed to the complainant
 *                                           with the note; 409 otherwise
 *   POST /admin/grievances/:id/resolve      { resolution } → resolved, mailed to the complainant
 */
import {
  adminGrievanceAcknowledgeSchema,
  adminGrievanceListQuerySchema,
  adminGrievanceResolveSchema,
  adminIdParamsSchema,
  grievanceMessages,
} from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acknowledgeGrievance,
  listGrievances,
  resolveGrievance,
} from '#server/modules/grievances/admin-service.ts';
import type { AdminDeps } from './index.ts';

/** Registers the grievance routes of the back office. */
export const adminGrievanceRoutes: FastifyPluginAsyncZod<AdminDeps> = async (
  app,
  { db, pool, mail, env },
) => {
  app.get('/grievances', { schema: { querystring: adminGrievanceListQuerySchema } }, async (request) => ({
    success: true,
    data: await listGrievances(db, request.query),
  }));

  app.post(
    '/grievances/:id/acknowledge',
    { schema: { params: adminIdParamsSchema, body: adminGrievanceAcknowledgeSchema } },
    async (request) => ({
      success: true,
      message: grievanceMessages.acknowledged,
      data: await acknowledgeGrievance(pool, { mail, env }, request.params.id, request.body.note),
    }),
  );

  app.post(
    '/grievances/:id/resolve',
    { schema: { params: adminIdParamsSchema, body: adminGrievanceResolveSchema } },
    async (request) => ({
      success: true,
      message: grievanceMessages.resolved,
      data: await resolveGrievance(pool, { mail, env }, request.params.id, request.body.resolution),
    }),
  );
};
