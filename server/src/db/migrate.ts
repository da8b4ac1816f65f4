/** Applies server/drizzle's migrations at start, under an advisory lock so several instances take turns. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Database } from './client.ts';

/** The advisory lock key around migrations and seeding. */
const STARTUP_LOCK_KEY = 727_001;

/** The migrations folder, from the source tree or beside the built bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/** Runs `work` holding the start-up advisory lock on a dedicated connection. */
export async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  // Session-level lock: it must be taken and released on the same connection.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Brings the schema up to date; throws on a failed migration. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolder() });
}
