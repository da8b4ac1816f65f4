// Benchmark of the account calls, recorded in bench/RESULTS.md ("Accounts"):
//  1. login latency (argon2id m=19 MiB, t=2, p=1 verification + token), sequential;
//  2. login throughput with 4 connections over many accounts (the per-address limit stays unspent);
//  3. an authenticated read, GET /api/my-profile (JWT check + the user-row read that makes revocation
//     exact), beside GET /api/health, both driven at once.
// Usage: npm run bench:accounts [-- --duration 10 --accounts 60]
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/build-stamp.mjs';
import { freePort, run, startShop, stopShop } from './shop.mjs';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, accounts: { type: 'string', default: '60' } },
});
const duration = Number(values.duration);
const accountCount = Number(values.accounts);
const dataDir = path.join(root, 'bench/.data/accounts');
const password = 'bench-password-1';

const post = (base, url, body) =>
  fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json());

/** The code in the outbox mail to `email` (the text part comes first; the code is on its own line). */
async function codeFor(email) {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 200; tries += 1) {
    const files = existsSync(outbox) ? readdirSync(outbox, { withFileTypes: true }) : [];
    for (const file of files.filter((entry) => entry.isFile())) {
      const text = readFileSync(path.join(outbox, file.name), 'utf8');
      if (text.includes(`To: ${email}`)) return /^[ \t]+(\d{6})\s*$/m.exec(text)?.[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code mailed to ${email}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

rmSync(dataDir, { recursive: true, force: true });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { child } = await startShop(dataDir, port);
try {
  const emails = [];
  for (let index = 0; index < accountCount; index += 1) {
    const email = `bench.${index}@example.in`;
    const shopper = { firstName: 'Bench', lastName: 'Shopper', email, password, phoneNumber: '9876543210' };
    await post(base, '/register', shopper);
    await post(base, '/verify-otp', { email, otp: await codeFor(email) });
    emails.push(email);
  }

  const sequential = [];
  for (const email of emails.slice(0, 20)) {
    const started = performance.now();
    const answer = await post(base, '/login', { email, password });
    if (!answer.success) throw new Error(answer.message);
    sequential.push(performance.now() - started);
  }
  sequential.sort((a, b) => a - b);
  console.log(
    `login, sequential (20): median ${percentile(sequential, 50).toFixed(1)} ms, p95 ${percentile(sequential, 95).toFixed(1)} ms`,
  );

  let next = 0;
  const logins = await run({
    url: `${base}/api/login`,
    connections: 4,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          next += 1;
          return { ...request, body: JSON.stringify({ email: emails[next % emails.length], password }) };
        },
      },
    ],
  });
  console.log(
    `login, 4 connections over ${emails.length} accounts: ${Math.round(logins.requests.average)} req/s, p99 ${logins.latency.p99} ms, non-2xx ${logins.non2xx}`,
  );

  const { token } = (await post(base, '/login', { email: emails[0], password })).data;
  const [profile, health] = await Promise.all([
    run({
      url: `${base}/api/my-profile`,
      connections: 5,
      duration,
      headers: { authorization: `Bearer ${token}` },
    }),
    run({ url: `${base}/api/health`, connections: 5, duration }),
  ]);
  console.log(
    `GET /api/my-profile (5 connections): ${Math.round(profile.requests.average)} req/s, p99 ${profile.latency.p99} ms, non-2xx ${profile.non2xx}; ` +
      `beside GET /api/health: ${Math.round(health.requests.average)} req/s, p99 ${health.latency.p99} ms`,
  );
} finally {
  await stopShop(child);
}
