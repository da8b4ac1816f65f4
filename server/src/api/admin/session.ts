/**
 * `GET /api/admin/session`, the /admin pages' first call: an admin gets their name and e-mail,
 * anyone else the scope's 401 or 403.
 */
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '#server/api/session.ts';

/** Registers the back office's who-am-I route. */
export async function adminSessionRoutes(app: FastifyInstance) {
  app.get('/session', async (request) => {
    const { user, role } = sessionOf(request);
    return { success: true, data: { ...user, role } };
  });
}
