/**
 * PostgreSQL connection pool and the Drizzle instance over it.
 * One pool per process; `closeDatabase` ends it on shutdown.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

/** Opens a pool to `connectionString` (postgres:// URL). Does not connect until first use. */
export function openDatabase(connectionString: string, maxConnections = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: maxConnections, idleTimeoutMillis: 30_000 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }), pool };
}
