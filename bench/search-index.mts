/**
 * The in-process search index (ADR 0017) against the database on a prepared catalogue: reads the
 * index, then asks it every title word of 4+ letters × 7 orders × pages 1, 2, 3 and 40 (and a few
 * odd searches), compares each answer with the database's page and total (selectAvailableProductsPage
 * without the index), and prints the time to read the index, the longest the event loop was held
 * meanwhile, the memory it keeps, and the time a search takes in it.
 * Usage: npx tsx bench/prepare-catalogue.ts bench/.data/s100k 100000
 *        node --expose-gc --import tsx bench/search-index.mts bench/.data/s100k
 * Exits 1 on any difference.
 */
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { productListRequestSchema } from '../contract/src/schemas.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { startEmbeddedDatabase } from '../server/src/db/embedded.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { selectAvailableProductsPage } from '../server/src/modules/catalog/listing-query.ts';
import { SearchIndex } from '../server/src/modules/catalog/search-index.ts';

const [dataDir = 'bench/.data/s100k'] = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const embedded = await startEmbeddedDatabase(path.resolve(dataDir), () => {});
const { db, pool } = openDatabase(embedded.url);
let differences = 0;
try {
  await migrateDatabase(db);
  const index = new SearchIndex(pool.options, 0);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  // How long other requests could wait on the event loop while the index is read.
  const stall = monitorEventLoopDelay({ resolution: 1 });
  stall.enable();
  index.start();
  while (!index.ready) await new Promise((resolve) => setTimeout(resolve, 5));
  const readMs = performance.now() - started;
  stall.disable();
  gc();
  const keptMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const { rows } = await db.execute<{ word: string }>(
    sql`SELECT DISTINCT lower(word) AS word FROM products, regexp_split_to_table(title, '[^[:alpha:]]+') AS word
        WHERE length(word) >= 4 ORDER BY 1`,
  );
  const orders = [
    ['title', 'asc'],
    ['title', 'desc'],
    ['price', 'asc'],
    ['price', 'desc'],
    ['createdAt', 'desc'],
    ['discount', 'desc'],
    ['discount', 'asc'],
  ];
  const bodies: Array<Record<string, unknown>> = rows.flatMap(({ word }) =>
    orders.flatMap(([sortBy, sortOrder]) =>
      [1, 2, 3, 40].map((page) => ({ search: word, sortBy, sortOrder, page })),
    ),
  );
  bodies.push(
    { search: 'silk sa', sortBy: 'price' },
    { search: 'zzzq' },
    { search: 'WEDDING shawl', page: 2 },
  );
  const times: number[] = [];
  for (const body of bodies) {
    const query = productListRequestSchema.parse(body);
    const before = performance.now();
    const page = index.search(query);
    times.push(performance.now() - before);
    const database = await selectAvailableProductsPage(db, query);
    const same =
      page !== undefined &&
      page.total === database.total &&
      JSON.stringify(page.ids) === JSON.stringify(database.rows.map((row) => row.id));
    if (!same) {
      differences += 1;
      console.log('difference', JSON.stringify(body), page?.total, database.total);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    (times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0).toFixed(3);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    JSON.stringify({
      products: (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).rows[0]?.n,
      readMs: Math.round(readMs),
      longestStallMs: Math.round(stall.max / 1e6),
      keptMb: Number(keptMb.toFixed(1)),
      searches: bodies.length,
      differences,
      searchMs: { mean: mean.toFixed(3), p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) },
    }),
  );
  await index.stop();
} finally {
  await pool.end();
  await embedded.stop();
}
process.exitCode = differences === 0 ? 0 : 1;
