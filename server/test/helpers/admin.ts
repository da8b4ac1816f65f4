/**
 * Back office test helpers: an admin made the way the command line makes one (a
 * verified shopper whose role is then set to `admin`), and an authenticated request helper.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type pg from 'pg';
import { createVerifiedShopper } from './accounts.ts';

/** A verified account promoted to admin; its token is valid (the role is read on each request). */
export async function createAdmin(app: FastifyInstance, pool: pg.Pool, dataDir: string, overrides = {}) {
  const admin = await createVerifiedShopper(app, dataDir, overrides);
  await pool.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.userId]);
  return admin;
}

/** `app.inject` under `/api` with an optional bearer token; `payload` is sent as JSON. */
export function adminCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { token, payload }: { token?: string; payload?: unknown } = {},
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}
