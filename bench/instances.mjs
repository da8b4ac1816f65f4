// `npm run test:instances`: two shops on different ports sharing one PostgreSQL (a
// throw-away database on the machine's server), one Redis and one SMTP server, with their own
// DATA_DIRs and the same JWT_SECRET, started together. Checks: the same-piece race across both
// sells once (cash on delivery and online), login limits hold across them, two more instances
// without Redis share their limits through PostgreSQL (ADR 0048), the reservation release runs
// once per period cluster-wide, each mail is delivered once, and a rolling restart behind Caddy
// configured from deploy/Caddyfile (bench/caddy.mjs; bench/balancer.mjs stands in, with a notice,
// where no `caddy` is installed) drops no request (ADR 0047). Every instance keeps its pictures in
// one S3-compatible bucket (s3rver, started here; ADR 0068): a photo uploaded through A is served by
// B and a piece saved on B may name it. The figures are
// printed as JSON at the end (recorded in bench/RESULTS.md); exit code 1 when a check fails.
// Only this run's database and Redis keys are created and removed; nothing is flushed.
import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { startBalancer } from './balancer.mjs';
import { caddyVersion, readRecipe, startCaddy } from './caddy.mjs';
import {
  availablePieces,
  checker,
  checkoutBody,
  connect,
  createMachineDatabase,
  ensureServerBuilt,
  freePort,
  getJson,
  machine,
  postJson,
  registration,
  sleep,
  smtpSink,
  startServer,
  stopServer,
  tempDataDir,
  verifiedShoppers,
  waitFor,
} from './cluster.mjs';

const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JOB_SECONDS = 4;
// The production recipe: health answers 503 "draining" for SHUTDOWN_DRAIN_SECONDS (shop.env.example)
// after SIGTERM before the port closes; Caddy checks health every health_interval (Caddyfile), so it
// has stopped sending well before.
const RECIPE = readRecipe();
const DRAIN_SECONDS = RECIPE.drainSeconds;
const { check, failures } = checker();
const figures = { machine: machine(), date: new Date().toISOString().slice(0, 10) };

/** Sends `body` for every shopper at once, shopper i to instance i % 2; resolves with the statuses. */
async function raceAcross(instances, shoppers, body) {
  let release;
  const gate = new Promise((resolve) => {
    release = resolve;
  });
  const attempts = shoppers.map(async ({ token }, index) => {
    await gate;
    const answer = await postJson(`${instances[index % 2].baseUrl}/api/order/create`, body, { token });
    return { instance: index % 2, status: answer.status, body: answer.body };
  });
  const started = performance.now();
  release();
  const results = await Promise.all(attempts);
  return { results, ms: Math.round(performance.now() - started) };
}

async function races(instances, pool) {
  console.log('\nThe same piece, 50 shoppers, two instances');
  const shoppers = await verifiedShoppers(
    pool,
    instances.map((instance) => instance.baseUrl),
    50,
    'racer',
  );
  for (const method of ['cod', 'online']) {
    const [piece] = await availablePieces(pool, 1);
    const { results, ms } = await raceAcross(instances, shoppers, checkoutBody([piece.id], method));
    const won = results.filter((result) => result.status === 201);
    const lost = results.filter((result) => result.status === 409);
    const { rows } = await pool.query(
      `SELECT p.status, (SELECT count(*)::int FROM order_lines WHERE product_id = p.id) AS lines
         FROM products p WHERE p.id = $1`,
      [piece.id],
    );
    check(
      won.length === 1 && lost.length === 49 && rows[0].lines === 1,
      `${method}: one order, 49 × 409, one order line`,
      `201 from instance ${won.map((w) => (w.instance === 0 ? 'A' : 'B'))}, ${lost.length} × 409, ${rows[0].lines} line(s), piece ${rows[0].status}, ${ms} ms`,
    );
    check(
      rows[0].status === (method === 'cod' ? 'sold' : 'reserved'),
      `${method}: the piece is ${method === 'cod' ? 'sold' : 'reserved'}`,
    );
    figures[`race-${method}`] = { shoppers: 50, won: won.length, conflicts: lost.length, ms };
  }
}

/** The 1-based number of the first 429 among `count` wrong logins sent by `target(i)`. */
async function firstRefusal(count, target, email, ip) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const answer = await postJson(
      `${target(attempt).baseUrl}/api/login`,
      { email: email(attempt), password: 'wrong-password-1', userType: 'user' },
      { headers: { 'x-forwarded-for': ip } },
    );
    if (answer.status === 429) return attempt;
    if (answer.status !== 401 && answer.status !== 400 && answer.status !== 403) {
      throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
  return undefined;
}

async function rateLimits(instances, keys) {
  console.log('\nLogin limits across instances (address locks in PostgreSQL, client counters in Redis)');
  const stamp = randomBytes(3).toString('hex');
  const [a, b] = instances;
  const ip = () => `198.51.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  const one = { email: `limit.one.${stamp}@example.in`, ip: ip() };
  const both = { email: `limit.both.${stamp}@example.in`, ip: ip() };
  const spread = { ip: ip() };
  // Wrong passwords lock the address in the shared database (ADR 0022); clients count in Redis.
  keys.push(...[one, both, spread].map((who) => `*login:client:${who.ip}`));
  const onOne = await firstRefusal(
    35,
    () => a,
    () => one.email,
    one.ip,
  );
  const alternating = await firstRefusal(
    35,
    (i) => (i % 2 ? a : b),
    () => both.email,
    both.ip,
  );
  check(
    onOne === 11 && alternating === onOne,
    'per address: the 429 comes after the 10th wrong password, on one instance and alternating across two',
    `one instance: #${onOne}, alternating: #${alternating}`,
  );
  const perClient = await firstRefusal(
    110,
    (i) => (i % 2 ? a : b),
    (i) => `limit.client.${i}.${stamp}@example.in`,
    spread.ip,
  );
  check(
    perClient === 101,
    'per client address: the 101st login is refused across two instances',
    `#${perClient}`,
  );
  figures.rateLimits = {
    addressOneInstance: onOne,
    addressAlternating: alternating,
    clientAlternating: perClient,
  };
}

/** The 1-based number of the first 429 among `count` forgot-password calls `send(i)` makes. */
async function firstRefusalOf(count, send) {
  for (let attempt = 1; attempt <= count; attempt += 1) {
    const answer = await send(attempt);
    if (answer.status === 429) return attempt;
    if (answer.status !== 200 && answer.status !== 400) {
      throw new Error(`forgot-password answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }
  return undefined;
}

/**
 * Two more instances on the same database WITHOUT Redis (C and D): their counters live in
 * PostgreSQL, so an address's and a client's limits hold across them (ADR 0048). Stopped at once.
 */
async function limitsWithoutRedis(env) {
  console.log('\nLimits across two instances without Redis (counters in PostgreSQL)');
  const { REDIS_URL: _shared, ...shared } = env;
  // Behind no proxy: nothing to drain for.
  const withoutRedis = { ...shared, SHUTDOWN_DRAIN_SECONDS: '0' };
  const dirs = [await tempDataDir('instance-c'), await tempDataDir('instance-d')];
  const ports = [await freePort(), await freePort()];
  let pair = [];
  try {
    pair = await Promise.all(
      dirs.map((dataDir, index) => startServer({ dataDir, port: ports[index], env: withoutRedis })),
    );
    const [c, d] = pair;
    const stamp = randomBytes(3).toString('hex');
    const forgot = (instance, email, ip) =>
      postJson(`${instance.baseUrl}/api/forgot-password`, { email }, { headers: { 'x-forwarded-for': ip } });
    const ip = () => `203.0.${randomInt(1, 255)}.${randomInt(1, 255)}`;
    // 5 per address an hour, each call from another client, alternating C and D.
    const email = `limit.noredis.${stamp}@example.in`;
    const perAddress = await firstRefusalOf(10, (i) => forgot(i % 2 ? c : d, email, ip()));
    // 30 per client an hour: malformed addresses (400) count against the client only.
    const client = ip();
    const perClient = await firstRefusalOf(40, (i) => forgot(i % 2 ? c : d, `junk-${i}-${stamp}`, client));
    check(
      perAddress === 6 && perClient === 31,
      'without Redis: the 6th reset for one address and the 31st call of one client are refused across C and D',
      `address: #${perAddress}, client: #${perClient}`,
    );
    figures.rateLimitsWithoutRedis = { addressAlternating: perAddress, clientAlternating: perClient };
  } finally {
    await Promise.all(pair.map((instance) => stopServer(instance.child)));
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

async function timedJob(instances, pool) {
  console.log(`\nThe reservation release (every ${JOB_SECONDS} s) across two instances`);
  const shoppers = await verifiedShoppers(
    pool,
    instances.map((instance) => instance.baseUrl),
    6,
    'reserver',
  );
  const pieces = await availablePieces(pool, shoppers.length);
  const orderIds = [];
  for (const [index, shopper] of shoppers.entries()) {
    const answer = await postJson(
      `${instances[index % 2].baseUrl}/api/order/create`,
      checkoutBody([pieces[index].id], 'online'),
      { token: shopper.token },
    );
    orderIds.push(answer.body?.order?._id);
  }
  const { rows: startRows } = await pool.query('SELECT now() AS at');
  const windowStart = startRows[0].at;
  await pool.query(
    `UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = ANY($1::uuid[])`,
    [orderIds],
  );
  await pool.query(
    `UPDATE products SET reserved_until = now() - interval '1 second' WHERE id = ANY($1::uuid[])`,
    [pieces.map((piece) => piece.id)],
  );
  const windowSeconds = 20;
  await sleep(windowSeconds * 1000);
  const { rows: jobs } = await pool.query(
    `SELECT state, singleton_on FROM pgboss.job
      WHERE name = 'payment-reservation-expiry' AND created_on >= $1 AND created_on < $1 + make_interval(secs => $2)`,
    [windowStart, windowSeconds],
  );
  const slots = new Set(jobs.map((job) => job.singleton_on?.toISOString()));
  const completed = jobs.filter((job) => job.state === 'completed').length;
  const expected = windowSeconds / JOB_SECONDS;
  check(
    jobs.length === slots.size && jobs.length <= expected + 1 && jobs.length >= expected - 1,
    `one run per ${JOB_SECONDS} s period cluster-wide, not one per instance`,
    `${jobs.length} runs (${completed} completed) in ${windowSeconds} s, ${slots.size} periods; two instances each running it would make ~${2 * expected}`,
  );
  const { rows: events } = await pool.query(
    `SELECT order_id, count(*)::int AS n FROM order_events
      WHERE order_id = ANY($1::uuid[]) AND kind = 'payment_expired' GROUP BY order_id`,
    [orderIds],
  );
  check(
    events.length === orderIds.length && events.every((event) => event.n === 1),
    'each lapsed order released once (one history row each)',
    `${events.length}/${orderIds.length}`,
  );
  const lines = [];
  for (const instance of instances) {
    const log = await readFile(instance.logFile, 'utf8');
    lines.push(
      log
        .split('\n')
        .filter((line) => line.includes('released lapsed reservations'))
        .map((line) => JSON.parse(line).orders),
    );
  }
  const released = lines.flat().reduce((sum, n) => sum + n, 0);
  check(
    released === orderIds.length,
    'the instances logged those releases once in all',
    `A: ${JSON.stringify(lines[0])}, B: ${JSON.stringify(lines[1])}`,
  );
  figures.job = {
    periodSeconds: JOB_SECONDS,
    windowSeconds,
    runs: jobs.length,
    periods: slots.size,
    completed,
  };
}

async function mailOnce(instances, pool, sink) {
  console.log('\nMail across two instances');
  const people = Array.from({ length: 10 }, (_, index) => registration(index, 'twoway'));
  for (const [index, person] of people.entries()) {
    const answer = await postJson(`${instances[index % 2].baseUrl}/api/register`, person);
    if (answer.status !== 201) throw new Error(`register: ${answer.status}`);
  }
  const { rows } = await pool.query('SELECT count(*)::int AS n FROM mail_messages');
  const total = rows[0].n;
  await waitFor(async () => sink.received.length >= total, 30_000, 'the mail').catch(() => {});
  await sleep(3_000);
  const ids = sink.received.map((mail) => mail.messageId);
  const recipients = sink.received.map((mail) => mail.to?.value[0]?.address);
  check(
    sink.received.length === total && new Set(ids).size === ids.length,
    'every queued mail arrived once (distinct Message-IDs)',
    `${sink.received.length} received, ${total} queued`,
  );
  check(
    people.every((person) => recipients.filter((to) => to === person.email).length === 1),
    '10 registrations on alternating instances: one code mail each',
  );
  figures.mail = { queued: total, received: sink.received.length };
}

/**
 * Steady load through Caddy configured from deploy/Caddyfile (or bench/balancer.mjs given the
 * recipe's figures, where no `caddy` is installed) while A, then B, is restarted the way
 * docs/operations.md does it (SIGTERM → drain → exit → start on the same port with the same
 * settings → healthy at the proxy): no request may fail, and both serve afterwards.
 */
async function rollingRestart(instances, pool, startOptions) {
  const version = caddyVersion();
  const proxyName = version ? `Caddy ${version}` : 'bench/balancer.mjs';
  console.log(`\nRolling restart of two instances behind ${proxyName}, under steady load`);
  if (!version) {
    console.log(
      '  NOTE: no `caddy` on PATH, so deploy/Caddyfile itself is not tested; bench/balancer.mjs, a\n' +
        "  stand-in with the recipe's figures, runs instead. Install Caddy (apt-get install caddy) to test it.",
    );
  }
  const { healthIntervalMs } = RECIPE.settings;
  check(
    DRAIN_SECONDS * 1000 > healthIntervalMs,
    'the recipe drains longer than the proxy takes to notice (SHUTDOWN_DRAIN_SECONDS > health_interval)',
    `${DRAIN_SECONDS} s drain, health every ${healthIntervalMs} ms`,
  );
  const backends = instances.map((instance, index) => ({
    name: index === 0 ? 'A' : 'B',
    baseUrl: instance.baseUrl,
  }));
  const port = await freePort();
  const proxy = version
    ? await startCaddy(backends, { port, siteBlock: RECIPE.siteBlock })
    : await startBalancer(backends, { port, ...RECIPE.settings });
  const [shopper] = await verifiedShoppers(pool, [proxy.url], 1, 'roller');
  const [piece] = await availablePieces(pool, 1);
  const targets = [
    { url: '/api/product-list-by-category' },
    { url: `/api/product/${piece.id}` },
    { url: '/api/my-orders', token: shopper.token },
    { url: '/api/checkout/options' },
    { url: '/api/wishlist', token: shopper.token, body: { productId: piece.id } },
  ];
  const load = { sent: 0, failed: [], maxMs: 0 };
  let running = true;
  const worker = async (offset) => {
    for (let i = offset; running; i += 1) {
      const target = targets[i % targets.length];
      const started = performance.now();
      load.sent += 1;
      try {
        const response = await fetch(`${proxy.url}${target.url}`, {
          method: target.body ? 'POST' : 'GET',
          headers: {
            ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
            ...(target.body ? { 'content-type': 'application/json' } : {}),
          },
          body: target.body ? JSON.stringify(target.body) : undefined,
        });
        await response.arrayBuffer();
        if (response.status !== 200) load.failed.push(`${target.url}: ${response.status}`);
      } catch (error) {
        load.failed.push(`${target.url}: ${error.cause?.code ?? error.message}`);
      }
      load.maxMs = Math.max(load.maxMs, performance.now() - started);
    }
  };
  const workers = Array.from({ length: 6 }, (_, index) => worker(index));
  const restarts = [];
  try {
    await sleep(1_000);
    for (const [index, name] of ['A', 'B'].entries()) {
      const old = instances[index];
      const before = { ...proxy.served };
      const stopping = performance.now();
      const outOfRotation = waitFor(
        async () => !proxy.healthy(name),
        DRAIN_SECONDS * 1000,
        `${name} out of rotation while draining`,
      ).then(
        () => Math.round(performance.now() - stopping),
        () => undefined,
      );
      await stopServer(old.child);
      const stopMs = Math.round(performance.now() - stopping);
      const outMs = await outOfRotation;
      const port = Number(new URL(old.baseUrl).port);
      instances[index] = await startServer({ ...startOptions[index], port });
      const starting = performance.now();
      await waitFor(async () => proxy.healthy(name), 10_000, `${name} healthy at ${proxyName}`);
      const other = name === 'A' ? 'B' : 'A';
      restarts.push({
        instance: name,
        outOfRotationMs: outMs,
        stopMs,
        startMs: instances[index].ms,
        backInRotationMs: Math.round(performance.now() - starting),
        servedByOtherMeanwhile: proxy.served[other] - before[other],
      });
      console.log(
        `  ${name}: out of rotation ${outMs ?? 'never'} ms after SIGTERM, stopped in ${stopMs} ms (drain ${DRAIN_SECONDS} s), started in ${instances[index].ms} ms, back in rotation ${restarts.at(-1).backInRotationMs} ms later`,
      );
    }
    const after = { ...proxy.served };
    await sleep(1_500);
    running = false;
    await Promise.all(workers);
    const since = { A: proxy.served.A - after.A, B: proxy.served.B - after.B };
    const { retries, refused, dropped } = proxy.counters;
    check(
      restarts.every((restart) => restart.outOfRotationMs !== undefined),
      `rolling restart: ${proxyName} took each draining instance out before its port closed`,
      restarts.map((restart) => `${restart.instance} after ${restart.outOfRotationMs} ms`).join(', '),
    );
    check(
      load.failed.length === 0,
      'rolling restart: no request failed while A, then B, drained and restarted',
      `${load.sent} requests (1 in 5 a POST), ${load.failed.length} failed${load.failed.length ? ` (${[...new Set(load.failed)].slice(0, 5).join('; ')})` : ''}, ${retries} retried on the other instance (${refused} refused), slowest ${Math.round(load.maxMs)} ms`,
    );
    check(
      dropped === 0,
      'rolling restart: no request the shop accepted went unanswered (none reset after connecting)',
      `${dropped} dropped`,
    );
    check(
      since.A > 0 && since.B > 0,
      'rolling restart: both restarted instances serve afterwards',
      `after both restarts: A ${since.A}, B ${since.B}`,
    );
    const health = await getJson(`${proxy.url}/api/health`);
    check(health.status === 200, `rolling restart: health through ${proxyName} answers 200`);
    figures.rollingRestart = {
      proxy: version ? `caddy ${version}, deploy/Caddyfile` : 'bench/balancer.mjs (no caddy installed)',
      drainSeconds: DRAIN_SECONDS,
      healthIntervalMs,
      requests: load.sent,
      failed: load.failed.length,
      retried: retries,
      refused,
      dropped,
      slowestMs: Math.round(load.maxMs),
      restarts,
      servedAfter: since,
    };
  } finally {
    running = false;
    await Promise.all(workers);
    await proxy.close();
  }
}

/**
 * s3rver with one bucket in a temp folder, in a process of its own with the legacy OpenSSL provider
 * (server/test/helpers/s3rver-process.mjs: its paged listings need DES); the shop's S3_* settings.
 */
async function startBucket() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shahi-instances-s3-'));
  const runner = fileURLToPath(new URL('../server/test/helpers/s3rver-process.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', runner, directory, 'shahi-images'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  const { port } = JSON.parse(line);
  const env = {
    IMAGE_STORE: 's3',
    S3_BUCKET: 'shahi-images',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    env,
    /** The bucket's keys under `prefix`, asked of the bucket itself. */
    async keys(prefix) {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: env.S3_BUCKET, Prefix: prefix }));
      return (answer.Contents ?? []).map((object) => object.Key).sort();
    },
    async close() {
      client.destroy();
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A photo uploaded through instance A lands in the shared bucket and is served by B, bytes and all. */
async function sharedBucket(instances, pool, bucket) {
  console.log('\nOne bucket for both instances (s3rver)');
  const [a, b] = instances;
  const [adminA, adminB] = await verifiedShoppers(
    pool,
    instances.map((instance) => instance.baseUrl),
    2,
    'photo-admin',
  );
  await pool.query(`UPDATE users SET role = 'admin' WHERE email = ANY($1)`, [[adminA.email, adminB.email]]);
  const jpeg = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#7a1f2b' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photos', new Blob([jpeg], { type: 'image/jpeg' }), 'piece.jpg');
  const uploadStarted = performance.now();
  const uploaded = await fetch(`${a.baseUrl}/api/admin/uploads?kind=product`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminA.token}` },
    body: form,
  });
  const uploadMs = Math.round(performance.now() - uploadStarted);
  const answer = await uploaded.json();
  const photo = answer.data?.[0]?.path;
  check(
    uploaded.status === 201 && Boolean(photo),
    'bucket: an upload through A is stored',
    `${uploaded.status} ${photo}`,
  );
  if (!photo) return;
  const stem = photo.replace(/\.webp$/, '');
  const keys = await bucket.keys(stem);
  check(
    keys.length >= 2 && keys.includes(photo) && keys.includes(`${stem}-480w.webp`),
    'bucket: the photo and its other sizes are objects in the bucket',
    `${keys.length} objects under ${stem}`,
  );
  const [fromA, fromB] = await Promise.all(
    [a, b].map(async (instance) => {
      const response = await fetch(`${instance.baseUrl}/images/${photo}`);
      return {
        status: response.status,
        cache: response.headers.get('cache-control'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    }),
  );
  check(
    fromB.status === 200 && fromB.bytes.length > 0 && fromB.bytes.equals(fromA.bytes),
    'bucket: B serves the photo A stored, the same bytes',
    `A ${fromA.status} (${fromA.bytes.length} B), B ${fromB.status} (${fromB.bytes.length} B), ${fromB.cache}`,
  );
  const { rows } = await pool.query('SELECT id FROM categories WHERE active ORDER BY position LIMIT 1');
  const saved = await postJson(
    `${b.baseUrl}/api/admin/products`,
    { title: 'Shared-bucket phulkari', pricePaise: 245_000, categoryId: rows[0].id, images: [photo] },
    { token: adminB.token },
  );
  check(
    saved.status === 201,
    'bucket: a piece saved on B may name the photo uploaded through A',
    `${saved.status}`,
  );
  figures.sharedBucket = { uploadMs, objects: keys.length, servedByB: fromB.status, pieceOnB: saved.status };
}

async function main() {
  const started = performance.now();
  ensureServerBuilt();
  const database = await createMachineDatabase(ADMIN_URL, 'instances');
  const smtpPort = await freePort();
  const sink = smtpSink(smtpPort);
  await sink.listen();
  const dirs = [await tempDataDir('instance-a'), await tempDataDir('instance-b')];
  const redis = new Redis(REDIS_URL, { lazyConnect: true });
  await redis.connect();
  const keys = [];
  const bucket = await startBucket();
  const env = {
    ...bucket.env,
    DATABASE_URL: database.url,
    REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRUST_PROXY: 'true',
    RESERVATION_RELEASE_SECONDS: String(JOB_SECONDS),
    MAIL_RETRY_DELAY_SECONDS: '1',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
  };
  let instances = [];
  const pool = connect(database.url);
  try {
    const ports = [await freePort(), await freePort()];
    // Started together: migrations and the demo seed take turns under the start-up lock.
    instances = await Promise.all(
      dirs.map((dataDir, index) => startServer({ dataDir, port: ports[index], env })),
    );
    console.log(
      `two instances on ${ports.join(' and ')}, healthy in ${instances.map((i) => i.ms).join(' and ')} ms`,
    );
    const { rows } = await pool.query(
      'SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(DISTINCT name)::int FROM categories) AS names',
    );
    check(rows[0].categories === rows[0].names, 'started together, the demo catalogue was seeded once');
    figures.startMs = instances.map((instance) => instance.ms);
    await sharedBucket(instances, pool, bucket);
    await races(instances, pool);
    await rateLimits(instances, keys);
    await limitsWithoutRedis(env);
    await timedJob(instances, pool);
    await mailOnce(instances, pool, sink);
    await rollingRestart(
      instances,
      pool,
      dirs.map((dataDir) => ({ dataDir, env })),
    );
  } finally {
    await Promise.all(instances.map((instance) => stopServer(instance.child)));
    await pool.end();
    await database.drop();
    for (const pattern of keys) {
      const found = await redis.keys(pattern);
      if (found.length > 0) await redis.del(...found);
    }
    await redis.quit();
    await sink.close();
    await bucket.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
  figures.totalSeconds = Math.round((performance.now() - started) / 1000);
  console.log(`\n${JSON.stringify(figures, null, 2)}`);
  if (failures.length > 0) {
    console.log(
      `\n${failures.length} check(s) failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`\nall multi-instance checks passed in ${figures.totalSeconds} s`);
}

await main();
