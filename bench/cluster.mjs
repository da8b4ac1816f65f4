// What faults.mjs and instances.mjs share: the built server started as a real child process on
// its own port and DATA_DIR, a direct connection to its database, verified shoppers with session
// tokens, and small HTTP helpers. Nothing here touches the machine's PostgreSQL or Redis beyond
// the databases and keys a run creates itself.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildInputs, fingerprint, root, stampFiles } from '../scripts/build-stamp.mjs';

export { freePort } from './shop.mjs';
export { sleep };

/**
 * Builds the server bundle when its sources changed (what `npm start` does first). Only the
 * server: the storefront is not needed for API runs, and building it is slow.
 */
export function ensureServerBuilt() {
  const stamp = fingerprint(buildInputs.server);
  const current = existsSync(stampFiles.server) ? readFileSync(stampFiles.server, 'utf8') : '';
  if (current === stamp) return;
  process.stderr.write('Building the server…\n');
  execFileSync('npm', ['run', 'build', '-w', 'server'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  writeFileSync(stampFiles.server, stamp);
}

/** A fresh temporary DATA_DIR. */
export function tempDataDir(label) {
  return mkdtemp(path.join(os.tmpdir(), `shahi-${label}-`));
}

/**
 * Starts `node server/dist/main.js` (the process `npm start` ends up as) in its own process group
 * on `port` with `env` added; its JSON log goes to `${dataDir}/server.log`. Resolves, once
 * `/api/health` answers 200, with `{ child, ms, logFile, baseUrl }`; rejects when it exits first
 * or after `timeoutMs`.
 */
export async function startServer({ dataDir, port, env = {}, timeoutMs = 120_000 }) {
  const started = performance.now();
  const logFile = path.join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...env,
      DATA_DIR: dataDir,
      // Inside the throw-away data folder: each cluster its own archive (ADR 0043).
      BACKUP_DIR: path.join(dataDir, 'backups'),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error(`the server exited (${JSON.stringify(exited)}); see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { child, ms: Math.round(performance.now() - started), logFile, baseUrl };
    } catch {}
    if (performance.now() - started > timeoutMs) throw new Error(`no healthy server after ${timeoutMs} ms`);
    await sleep(25);
  }
}

/** Resolves when `child` has exited (at once when it already has). */
export function exitOf(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

/** SIGTERM to the server's process group, then waits for it (a clean stop). */
export async function stopServer(child) {
  const exited = exitOf(child);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
  await exited;
}

/** Every process of the server's group still alive (the Node server, the embedded PostgreSQL). */
export function processGroup(pgid) {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,comm='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, group]) => Number(group) === pgid)
    .map(([pid, , comm]) => ({ pid: Number(pid), comm }));
}

/**
 * The connection URL of the embedded PostgreSQL of a running server on `dataDir`: its port from
 * `postgres/postmaster.pid` (4th line), its password from `postgres-password`.
 */
export async function embeddedUrl(dataDir) {
  const lock = await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8');
  const port = lock.split('\n')[3]?.trim();
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shahi`;
}

/** A one-connection pg pool to `url`. */
export function connect(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  return pool;
}

/** Creates a fresh database on the machine's PostgreSQL; resolves with its name, URL and drop(). */
export async function createMachineDatabase(adminUrl, label) {
  const name = `shahi_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const PASSWORD = 'fault-run-password-1';

/**
 * Inserts `count` verified shoppers straight into the database (registration is not what is
 * tested; the hash is argon2id with the server's parameters), then logs each one in through
 * `baseUrls` in turn. Resolves with `[{ email, token }]`.
 */
export async function verifiedShoppers(pool, baseUrls, count, label = 'shopper') {
  const passwordHash = await hash(PASSWORD, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const stamp = `${Date.now()}.${randomBytes(2).toString('hex')}`;
  const emails = Array.from({ length: count }, (_, index) => `${label}.${index}.${stamp}@example.in`);
  await pool.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, email_verified_at)
     SELECT unnest($1::text[]), $2, 'Harleen', 'Kaur', '9876543210', now()`,
    [emails, passwordHash],
  );
  const shoppers = [];
  for (const [index, email] of emails.entries()) {
    const baseUrl = baseUrls[index % baseUrls.length];
    const answer = await postJson(`${baseUrl}/api/login`, { email, password: PASSWORD, userType: 'user' });
    if (answer.status !== 200)
      throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    shoppers.push({ email, token: answer.body.data.token });
  }
  return shoppers;
}

/** POST a JSON body; resolves with `{ status, body, ms }` (body null when not JSON). */
export async function postJson(url, body, { token, headers = {}, signal } = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
    signal,
  });
  return answerOf(response, started);
}

/** `{ status, body, ms }` of `response`: the body parsed as JSON (null when it is not), ms since `started`. */
async function answerOf(response, started) {
  const text = await response.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed, ms: performance.now() - started };
}

/** GET a URL; resolves with `{ status, body, ms }`. */
export async function getJson(url, { signal } = {}) {
  const started = performance.now();
  const response = await fetch(url, { signal });
  return answerOf(response, started);
}

/** A valid checkout body for `products`. */
export function checkoutBody(products, paymentMethod = 'cod') {
  return {
    addressDetails: {
      firstName: 'Harleen',
      lastName: 'Kaur',
      phone: '9876543210',
      address: 'House 12, Sector 17-C',
      city: 'Chandigarh',
      state: 'Chandigarh',
      zip: '160017',
      country: 'India',
    },
    paymentMethod,
    phoneNumber: '9812345678',
    products,
  };
}

/** `n` available pieces, cheapest first: `[{ id, title }]`. */
export async function availablePieces(pool, n) {
  const { rows } = await pool.query(
    `SELECT id, title FROM products WHERE status = 'available' ORDER BY price_paise, id LIMIT $1`,
    [n],
  );
  return rows;
}

/** Polls `probe` every 100 ms until it returns something truthy; rejects after `timeoutMs`. */
export async function waitFor(probe, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await sleep(100);
  }
}

/** Median and 95th percentile of `values` (ms), rounded. */
export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { median: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted.at(-1) ?? 0) };
}

/** A check that counts: prints ✓/✗ with `label` and records failures in `failures`. */
export function checker() {
  const failures = [];
  const check = (ok, label, detail = '') => {
    process.stdout.write(`  ${ok ? '✓' : '✗'} ${label}${detail ? ` — ${detail}` : ''}\n`);
    if (!ok) failures.push(label);
    return ok;
  };
  return { check, failures };
}

/** A machine line for RESULTS.md: cores, memory, Node. */
export function machine() {
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
}

/** A real SMTP server on `port` keeping what it receives (parsed). */
export function smtpSink(port) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return {
    received,
    listen: () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A shopper's registration payload with a unique address. */
export function registration(index, label = 'shopper') {
  return {
    firstName: 'Simran',
    lastName: 'Gill',
    email: `${label}.${index}.${Date.now()}@example.in`,
    password: 'phulkari-2026',
    phoneNumber: '9876543210',
    userType: 'user',
  };
}
