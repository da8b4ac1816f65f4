/**
 * What the metrics' request hook costs (ADR 0044): the shop's `GET /api/health` handler (one
 * `SELECT 1` on a pool) and an empty handler, each served by a bare Fastify with and without
 * `createAppMetrics(...).instrument(app)`, driven by autocannon in alternating rounds; the CPU time
 * per request of 20,000 `inject`s of the empty handler with and without; then the time of one scrape (queues read from a migrated database, Node's default metrics, every series).
 * Usage: node --import tsx bench/metrics-overhead.mts [seconds per run, default 8]
 * Needs PostgreSQL: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres); a throw-away
 * database is created and dropped.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { healthRoutes } from '../server/src/api/health.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { createAppMetrics } from '../server/src/http/metrics.ts';
import { countOpenJobs } from '../server/src/jobs/boss.ts';
import { installMailQueue } from '../server/src/mail/queue.ts';
import { countUnsentMail } from '../server/src/mail/repository.ts';

const seconds = Number(process.argv[2] ?? 8);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `mx_bench_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const { db, pool } = openDatabase(url.toString(), 10);
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

async function serve(instrumented: boolean, port: number) {
  const app = Fastify({ logger: false });
  if (instrumented) {
    createAppMetrics({
      pool,
      readQueues: async () => ({ mail: await countUnsentMail(pool), jobs: await countOpenJobs(pool) }),
    }).instrument(app);
  }
  await app.register(healthRoutes, { prefix: '/api', pool });
  app.get('/empty', async () => ({ success: true }));
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

function drive(port: number, path: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${port}${path}`, connections: 10, duration: seconds },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

try {
  await migrateDatabase(db);
  await installMailQueue(pool, quiet);
  const without = await serve(false, 4250);
  const withHook = await serve(true, 4251);
  const rows: string[] = [];
  for (const path of ['/api/health', '/empty']) {
    const runs: Record<string, autocannon.Result[]> = { without: [], with: [] };
    for (let round = 0; round < 2; round++) {
      runs.without?.push(await drive(4250, path));
      runs.with?.push(await drive(4251, path));
    }
    for (const [side, results] of Object.entries(runs)) {
      const rps = results.map((result) => Math.round(result.requests.average));
      const p99 = results.map((result) => result.latency.p99);
      const errors = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
      rows.push(`| ${path} | ${side} hook | ${rps.join(' / ')} | ${p99.join(' / ')} | ${errors} |`);
    }
  }
  // The hook's own CPU cost, without the network: app.inject of the empty handler, alternating.
  const perRequest: Record<string, number[]> = { without: [], with: [] };
  for (let round = 0; round < 3; round++) {
    for (const [side, app] of [
      ['without', without],
      ['with', withHook],
    ] as const) {
      const startedAt = process.cpuUsage();
      for (let i = 0; i < 20_000; i++) await app.inject({ method: 'GET', url: '/empty' });
      const used = process.cpuUsage(startedAt);
      perRequest[side]?.push((used.user + used.system) / 20_000);
    }
  }
  await without.close();
  await withHook.close();

  const metrics = createAppMetrics({
    pool,
    readQueues: async () => ({ mail: await countUnsentMail(pool), jobs: await countOpenJobs(pool) }),
  });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 50; i++) {
    const startedAt = performance.now();
    bytes = (await metrics.scrape()).body.length;
    times.push(performance.now() - startedAt);
  }
  times.sort((a, b) => a - b);
  console.log(`${seconds} s per run, 10 connections, two alternating rounds (req/s and p99 ms per round)\n`);
  console.log('| path | side | req/s | p99 ms | errors + non-2xx |\n| --- | --- | --- | --- | --- |');
  console.log(rows.join('\n'));
  for (const [side, micros] of Object.entries(perRequest)) {
    console.log(
      `\ninject /empty, ${side} hook: ${micros.map((us) => us.toFixed(1)).join(' / ')} µs CPU per request`,
    );
  }
  console.log(
    `\nscrape: median ${times[25]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms over 50, ${bytes} bytes`,
  );
} finally {
  await pool.end();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
