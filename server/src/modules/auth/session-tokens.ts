/**
 * Session tokens: JWTs signed with HS256 only, with issuer, audience and `exp` checked, and a
 * session version (`sv`) that the server compares with the user's, so a password change or
 * reset revokes every earlier token (OWASP ASVS 5 §7, §9.1–9.2).
 */
import type { SessionClaims, SessionUser } from '@shahi/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

/** One pinned algorithm: a token naming any other (or `none`) is refused (ASVS 5 §9.1.2). */
const ALGORITHM = 'HS256';
const ISSUER = 'shahi-threads';
const AUDIENCE = 'shahi-threads-shop';
/** A user id as the database stores it; any other subject is refused before a query is made. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Absolute lifetime of a session: a week of shopping, then log in again (docs/decisions/0005). */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** What a verified token tells the server: the user id and the session version it was issued under. */
export interface VerifiedSession {
  userId: string;
  sessionVersion: number;
}

/** Signs a token for `user` under `sessionVersion`; claims per spec §3 plus `sv`, `iat`, `exp`. */
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
 * Verifies signature, algorithm, issuer, audience and expiry, and that `sub` is a uuid and `sv`
 * a number; resolves with the session or null for any token that fails (never throws for a bad
 * token — issue 8 §2: a validly signed token naming a subject that is not an id was a 500).
 */
export async function verifySessionToken(token: string, key: Uint8Array): Promise<VerifiedSession | null> {
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
    return { userId: payload.sub, sessionVersion: payload.sv };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
