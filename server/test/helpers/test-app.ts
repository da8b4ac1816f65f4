/**
 * createTestApp(): a fresh database cloned from the seeded template, and the Fastify app over
 * it, driven through `app.inject`. Call `close()` in afterAll.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import { resolveEnv } from '#server/config/env.ts';
import { openDatabase } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';

/**
 * Settings that lift every per-shopper cap (ADR 0021), for files whose one shopper places many
 * orders; the caps themselves are tested in shopper-caps.test.ts.
 */
export const UNCAPPED_SHOPPER = {
  MAX_OPEN_ORDERS_PER_SHOPPER: '1000',
  MAX_RESERVED_PIECES_PER_SHOPPER: '1000',
  MAX_HELD_PIECES_PER_SHOPPER: '1000',
  MAX_HELD_RUPEES_PER_SHOPPER: '100000000',
};

/**
 * A fresh database of its own: cloned from the migrated, demo-seeded template, or (`empty`)
 * migrated with no rows at all. `drop()` removes it.
 */
export async function createTestDatabase({ empty = false, maxConnections = 4 } = {}) {
  const adminUrl = inject('adminUrl');
  const templateName = inject('templateName');
  // The suffix ties the clone to its template so the global teardown can drop it.
  const name = `shahi_test_${randomBytes(4).toString('hex')}_${templateName.slice(-8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${templateName}`}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString(), maxConnections);
  if (empty) await migrateDatabase(handle.db);
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The app over a fresh database; `env` overrides the environment (strings, as in process.env),
 * `maxConnections` sizes its pool (4 by default; races want more). `mailToOutbox` drops SMTP_URL
 * after the settings were checked, so a production environment (which requires it) still mails
 * to DATA_DIR/outbox where the tests read codes.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  webDist?: string,
  maxConnections = 4,
  mailToOutbox = false,
) {
  const database = await createTestDatabase({ maxConnections });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-test-data-'));
  const checked = resolveEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const resolved = mailToOutbox ? { ...checked, SMTP_URL: undefined } : checked;
  const app = await buildApp({ env: resolved, db: database.db, pool: database.pool, webDist });
  await app.ready();
  return {
    app,
    db: database.db,
    pool: database.pool,
    env: resolved,
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
