/**
 * Grievance HTTP route: `POST /grievance`, open to guests and signed-in shoppers (ADR 0033),
 * rate-limited per client and per address before validation.
 */
import { grievanceMessages, grievanceSchema } from '@shahi/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalSession } from '#server/api/session.ts';
import type { AppContext } from '#server/config/context.ts';
import { fileGrievance } from '#server/flows/file-grievance.ts';
import { limitRequests } from '#server/http/request-limits.ts';
import { grievanceRateLimits } from '#server/modules/grievances/rate-limits.ts';

type GrievanceRouteDeps = Pick<AppContext, 'pool' | 'mail' | 'env' | 'auth'>;

/** Registers `POST /grievance`: 201 `{ success, message, data: { ticketNumber, acknowledgeBy, resolveBy } }`. */
export const grievanceRoutes: FastifyPluginAsyncZod<GrievanceRouteDeps> = async (
  app,
  { pool, mail, env, auth },
) => {
  app.post(
    '/grievance',
    {
      schema: { body: grievanceSchema },
      preValidation: limitRequests(app, 'grievance', grievanceRateLimits),
      preHandler: optionalSession(auth),
    },
    async (request, reply) => {
      const receipt = await fileGrievance({ pool, mail, env }, request.session?.user, request.body);
      return reply.code(201).send({ success: true, message: grievanceMessages.filed, data: receipt });
    },
  );
};
