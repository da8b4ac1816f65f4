/**
 * Bearer-token authentication (spec §6: "a logged-in user with a bearer token"): a preHandler
 * that sets `request.session` or answers 401, for every module's protected routes.
 */
import { messages } from '@shahi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type HttpError, unauthorized } from '#server/http/errors.ts';
import type { AuthService, Session } from '#server/modules/auth/service.ts';
import type { VerifiedSession } from '#server/modules/auth/session-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `requireSession`; null on public routes. */
    session: Session | null;
    /** A bearer token's verified claims, set by `requireSessionToken`; not yet checked in the database. */
    sessionToken: VerifiedSession | null;
  }
}

/**
 * Declares `request.session` and `request.sessionToken` (null until a hook below sets them) on the
 * root app, once, for every route; call it before registering any route that uses them.
 */
export function decorateSessions(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * A preHandler that authenticates the bearer token (or, when `fromBody`, a `token` field of
 * the body — the reset-style change-password call of spec §3); 401 "Session expired" otherwise.
 */
export function requireSession(auth: Pick<AuthService, 'authenticate'>, { fromBody = false } = {}) {
  return async (request: FastifyRequest) => {
    const bodyToken = fromBody ? (request.body as { token?: unknown } | undefined)?.token : undefined;
    const token = bearerToken(request) ?? (typeof bodyToken === 'string' ? bodyToken : undefined);
    const session = token ? await auth.authenticate(token) : null;
    if (!session) throw unauthorized(token ? messages.sessionExpired : messages.loginRequired);
    request.session = session;
  };
}

/**
 * The session a `requireSession` preHandler set on `request`. Its absence means a route was
 * wired without the preHandler — a programming error (500), not a client's.
 */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route reached without requireSession');
  return request.session;
}

/**
 * An onRequest hook for reads that check the session in their own statement (issue 8 §1: one
 * round trip instead of two for the bag and My Orders): verifies the bearer token's signature,
 * issuer, audience and expiry and sets `request.sessionToken`, or answers 401 as `requireSession`
 * does. It does NOT ask whether the session is still current (user verified, password unchanged):
 * the route must pass the token to a read joined to auth/repository.ts `currentSessionUser` and
 * answer `sessionExpired()` when that finds no user. `request.session` stays null, so a handler
 * that calls `sessionOf` by mistake fails closed.
 */
export function requireSessionToken(auth: Pick<AuthService, 'verifyToken'>) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const verified = token ? await auth.verifyToken(token) : null;
    if (!verified) throw unauthorized(token ? messages.sessionExpired : messages.loginRequired);
    request.sessionToken = verified;
  };
}

/** The verified token a `requireSessionToken` hook set on `request` (a 500 if the hook is missing). */
export function sessionTokenOf(request: FastifyRequest): VerifiedSession {
  if (!request.sessionToken) throw new Error('route reached without requireSessionToken');
  return request.sessionToken;
}

/** The 401 of a token whose session is no longer current (its read found no `session_user`). */
export function sessionExpired(): HttpError {
  return unauthorized(messages.sessionExpired);
}
