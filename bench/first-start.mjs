// First start of `npm start` as on a fresh clone after `npm ci`, recorded in bench/RESULTS.md:
// no web/dist and server/dist (so `npm start` builds both), an empty DATA_DIR (initdb, migrations,
// demo seed) and an empty render cache (TMPDIR pointed at a new folder, so the demo pictures are
// rendered, not copied). node_modules is kept: `npm ci` is not timed.
// Reports ms from spawning `npm start` to the first 200 of GET /api/health, to the first 200 of
// GET / (the home page), and to `ready` from GET /api/health/images (every demo picture rendered;
// absent before that route existed, then the pictures were rendered before the first health 200).
// Usage: node bench/first-start.mjs [--port 4300] [--keep-build] [--runs 1]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/build-stamp.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4300' },
    'keep-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const LIMIT_MS = 300_000;

async function status(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    return { code: response.status, body: await response.text() };
  } catch {
    return { code: 0, body: '' };
  }
}

/** Polls `check` every 25 ms until it is true; resolves with ms since `started`. */
async function until(started, check) {
  for (;;) {
    if (await check()) return Math.round(performance.now() - started);
    if (performance.now() - started > LIMIT_MS) throw new Error('not within 300 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function firstStart() {
  const scratch = path.join(os.tmpdir(), `st-first-start-${process.pid}-${Date.now()}`);
  const dataDir = path.join(scratch, 'data');
  const tmpDir = path.join(scratch, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  if (!values['keep-build']) {
    for (const part of ['web/dist', 'server/dist'])
      rmSync(path.join(root, part), { recursive: true, force: true });
  }
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), TMPDIR: tmpDir, LOG_LEVEL: 'warn' },
  });
  try {
    const [healthMs, homeMs] = await Promise.all([
      until(started, async () => (await status(`${base}/api/health`)).code === 200),
      until(started, async () => (await status(`${base}/`)).code === 200),
    ]);
    const imagesMs = await until(started, async () => {
      const { code, body } = await status(`${base}/api/health/images`);
      if (code === 404) return true;
      return code === 200 && JSON.parse(body).data?.state === 'ready';
    });
    return { healthMs, homeMs, imagesMs };
  } finally {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(scratch, { recursive: true, force: true });
  }
}

const runs = [];
for (let run = 0; run < Number(values.runs); run += 1) {
  const result = await firstStart();
  runs.push(result);
  console.log(
    `first start${values['keep-build'] ? ' (build kept)' : ''}: health 200 ${result.healthMs} ms, ` +
      `home page 200 ${result.homeMs} ms, all pictures rendered ${result.imagesMs} ms`,
  );
}
