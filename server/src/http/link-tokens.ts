/**
 * The tokens of links the shop mails (a COD confirmation, ADR 0035; an unsubscribe, ADR 0041):
 * HS256 JWTs (jose) of issuer "shahi-threads", each kind bound to its own audience and `purpose`
 * claim, so no kind passes for another or for a session token.
 */
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'shahi-threads';

/** A link token to sign; times are seconds since the epoch (`issuedAt` defaults to now). */
export interface LinkTokenClaims {
  audience: string;
  subject: string;
  /** Private claims, `purpose` among them. */
  claims: Record<string, string>;
  issuedAt?: number;
  expiresAt: number;
}

/** Signs a link token with `key`. */
export function signLinkToken(key: Uint8Array, token: LinkTokenClaims): Promise<string> {
  return new SignJWT(token.claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(token.subject)
    .setIssuer(ISSUER)
    .setAudience(token.audience)
    .setIssuedAt(token.issuedAt)
    .setExpirationTime(token.expiresAt)
    .sign(key);
}

/**
 * The payload of a token signed with `key` for `audience`, with a subject and an expiry still
 * ahead; null for a forged, expired, malformed or other-audience token. The caller checks the
 * `purpose` and the subject's shape.
 */
export async function verifyLinkToken(
  key: Uint8Array,
  token: string,
  audience: string,
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience,
      requiredClaims: ['exp', 'sub'],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
