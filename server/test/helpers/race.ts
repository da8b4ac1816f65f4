/**
 * What the race tests share: many verified shoppers with session tokens, and
 * one checkout body sent by all of them at the same moment as real HTTP requests.
 */
import type { Database } from '#server/db/client.ts';
import { loadJwtSecret } from '#server/modules/auth/jwt-secret.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { issueSessionToken } from '#server/modules/auth/session-tokens.ts';
import { users } from '#server/tables/index.ts';

/**
 * `count` verified shoppers inserted directly (registration is not what is raced), each with a
 * session token signed by the app's key in `dataDir`.
 */
export async function shoppersWithTokens(db: Database, dataDir: string, count: number): Promise<string[]> {
  const passwordHash = await hashPassword('race-password-1');
  const stamp = Date.now();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `racer.${index}.${stamp}@example.in`,
        passwordHash,
        firstName: `Racer${index}`,
        lastName: 'Singh',
        phoneNumber: '9876543210',
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
  const secret = await loadJwtSecret(undefined, dataDir);
  return Promise.all(
    rows.map((row) =>
      issueSessionToken(
        {
          userId: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email ?? '',
          phoneNumber: row.phoneNumber,
        },
        row.sessionVersion,
        secret,
      ),
    ),
  );
}

/**
 * Sends each of `calls` (token and JSON body) to `POST ${baseUrl}/api${path}`, all released
 * together once every request is ready; resolves with each answer's status and envelope, in order.
 */
async function postTogether(baseUrl: string, path: string, calls: Array<{ token: string; body: unknown }>) {
  let release: () => void = () => {};
  const startSignal = new Promise<void>((resolve) => {
    release = resolve;
  });
  const attempts = calls.map(async ({ token, body }) => {
    const text = JSON.stringify(body);
    await startSignal;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: text,
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  });
  release();
  return Promise.all(attempts);
}

/**
 * Sends `body` to `POST ${baseUrl}/api/order/create` once per token, all released together;
 * resolves with each answer's status and envelope.
 */
export function orderAllAtOnce(baseUrl: string, tokens: string[], body: unknown) {
  return postTogether(
    baseUrl,
    '/order/create',
    tokens.map((token) => ({ token, body })),
  );
}

/**
 * Sends every one of `bodies` to `POST ${baseUrl}/api${path}` with the one shopper's `token`, all
 * released together (one shopper racing themself); resolves with each answer's status and envelope.
 */
export function postAllAtOnce(baseUrl: string, path: string, token: string, bodies: unknown[]) {
  return postTogether(
    baseUrl,
    path,
    bodies.map((body) => ({ token, body })),
  );
}

/**
 * Sends each shopper's own body (`calls`: token and body) to `POST ${baseUrl}/api/order/create`,
 * all released together; resolves with each answer's status and envelope, in order.
 */
export function orderEachAtOnce(baseUrl: string, calls: Array<{ token: string; body: unknown }>) {
  return postTogether(baseUrl, '/order/create', calls);
}
