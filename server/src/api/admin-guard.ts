/**
 * The back office's gate (ADR 0013), for `/api/admin` and the admin-only sandbox routes: the role,
 * read from the database per request (ASVS 5.0 V8.2.1).
 */
import type { FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '#server/api/session.ts';
import { forbidden } from '#server/http/errors.ts';
import type { AuthService } from '#server/modules/auth/service.ts';

/** The 403 answer to a signed-in caller who is not an admin. */
export const ADMIN_REQUIRED_MESSAGE = 'Admin access required';

/** A request hook: 401 without a valid session, 403 "Admin access required" unless the role is `admin`. */
export function requireAdmin(auth: Pick<AuthService, 'authenticate'>) {
  const authenticate = requireSession(auth);
  return async (request: FastifyRequest) => {
    await authenticate(request);
    if (sessionOf(request).role !== 'admin') throw forbidden(ADMIN_REQUIRED_MESSAGE);
  };
}
