/**
 * What one rate-limit hit costs in the PostgreSQL store (ADR 0048): the shop's `countHit` on the
 * migrated, unlogged `rate_limit_counters`, the same statement on a logged copy of the table (one
 * WAL flush per hit), and a `SELECT 1` round trip beside them; one connection, sequential hits over
 * 200 keys, rounds alternated. Then one sweep of 1,000 lapsed rows.
 * Usage: node --import tsx bench/rate-limit-hit.mts [hits per round, default 4000]
 * Needs PostgreSQL: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres); a throw-away
 * database is created and dropped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { countHit, deleteLapsedCounters } from '../server/src/http/rate-limit-store.ts';

const hits = Number(process.argv[2] ?? 4000);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `rl_bench_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const { db, pool } = openDatabase(url.toString(), 1);

/** Milliseconds per call of `call(i)`, `hits` calls in sequence. */
async function perCall(call: (i: number) => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < hits; i++) await call(i);
  return Number(process.hrtime.bigint() - started) / 1e6 / hits;
}

try {
  await migrateDatabase(db);
  await pool.query('CREATE TABLE logged_counters (LIKE rate_limit_counters INCLUDING ALL)');
  const loggedHit = (i: number) =>
    pool.query(
      `INSERT INTO logged_counters AS c (key, hits, expires_at) VALUES ($1, 1, now() + interval '1 hour')
       ON CONFLICT (key) DO UPDATE SET hits = c.hits + 1 RETURNING c.hits`,
      [`bench:${i % 200}`],
    );
  const rows: Record<string, number[]> = {
    'SELECT 1': [],
    'hit, unlogged (as shipped)': [],
    'hit, logged table': [],
  };
  for (let round = 0; round < 3; round++) {
    rows['SELECT 1']?.push(await perCall(() => pool.query('SELECT 1')));
    rows['hit, unlogged (as shipped)']?.push(
      await perCall((i) => countHit(pool, `bench:${i % 200}`, 3_600_000)),
    );
    rows['hit, logged table']?.push(await perCall(loggedHit));
  }
  console.log(`| call | ms per call (3 rounds of ${hits}) |\n| --- | --- |`);
  for (const [label, values] of Object.entries(rows)) {
    console.log(`| ${label} | ${values.map((value) => value.toFixed(3)).join(' / ')} |`);
  }
  await pool.query(
    `INSERT INTO rate_limit_counters (key, hits, expires_at)
     SELECT 'lapsed:' || n, 1, now() - interval '1 minute' FROM generate_series(1, 1000) AS n`,
  );
  const started = process.hrtime.bigint();
  const deleted = await deleteLapsedCounters(pool, 1000);
  console.log(
    `sweep: ${deleted} lapsed rows in ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)} ms`,
  );
} finally {
  await pool.end();
  await admin.query(`DROP DATABASE ${name}`);
  await admin.end();
}
