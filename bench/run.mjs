// Start-up and listing benchmarks, recorded in bench/RESULTS.md:
//  1. cold and warm start-up of `npm start` (spawn → first 200 from /api/health);
//  2. requests per second and p99 latency of POST /api/product-list beside GET /api/health, both
//     driven at once by autocannon against the same server, at 1,000 and 100,000 products.
// Usage: npm run bench [-- --duration 10 --sizes 1000,100000]
// Everything runs on loopback against throw-away data folders under bench/.data/.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-stamp.mjs';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { freePort, run, startShop, stopShop } from './shop.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    sizes: { type: 'string', default: '1000,100000' },
    'bundle-only': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const sizes = values.sizes.split(',').map(Number);
const benchData = path.join(root, 'bench/.data');

/**
 * First-ever start (new DATA_DIR, no rendered demo images on the machine), cold start (new
 * DATA_DIR, images copied from the machine's render cache) and warm start (existing DATA_DIR).
 */
async function measureStartup() {
  const dataDir = path.join(benchData, 'startup');
  for (const entry of readdirSync(os.tmpdir())) {
    if (entry.startsWith('shahi-demo-images-'))
      rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const first = await startShop(dataDir, port);
  await stopShop(first.child);
  rmSync(dataDir, { recursive: true, force: true });
  const cold = await startShop(dataDir, port);
  await stopShop(cold.child);
  const warm = [];
  for (let run = 0; run < 3; run += 1) {
    const next = await startShop(dataDir, port);
    warm.push(next.ms);
    await stopShop(next.child);
  }
  return { firstMs: first.ms, coldMs: cold.ms, warmMs: warm.sort((a, b) => a - b)[1] };
}

const listBody = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function measureThroughput(size) {
  const dataDir = path.join(benchData, `catalogue-${size}`);
  const prepared = execFileSync('npx', ['tsx', 'bench/prepare-catalogue.ts', dataDir, String(size)], {
    cwd: root,
    encoding: 'utf8',
  });
  const { products, growSeconds } = JSON.parse(prepared.trim().split('\n').pop());
  const port = await freePort();
  const { child } = await startShop(dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  const categories = (await (await fetch(`${base}/api/category/active`, { method: 'POST' })).json()).data;
  const scenarios = {
    'default (title A–Z, page 1)': {},
    'category, price high→low, page 2': {
      page: 2,
      sortBy: 'price',
      sortOrder: 'desc',
      filter: { categoryId: categories[0]._id },
    },
    'search "silk"': { search: 'silk' },
    'deep page (page 500)': { page: 500 },
  };
  const rows = [];
  try {
    await run({ url: `${base}/api/product-list`, connections: 4, duration: 2, ...listBody({}) });
    for (const [name, body] of Object.entries(scenarios)) {
      const [list, health] = await Promise.all([
        run({ url: `${base}/api/product-list`, connections: 5, duration, ...listBody(body) }),
        run({ url: `${base}/api/health`, connections: 5, duration }),
      ]);
      rows.push({
        scenario: name,
        listRps: Math.round(list.requests.average),
        listP99: list.latency.p99,
        listErrors: list.errors + list.non2xx,
        healthRps: Math.round(health.requests.average),
        healthP99: health.latency.p99,
      });
    }
  } finally {
    await stopShop(child);
  }
  return { size: products, growSeconds, rows };
}

/** Bytes (raw and gzipped) of what the home page loads before it can render: index.html's assets. */
function measureInitialBundle() {
  const dist = path.join(root, 'web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  let raw = 0;
  let gzipped = 0;
  for (const asset of assets) {
    const bytes = readFileSync(path.join(dist, asset));
    raw += bytes.length;
    gzipped += gzipSync(bytes).length;
  }
  return { files: assets.length, rawKb: Math.round(raw / 1024), gzipKb: Math.round(gzipped / 1024) };
}

ensureBuilt();
const bundle = measureInitialBundle();
console.log(
  `initial storefront assets: ${bundle.files} files, ${bundle.rawKb} KiB raw, ${bundle.gzipKb} KiB gzipped`,
);
if (process.argv.includes('--bundle-only')) process.exit(0);
const startup = await measureStartup();
console.log(
  `start-up to first healthy answer: first ever ${startup.firstMs} ms, cold ${startup.coldMs} ms, warm ${startup.warmMs} ms (median of 3)`,
);
for (const size of sizes) {
  const result = await measureThroughput(size);
  console.log(
    `\n${result.size} products (grown in ${result.growSeconds} s), ${duration} s per scenario, 5+5 connections`,
  );
  console.log(
    '| scenario | product-list req/s | product-list p99 ms | health req/s | health p99 ms | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of result.rows) {
    console.log(
      `| ${row.scenario} | ${row.listRps} | ${row.listP99} | ${row.healthRps} | ${row.healthP99} | ${row.listErrors} |`,
    );
  }
}
