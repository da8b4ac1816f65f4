/** `GET /api/admin/session`, the back office's first call: the admin's name and e-mail, else 401 or 403. */
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '#server/api/session.ts';

/** Registers the back office's who-am-I route. */
export async function adminSessionRoutes(app: FastifyInstance) {
  app.get('/session', async (request) => {
    const { user, role } = sessionOf(request);
    return { success: true, data: { ...user, role } };
  });
}
