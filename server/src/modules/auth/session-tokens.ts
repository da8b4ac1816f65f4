/**
 * Session tokens (ADR 0005): JWTs signed with HS256 only, with issuer, audience and `exp` checked, and
 * a session version (`sv`) the server compares with the user's, so a password change or reset revokes
 * every earlier token (OWASP ASVS 5 V7, V9.1–V9.2).
 */
import type { SessionClaims, SessionUser } from '@shahi/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/** One pinned algorithm: a token naming any other (or `none`) is refused (ASVS 5 V9.1.2). */
const ALGORITHM = 'HS256';
const ISSUER = 'shahi-threads';
const AUDIENCE = 'shahi-threads-shop';
/** A user id as the database stores it; any other subject is refused before a query is made. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Absolute lifetime of a session, seconds: a week of shopping, then log in again. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** What a verified token tells the server: the user id and the session version it was issued under. */
export interface VerifiedSession {
  userId: string;
  sessionVersion: number;
}

/** Signs a token for `user` under `sessionVersion`: the SessionClaims plus `sv`, `iat` and `exp`. */
export function issueSessionToken(
  user: SessionUser,
  sessionVersion: number,
  key: Uint8Array,
): Promise<string> {
  const claims: Omit<SessionClaims, 'sub' | 'exp'> & { sv: number } = {
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    sv: sessionVersion,
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(user.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_LIFETIME_SECONDS}s`)
    .sign(key);
}

/**
 * Verifies signature, algorithm, issuer, audience and expiry, and that `sub` is a uuid and `sv` a
 * number; resolves with the session, or null for any token that fails (never throws for a bad token).
 */
export async function verifySessionToken(token: string, key: Uint8Array): Promise<VerifiedSession | null> {
  const verified = await verifyClaims(token, key);
  return verified && { userId: verified.userId, sessionVersion: verified.sessionVersion };
}

/** `verifySessionToken` with the token's expiry (`exp`, seconds since the epoch). */
async function verifyClaims(
  token: string,
  key: Uint8Array,
): Promise<(VerifiedSession & { exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'sv'],
    });
    // A subject that is not a uuid would make PostgreSQL's uuid cast fail (a 500): refuse it here.
    if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub) || typeof payload.sv !== 'number') {
      return null;
    }
    // requiredClaims and jose's own check make `exp` a number here.
    return { userId: payload.sub, sessionVersion: payload.sv, exp: payload.exp as number };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** Verified tokens remembered at most (about 300 bytes each). */
const REMEMBERED_TOKENS = 10_000;
/** How long a verified token is remembered, ms (it is checked against its `exp` on every use). */
const REMEMBER_MS = 10 * 60_000;

/**
 * `verifySessionToken` for one key, remembering the tokens it verified (ADR 0023): a token verifies
 * the same way every time, so a remembered one only has its `exp` checked again, as jose does.
 * Refused tokens are never remembered, and the session version is still checked in the database.
 */
export function createSessionVerifier(key: Uint8Array, now: () => number = Date.now) {
  const verified = new LRUCache<string, VerifiedSession & { exp: number }>({
    max: REMEMBERED_TOKENS,
    ttl: REMEMBER_MS,
  });
  return async function verify(token: string): Promise<VerifiedSession | null> {
    const known = verified.get(token);
    if (known) {
      if (known.exp > Math.floor(now() / 1000))
        return { userId: known.userId, sessionVersion: known.sessionVersion };
      verified.delete(token);
      return null;
    }
    const claims = await verifyClaims(token, key);
    if (!claims) return null;
    verified.set(token, claims);
    return { userId: claims.userId, sessionVersion: claims.sessionVersion };
  };
}
