/** PostgreSQL pools with Drizzle over each; main.ts opens a start-up pool and the serving pool. */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** Drizzle over the shop's pool. Tables are imported from their owners, so no schema is registered here. */
export type Database = NodePgDatabase;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

/** Time limits of a pool, in milliseconds; none by default. */
export interface PoolTimeouts {
  connectionTimeoutMs?: number;
  /** How long a query waits for its answer; the connection is then dropped, not reused. */
  queryTimeoutMs?: number;
}

/**
 * The serving pool's limits: when the database host stops answering (a partition, a frozen server)
 * requests fail with a 503 within seconds, not when TCP gives up minutes later
 * (docs/operations.md#health). Start-up work runs on a pool without them.
 */
export const SERVING_TIMEOUTS: PoolTimeouts = { connectionTimeoutMs: 3_000, queryTimeoutMs: 5_000 };

/** Drizzle over one connection already open (e.g. the backup's own client). */
export function databaseOver(client: pg.Client | pg.PoolClient): Database {
  return drizzle(client);
}

/** Opens a pool to a postgres:// URL; it connects on first use. */
export function openDatabase(
  connectionString: string,
  maxConnections = 10,
  timeouts: PoolTimeouts = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    ...(timeouts.connectionTimeoutMs ? { connectionTimeoutMillis: timeouts.connectionTimeoutMs } : {}),
    ...(timeouts.queryTimeoutMs ? { query_timeout: timeouts.queryTimeoutMs } : {}),
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  return { db: drizzle(pool), pool };
}
