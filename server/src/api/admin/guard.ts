/**
 * The back office's gate (issue 7 §1): every `/api/admin/*` route runs `requireAdmin`, which
 * authenticates the bearer token (401 as elsewhere) and then requires the `admin` role read from
 * the database on this request (403 "Admin access required" otherwise). OWASP ASVS 5 §8.2.1:
 * access checked on the server for every request, never trusted from the client.
 */
import type { FastifyRequest } from 'fastify';
import { requireSession, sessionOf } from '#server/api/session.ts';
import { forbidden } from '#server/http/errors.ts';
import type { AuthService } from '#server/modules/auth/service.ts';

/** The 403 answer to a signed-in caller who is not an admin. */
export const ADMIN_REQUIRED_MESSAGE = 'Admin access required';

/** A preHandler: 401 without a valid session, 403 unless the caller's role is `admin`. */
export function requireAdmin(auth: Pick<AuthService, 'authenticate'>) {
  const authenticate = requireSession(auth);
  return async (request: FastifyRequest) => {
    await authenticate(request);
    if (sessionOf(request).role !== 'admin') throw forbidden(ADMIN_REQUIRED_MESSAGE);
  };
}
