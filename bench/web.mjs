// Lighthouse (mobile preset, the default form factor) against the built shop:
// home, a collection and a product page, median of 5 runs each (by performance score), plus the
// first-load JavaScript of each page: the scripts Lighthouse saw it load, gzipped (level 9, from
// their files in web/dist) and as sent (the build's brotli files). Writes the table between the
// markers in bench/RESULTS.md.
// Lighthouse needs Node ≥ 22: it runs as `npx -y -p node@24 -p lighthouse@13 lighthouse …`, with
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); nothing downloads a browser.
// Usage: npm run bench:web [-- --runs 5]
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/build-stamp.mjs';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { freePort, startShop, stopShop } from './shop.mjs';

const run = promisify(execFile);
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --no-first-run';

/**
 * One Lighthouse run of `url`; resolves with the parsed report. A run Lighthouse itself gives up on
 * (NO_FCP, NO_NAVSTART: trace hiccups on a busy machine) is repeated, up to 3 attempts.
 */
async function lighthouse(url, attempt = 1) {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(
      `lighthouse ${url}: attempt ${attempt} failed (${String(error.message).split('\n')[0]}); again`,
    );
    return lighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url) {
  const output = path.join(os.tmpdir(), `shahi-lh-${process.pid}-${Date.now()}.json`);
  await run(
    'npx',
    [
      '-y',
      '-p',
      'node@24',
      '-p',
      'lighthouse@13',
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  rmSync(output, { force: true });
  return report;
}

const webDist = path.join(root, 'web/dist');

/** The gzip (level 9) size in bytes of a script the page loaded, from its file in web/dist. */
function gzippedSize(url) {
  const file = path.join(webDist, new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** The table's figures from one report: the four scores, LCP, TBT, CLS and first-load JS. */
function figures(report) {
  const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const scripts = report.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpSeconds: report.audits['largest-contentful-paint'].numericValue / 1000,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    jsKiB: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024,
    jsGzipKiB: scripts.reduce((total, item) => total + gzippedSize(item.url), 0) / 1024,
  };
}

ensureBuilt();
const dataDir = path.join(root, 'bench/.data/web');
rmSync(dataDir, { recursive: true, force: true });
const port = await freePort();
const base = `http://localhost:${port}`;
const { child } = await startShop(dataDir, port);
const rows = [];
try {
  const categories = (await (await fetch(`${base}/api/category/active`, { method: 'POST' })).json()).data;
  const rowsOfHome = (await (await fetch(`${base}/api/product-list-by-category`)).json()).data;
  const pages = {
    home: '/',
    collection: `/collection/${categories[0]._id}`,
    product: `/product/${rowsOfHome[0].products[0]._id}`,
  };
  for (const [name, pagePath] of Object.entries(pages)) {
    const results = [];
    for (let attempt = 0; attempt < runs; attempt += 1)
      results.push(figures(await lighthouse(base + pagePath)));
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)];
    rows.push({ name, pagePath, ...median });
    console.log(name, JSON.stringify(median));
  }
} finally {
  await stopShop(child);
}

const table = [
  `Lighthouse 13, mobile preset, median of ${runs} runs by performance score, measured ${new Date().toISOString().slice(0, 10)} on the 2-core machine (\`npm run bench:web\`):`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS | first-load JS KiB gzipped | as sent (brotli) KiB |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.name} (\`${row.pagePath.replace(/[0-9a-f-]{36}/, ':id')}\`) | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpSeconds.toFixed(2)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.jsGzipKiB.toFixed(1)} | ${row.jsKiB.toFixed(1)} |`,
  ),
].join('\n');
const resultsFile = path.join(root, 'bench/RESULTS.md');
const start = '<!-- bench:web start -->';
const end = '<!-- bench:web end -->';
let text = readFileSync(resultsFile, 'utf8');
if (!text.includes(start))
  text += `\n## Storefront in Lighthouse — \`npm run bench:web\`\n\n${start}\n${end}\n`;
text = text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`);
writeFileSync(resultsFile, text);
console.log(`\n${table}`);
