/** Bearer-token authentication of the signed-in routes: hooks that set `request.session` or answer 401. */
import { messages } from '@shahi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type HttpError, unauthorized } from '#server/http/errors.ts';
import type { AuthService, Session } from '#server/modules/auth/service.ts';
import type { VerifiedSession } from '#server/modules/auth/session-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `requireSession`; null on public routes. */
    session: Session | null;
    /** Verified claims, set by `requireSessionToken`; not yet checked in the database. */
    sessionToken: VerifiedSession | null;
  }
}

/** Declares both request fields on the root app; call it before registering routes. */
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
 * A hook that authenticates the bearer token (or, when `fromBody`, the body's `token`, as
 * `/auth/changepassword?token=` sends it); 401 `sessionExpired`, or `loginRequired` without a token.
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
 * A hook for routes open to guests and shoppers alike: sets `request.session` when a bearer token
 * is sent, leaves it null without one; a token that no longer holds is a 401 `sessionExpired`.
 */
export function optionalSession(auth: Pick<AuthService, 'authenticate'>) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await auth.authenticate(token);
    if (!session) throw sessionExpired();
    request.session = session;
  };
}

/** The session `requireSession` set; without it the route is miswired: a 500, not the client's fault. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route reached without requireSession');
  return request.session;
}

/**
 * An onRequest hook for reads that check the session in their own statement (ADR 0023): verifies
 * the token (signature, issuer, audience, expiry) into `request.sessionToken`, or 401. It does NOT
 * check that the session is still current: the read must join `currentSessionUser`
 * (modules/auth/public.ts) and answer `sessionExpired()` when that finds no user.
 */
export function requireSessionToken(auth: Pick<AuthService, 'verifyToken'>) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const verified = token ? await auth.verifyToken(token) : null;
    if (!verified) throw unauthorized(token ? messages.sessionExpired : messages.loginRequired);
    request.sessionToken = verified;
  };
}

/** The token `requireSessionToken` set (a 500 if the hook is missing). */
export function sessionTokenOf(request: FastifyRequest): VerifiedSession {
  if (!request.sessionToken) throw new Error('route reached without requireSessionToken');
  return request.sessionToken;
}

/** The 401 of a token whose session is no longer current. */
export function sessionExpired(): HttpError {
  return unauthorized(messages.sessionExpired);
}
