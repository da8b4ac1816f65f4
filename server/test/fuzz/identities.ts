/**
 * Who the fuzzer speaks as (ADR 0012): nobody, a shopper, another shopper, an admin, and
 * forged bearer tokens — alg `none`, signed with the wrong key, tampered claims under the
 * original signature, expired, garbage — plus tokens signed with the real key that name a user
 * who does not exist or a subject that is not an id at all.
 */
import { SignJWT } from 'jose';
import type pg from 'pg';
import { issueSessionToken } from '#server/modules/auth/session-tokens.ts';

/** One caller: a name for reports and the Authorization header it sends (none when undefined). */
export interface Identity {
  name: string;
  authorization?: string;
  /** The user id the server should see, for real sessions. */
  userId?: string;
}

const ISSUER = 'shahi-threads';
const AUDIENCE = 'shahi-threads-shop';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A real session token for `userId`, issued as login would, with the session version now stored. */
export async function sessionToken(pool: pg.Pool, userId: string, key: Uint8Array): Promise<string> {
  const { rows } = await pool.query(
    'SELECT id, first_name, last_name, email, phone_number, session_version FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) throw new Error(`no user ${userId}`);
  return issueSessionToken(
    {
      userId: user.id,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      phoneNumber: user.phone_number,
    },
    user.session_version,
    key,
  );
}

/** A token with `claims` signed by `key` under HS256 (issuer and audience as the shop's). */
function signed(claims: Record<string, unknown>, key: Uint8Array, expiresAt: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(key);
}

/**
 * Forged tokens for `victim` (whose real token is `victimToken`), aimed at `target` (whose
 * rights they try to borrow). `key` is the server's real signing key.
 */
export async function forgedIdentities(
  victimToken: string,
  victimId: string,
  targetId: string,
  key: Uint8Array,
): Promise<Identity[]> {
  const [header, payload, signature] = victimToken.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const wrongKey = new TextEncoder().encode('not-the-shop-secret-but-32-chars-long!!');
  const tampered = { ...claims, sub: targetId, userId: targetId };
  const bearer = (token: string) => `Bearer ${token}`;
  return [
    { name: 'alg none', authorization: bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`) },
    {
      name: 'alg none, no dot',
      authorization: bearer(`${base64url({ alg: 'none' })}.${base64url({ ...claims, sub: targetId })}`),
    },
    {
      name: 'wrong key',
      authorization: bearer(await signed({ ...claims, sub: victimId }, wrongKey, now + 3600)),
    },
    { name: 'tampered claims', authorization: bearer(`${header}.${base64url(tampered)}.${signature}`) },
    {
      name: 'alg HS512 header',
      authorization: bearer(`${base64url({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`),
    },
    { name: 'expired', authorization: bearer(await signed({ ...claims, sub: victimId }, key, now - 60)) },
    {
      name: 'real key, unknown user',
      authorization: bearer(await signed({ sub: crypto.randomUUID(), sv: 0 }, key, now + 3600)),
    },
    {
      name: 'real key, subject not an id',
      authorization: bearer(await signed({ sub: "1' OR '1'='1", sv: 0 }, key, now + 3600)),
    },
    {
      name: 'real key, session version as text',
      authorization: bearer(await signed({ sub: victimId, sv: '0' }, key, now + 3600)),
    },
    { name: 'garbage', authorization: 'Bearer a.b.c' },
    { name: 'garbage long', authorization: `Bearer ${'x'.repeat(8000)}` },
    { name: 'not bearer', authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
    { name: 'bearer empty', authorization: 'Bearer ' },
    { name: 'two tokens', authorization: `${bearer(victimToken)}, ${bearer(victimToken)}` },
  ];
}
