/**
 * The storefront's search on PostgreSQL alone (ADR 0053) on a prepared catalogue, what
 * `npm run bench:api`'s "new search each time" row asks: every title word of 4+ letters × 5 orders ×
 * pages 1–3 in a fixed shuffle, through readListingPage (the service the API calls, without the
 * one-second answer cache), `--lanes` at a time; then typos: every title word of 6+ letters with its
 * middle letter dropped, page 1 A–Z. Prints, per part: searches a second, ms per search (mean, p50,
 * p90, p99, max) and CPU ms per search of this process and PostgreSQL together (read from /proc, so
 * Linux only) — CPU per search holds better than wall time on a busy machine. Typos also count how
 * many list exactly what their word lists.
 * Usage: npx tsx bench/prepare-catalogue.ts bench/.data/s100k 100000
 *        npx tsx bench/search.mts bench/.data/s100k [--lanes 2]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { productListRequestSchema } from '../contract/src/schemas.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { startEmbeddedDatabase } from '../server/src/db/embedded.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { readListingPage } from '../server/src/modules/catalog/service.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { lanes: { type: 'string', default: '2' } },
});
const dataDir = path.resolve(positionals[0] ?? 'bench/.data/s100k');
const lanes = Number(values.lanes);
const SORTS = [
  ['title', 'asc'],
  ['title', 'desc'],
  ['price', 'asc'],
  ['price', 'desc'],
  ['createdAt', 'desc'],
] as const;

/** CPU ms used so far by the PostgreSQL cluster: the postmaster, its live children and the ended ones. */
function postgresCpuMs(): number {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    if (pid !== postmaster && parent !== postmaster) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
    if (pid === postmaster) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const embedded = await startEmbeddedDatabase(dataDir, () => {});
const { db, pool } = openDatabase(embedded.url);

/** Runs `bodies` `lanes` at a time; resolves with the figures of the run and each body's total. */
async function measure(bodies: Array<Record<string, unknown>>) {
  const queries = bodies.map((body) => productListRequestSchema.parse(body));
  const totals = new Array<number>(queries.length);
  const times: number[] = [];
  let next = 0;
  const cpuBefore = ownCpuMs() + postgresCpuMs();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < queries.length) {
        const at = next++;
        const before = performance.now();
        totals[at] = (await readListingPage(db, queries[at] as (typeof queries)[number])).total;
        times.push(performance.now() - before);
      }
    }),
  );
  const wallMs = performance.now() - started;
  const cpuMs = ownCpuMs() + postgresCpuMs() - cpuBefore;
  times.sort((a, b) => a - b);
  const share = (part: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(times.length * part))] ?? 0).toFixed(2));
  return {
    figures: {
      searches: queries.length,
      perSecond: Math.round((queries.length / wallMs) * 1000),
      ms: {
        mean: Number((times.reduce((sum, time) => sum + time, 0) / times.length).toFixed(2)),
        p50: share(0.5),
        p90: share(0.9),
        p99: share(0.99),
        max: share(1),
      },
      cpuMsPerSearch: Number((cpuMs / queries.length).toFixed(2)),
    },
    totals,
  };
}

try {
  await migrateDatabase(db);
  const { rows } = await db.execute<{ word: string }>(
    sql`SELECT DISTINCT lower(word) AS word FROM products, regexp_split_to_table(title, '[^[:alpha:]]+') AS word
        WHERE length(word) >= 4 ORDER BY 1`,
  );
  const words = rows.map((row) => row.word);
  const bodies = words.flatMap((search) =>
    SORTS.flatMap(([sortBy, sortOrder]) => [1, 2, 3].map((page) => ({ search, sortBy, sortOrder, page }))),
  );
  // The same fixed shuffle as bench/api.mjs.
  let seed = 20261121;
  for (let i = bodies.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [bodies[i], bodies[j]] = [bodies[j] as (typeof bodies)[number], bodies[i] as (typeof bodies)[number]];
  }
  const products = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).rows[0]?.n;
  // Warm-up: the buffers and plans of a running shop.
  await measure(bodies.slice(0, 200));
  const exact = await measure(bodies);
  // A typo each: the middle letter dropped, unless that is still some title's text.
  const typos = words
    .filter((word) => word.length >= 6)
    .map((word) => ({ word, typo: word.slice(0, word.length >> 1) + word.slice((word.length >> 1) + 1) }))
    .filter(({ typo }) => !words.some((other) => other.includes(typo)));
  const page = { sortBy: 'title', sortOrder: 'asc', page: 1 };
  const typed = await measure(typos.map(({ typo }) => ({ ...page, search: typo })));
  const intended = await measure(typos.map(({ word }) => ({ ...page, search: word })));
  const found = typos.filter((_, at) => typed.totals[at] === intended.totals[at]).length;
  console.log(JSON.stringify({ products, lanes, exact: exact.figures }));
  console.log(JSON.stringify({ products, lanes, typos: { ...typed.figures, found } }));
} finally {
  await pool.end();
  await embedded.stop();
}
