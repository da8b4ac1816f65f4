// The production recipe (deploy/Caddyfile, deploy/shop.env.example) run for `npm run test:instances`:
// a real `caddy run` on a free loopback port in front of the bench's instances, configured from the
// recipe's own site block with only its address and upstreams replaced, so the load-balancing
// policy, health checks, retries and access log under test are the ones production ships (ADR 0047).
// Caddy's debug log (one JSON line per upstream try and per health change) gives the counters.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../scripts/build-stamp.mjs';

const RECIPE = path.join(root, 'deploy/Caddyfile');
const SHOP_ENV = path.join(root, 'deploy/shop.env.example');

/** `caddy version`'s first word (Debian's says `2.6.2`), or undefined when no `caddy` is on PATH. */
export function caddyVersion() {
  try {
    return execFileSync('caddy', ['version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split(/\s+/)[0];
  } catch {
    return undefined;
  }
}

/** A Caddyfile duration (`250ms`, `2s`, `1m`) in milliseconds. */
function durationMs(value) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)$/.exec(value ?? '');
  if (!match) throw new Error(`deploy/Caddyfile: "${value}" is not a duration this bench reads`);
  return Number(match[1]) * { ms: 1, s: 1_000, m: 60_000 }[match[2]];
}

/** A Caddyfile line's words (directive first); no quoting, which the settings read here never use. */
const words = (line) => line.trim().split(/\s+/);

/**
 * The Caddyfile's top-level blocks as `{ header, text }` (header: what precedes `{`, '' for the
 * global options). Braces count outside quotes and `#` comments; comment lines between blocks drop.
 */
function topLevelBlocks(caddyfile) {
  const blocks = [];
  let depth = 0;
  let current;
  for (const line of caddyfile.split('\n')) {
    const code = line.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/(^|\s)#.*$/, '');
    if (depth === 0 && code.trim() === '') continue;
    if (depth === 0) current = { header: code.slice(0, code.indexOf('{')).trim(), lines: [] };
    current.lines.push(line);
    depth += (code.match(/\{/g) ?? []).length - (code.match(/\}/g) ?? []).length;
    if (depth === 0) blocks.push({ header: current.header, text: current.lines.join('\n') });
  }
  if (depth !== 0) throw new Error('deploy/Caddyfile: unbalanced braces');
  return blocks;
}

/**
 * The recipe as the bench uses it. `siteBlock` is deploy/Caddyfile's one site block with a
 * `reverse_proxy` (the shop; the www redirect and the global options, which name the ACME account,
 * are left out). `settings` are its `reverse_proxy` health URI and durations in ms; `drainSeconds`
 * is `SHUTDOWN_DRAIN_SECONDS` from deploy/shop.env.example. Throws when the recipe's shape changed.
 */
export function readRecipe() {
  const sites = topLevelBlocks(readFileSync(RECIPE, 'utf8')).filter(
    ({ header, text }) =>
      header !== '' && text.split('\n').some((line) => words(line)[0] === 'reverse_proxy'),
  );
  if (sites.length !== 1) throw new Error(`deploy/Caddyfile: ${sites.length} site blocks with reverse_proxy`);
  const [site] = sites;
  const setting = (name) =>
    site.text
      .split('\n')
      .map(words)
      .find(([directive]) => directive === name)?.[1];
  const drain = /^SHUTDOWN_DRAIN_SECONDS=(\d+)\s*$/m.exec(readFileSync(SHOP_ENV, 'utf8'))?.[1];
  if (!drain) throw new Error('deploy/shop.env.example: no SHUTDOWN_DRAIN_SECONDS');
  return {
    siteBlock: site.text,
    settings: {
      healthUri: setting('health_uri'),
      healthIntervalMs: durationMs(setting('health_interval')),
      healthTimeoutMs: durationMs(setting('health_timeout')),
      tryDurationMs: durationMs(setting('lb_try_duration')),
      tryIntervalMs: durationMs(setting('lb_try_interval')),
      failDurationMs: durationMs(setting('fail_duration')),
    },
    drainSeconds: Number(drain),
  };
}

/**
 * The bench's Caddyfile: bench-only global options (no admin API, loopback only, debug log for the
 * counters, 2 s shutdown grace), then the recipe's site block served over plain HTTP at
 * 127.0.0.1:`port` with `upstreams` (`host:port` each) in place of the recipe's.
 */
export function benchCaddyfile(siteBlock, { port, upstreams }) {
  // The block's first line is its address line; the reverse_proxy line ends with its own `{`.
  const lines = siteBlock.split('\n');
  const proxy = lines.findIndex((line) => words(line)[0] === 'reverse_proxy' && words(line).at(-1) === '{');
  if (proxy < 0) throw new Error('deploy/Caddyfile: no `reverse_proxy <upstreams> {` line');
  lines[0] = `http://127.0.0.1:${port} {`;
  lines[proxy] =
    `${lines[proxy].slice(0, lines[proxy].indexOf('reverse_proxy'))}reverse_proxy ${upstreams.join(' ')} {`;
  const globals = ['{', '\tadmin off', '\tdefault_bind 127.0.0.1', '\tdebug', '\tgrace_period 2s', '}'];
  return `${globals.join('\n')}\n\n${lines.join('\n')}\n`;
}

/**
 * Starts `caddy run` on 127.0.0.1:`port` in front of `backends` (`[{ name, baseUrl }]`), configured
 * from deploy/Caddyfile, and waits until health through it answers 200. Resolves with the same shape
 * as bench/balancer.mjs: `{ url, served, counters, healthy(name), close() }` — `served[name]` counts
 * answers each backend gave; `counters.refused` tries whose connection was refused (Caddy retries
 * them), `counters.dropped` tries that failed after connecting, `counters.retries` both together.
 * `healthy(name)` follows Caddy's active health events. Its logs stay in `logDir` until close().
 */
export async function startCaddy(backends, { port, siteBlock }) {
  const logDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-caddy-'));
  const hostOf = (baseUrl) => new URL(baseUrl).host;
  const names = new Map(backends.map(({ name, baseUrl }) => [hostOf(baseUrl), name]));
  const config = path.join(logDir, 'Caddyfile');
  await writeFile(config, benchCaddyfile(siteBlock, { port, upstreams: [...names.keys()] }));
  const access = createWriteStream(path.join(logDir, 'access.log'));
  const debugLog = createWriteStream(path.join(logDir, 'caddy.log'));
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Caddy's autosave and storage inside the throw-away folder, not the user's home.
    env: { ...process.env, XDG_CONFIG_HOME: logDir, XDG_DATA_HOME: logDir },
  });
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);
  child.stdout.pipe(access);
  const served = Object.fromEntries(backends.map(({ name }) => [name, 0]));
  const counters = { retries: 0, refused: 0, dropped: 0 };
  const health = Object.fromEntries(backends.map(({ name }) => [name, true]));
  let exited;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  child.once('error', (error) => {
    exited = { error: error.message };
  });
  const lastLines = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    debugLog.write(`${line}\n`);
    lastLines.push(line);
    if (lastLines.length > 3) lastLines.shift();
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (entry.msg === 'upstream roundtrip') {
      const name = names.get(entry.upstream);
      if (entry.status !== undefined) served[name] += 1;
      else if (entry.error) {
        counters.retries += 1;
        if (/connection refused|dial tcp/.test(entry.error)) counters.refused += 1;
        else counters.dropped += 1;
      }
    } else if (entry.logger === 'events' && (entry.name === 'healthy' || entry.name === 'unhealthy')) {
      const name = names.get(entry.data?.host);
      if (name) health[name] = entry.name === 'healthy';
    }
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    process.off('exit', stopOnExit);
    if (!exited) {
      child.kill('SIGTERM');
      // Unreferenced: a quick exit does not keep the bench waiting for this timer.
      const late = sleep(5_000, undefined, { ref: false }).then(() => child.kill('SIGKILL'));
      await Promise.race([once(child, 'exit'), late]);
    }
    access.end();
    debugLog.end();
    await rm(logDir, { recursive: true, force: true });
  };
  const started = performance.now();
  for (;;) {
    if (exited) {
      await close();
      throw new Error(`caddy exited (${JSON.stringify(exited)}): ${lastLines.join('\n')}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {}
    if (performance.now() - started > 15_000) {
      await close();
      throw new Error('caddy did not answer 200 on /api/health within 15 s');
    }
    await sleep(100);
  }
  return {
    url,
    served,
    counters,
    logDir,
    healthy: (name) => health[name],
    close,
  };
}
