/**
 * Where @fastify/rate-limit keeps its counters, shared by every instance (ADR 0048): Redis when
 * REDIS_URL is set, else PostgreSQL's `rate_limit_counters`. There is no in-process store, so no
 * setting counts a limit per instance, and no flood of new keys can evict a counter.
 */
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';

/** How long start-up waits for Redis before serving without it, ms. */
const READY_WAIT_MS = 2_000;

/** Lapsed counters deleted by one sweep, at most. */
export const SWEEP_BATCH = 1_000;
/** A sweep is due after this many hits on this instance (half a batch: sweeps outpace new keys)… */
const SWEEP_EVERY_HITS = SWEEP_BATCH / 2;
/** …or this long after the last one, ms. */
const SWEEP_EVERY_MS = 60_000;

/** What @fastify/rate-limit reads after a hit: hits in the window, and ms until the window ends. */
export interface WindowState {
  current: number;
  ttl: number;
}

/** The plugin's store options: exactly one shared store, and how to let it go on close. */
export interface RateLimitStore {
  options: { redis: Redis } | { store: FastifyRateLimitStoreCtor };
  close(): Promise<void>;
}

type Queryable = Pick<pg.Pool, 'query'>;
type StoreCallback = (error: Error | null, result?: WindowState) => void;

/**
 * One hit, one statement (table `rate_limit_counters`, http/tables.ts), on the database's
 * clock: a new or lapsed key opens a window of $2 ms at 1 hit, a live one counts the hit (capped
 * below int4's end). The table is UNLOGGED: a hit writes no WAL, so its commit waits for no disk
 * flush, and a crash or a restored backup starts every counter afresh (ADR 0048).
 */
const HIT_SQL = `
  INSERT INTO rate_limit_counters AS c (key, hits, expires_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.expires_at <= now() THEN 1 ELSE least(c.hits, 2147483646) + 1 END,
    expires_at = CASE WHEN c.expires_at <= now() THEN excluded.expires_at ELSE c.expires_at END
  RETURNING c.hits AS current, ceil(extract(epoch from c.expires_at - now()) * 1000)::float8 AS ttl`;

const READ_SQL = `
  SELECT hits AS current, ceil(extract(epoch from expires_at - now()) * 1000)::float8 AS ttl
    FROM rate_limit_counters WHERE key = $1 AND expires_at > now()`;

/**
 * Lapsed rows, oldest first, skipping rows a hit or another instance's sweep holds; `expires_at`
 * is checked again on the row deleted, so a window a hit restarted meanwhile is kept.
 */
// The batch is chosen once, in a materialized CTE: as an `IN (SELECT … LIMIT)` the planner may
// rescan the subquery, and SKIP LOCKED then picks another batch each time, deleting past the limit.
const SWEEP_SQL = `
  WITH batch AS MATERIALIZED (
    SELECT key FROM rate_limit_counters WHERE expires_at <= now()
     ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
  DELETE FROM rate_limit_counters AS counter USING batch
   WHERE counter.key = batch.key AND counter.expires_at <= now()`;

/**
 * Counts one hit on `key` (a window of `windowMs` ms when it opens one) in one atomic statement
 * (INSERT … ON CONFLICT DO UPDATE). Rejects with the driver's error when the database fails.
 */
export async function countHit(pool: Queryable, key: string, windowMs: number): Promise<WindowState> {
  const { rows } = await pool.query<WindowState>({
    name: 'rate_limit_hit',
    text: HIT_SQL,
    values: [key, windowMs],
  });
  const [row] = rows;
  if (!row) throw new Error('rate-limit hit returned no row');
  return { current: row.current, ttl: Math.max(0, row.ttl) };
}

/** The live window of `key` without counting: `{ current: 0, ttl: 0 }` when none. */
export async function readWindow(pool: Queryable, key: string): Promise<WindowState> {
  const { rows } = await pool.query<WindowState>({ name: 'rate_limit_read', text: READ_SQL, values: [key] });
  const [row] = rows;
  return row ? { current: row.current, ttl: Math.max(0, row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes up to `limit` lapsed counters (bounded work); resolves with the number deleted. */
export async function deleteLapsedCounters(pool: Queryable, limit = SWEEP_BATCH): Promise<number> {
  const result = await pool.query(SWEEP_SQL, [limit]);
  return result.rowCount ?? 0;
}

/**
 * The PostgreSQL store (@fastify/rate-limit's custom `store`: `incr`, `read`, `child`). A failed
 * statement is handed to the plugin, whose `skipOnError` lets the request through uncounted; an
 * outage is logged once as it starts (warn) and once as it ends (info). Lapsed rows are swept on the
 * side: after SWEEP_EVERY_HITS hits or SWEEP_EVERY_MS, one DELETE of at most SWEEP_BATCH rows, one
 * sweep at a time per instance, the next at once while batches come back full; no timer, no work
 * while idle.
 */
function postgresStore(pool: Queryable, log: FastifyBaseLogger) {
  let failing = false;
  let hitsSinceSweep = 0;
  let lastSweepAt = Date.now();
  let sweeping: Promise<void> | undefined;
  let closed = false;

  function sweepIfDue(): void {
    hitsSinceSweep += 1;
    if (sweeping || (hitsSinceSweep < SWEEP_EVERY_HITS && Date.now() - lastSweepAt < SWEEP_EVERY_MS)) return;
    sweep();
  }

  function sweep(): void {
    hitsSinceSweep = 0;
    lastSweepAt = Date.now();
    sweeping = deleteLapsedCounters(pool)
      .catch((error: unknown) => {
        log.debug({ err: error }, 'rate-limit sweep failed; the next one retries');
        return 0;
      })
      .then((deleted) => {
        sweeping = undefined;
        // A full batch leaves more behind, and hits that came during a slow sweep are owed one:
        // sweep again at once rather than wait for hits that may not come.
        if (!closed && (deleted === SWEEP_BATCH || hitsSinceSweep >= SWEEP_EVERY_HITS)) sweep();
      });
  }

  function settle(work: Promise<WindowState>, callback: StoreCallback): void {
    work.then(
      (state) => {
        if (failing) log.info('rate-limit store (PostgreSQL) answers again; limits are enforced');
        failing = false;
        callback(null, state);
      },
      (error: Error) => {
        if (!failing) {
          log.warn(
            { err: error },
            'rate-limit store (PostgreSQL) failed; limits are not enforced until it answers',
          );
        }
        failing = true;
        callback(error);
      },
    );
  }

  /** One per plugin instance and per limiter (`child`); all of them share the state above. */
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      settle(countHit(pool, key, timeWindow), callback);
      sweepIfDue();
    }
    read(key: string, callback: StoreCallback): void {
      settle(readWindow(pool, key), callback);
    }
    // Keys already name their limit (http/request-limits.ts): every limiter shares the one table.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return {
    Store: PostgresRateLimitStore,
    close: async () => {
      closed = true;
      while (sweeping) await sweeping;
    },
  };
}

/**
 * A Redis client to `redisUrl`; resolves once it is connected, or after READY_WAIT_MS when Redis
 * does not answer. Commands fail fast while Redis is away, and the limiter lets requests through
 * (`skipOnError`): a Redis outage must not lock every shopper out — but the first requests after
 * start are not let through uncounted only because the connection was still being made.
 */
async function openRedis(redisUrl: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error) => {
    if (reported) return;
    reported = true;
    log.warn(
      { err: error },
      'rate-limit store (Redis) unreachable; limits are not enforced until it is back',
    );
  });
  redis.on('ready', () => {
    reported = false;
  });
  await Promise.race([once(redis, 'ready'), sleep(READY_WAIT_MS, undefined, { ref: false })]).catch(() => {});
  return redis;
}

/**
 * The shared store: Redis at `redisUrl` when given, else PostgreSQL through `pool`. Either way every
 * instance counts into the same counters; with `skipOnError` a store failure lets requests through
 * (logged) rather than answering 500 or refusing every shopper.
 */
export async function openRateLimitStore({
  redisUrl,
  pool,
  log,
}: {
  redisUrl: string | undefined;
  pool: Queryable;
  log: FastifyBaseLogger;
}): Promise<RateLimitStore> {
  if (redisUrl) {
    const redis = await openRedis(redisUrl, log);
    return {
      options: { redis },
      close: async () => void (await redis.quit().catch(() => redis.disconnect())),
    };
  }
  const postgres = postgresStore(pool, log);
  return { options: { store: postgres.Store }, close: postgres.close };
}
