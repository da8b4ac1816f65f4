// `npm run test:faults`: the built shop as real child processes, and three faults.
//   kill  — SIGKILL mid-checkout (first the Node server alone, leaving its PostgreSQL orphaned;
//           then the whole process tree, PostgreSQL included), restart on the same DATA_DIR, and
//           check every answered order, every piece and every reservation.
//   db    — the database cut off under load (a TCP proxy in front of the machine's PostgreSQL
//           refuses, then swallows, connections): 503s with a clear message, health says so,
//           and the same process recovers when the proxy is back.
//   smtp  — the SMTP server down while mail is queued: nothing lost, delivered once it is back.
// `node bench/faults.mjs [kill] [db] [smtp]` runs some; the figures are printed as JSON at the end
// (recorded in bench/RESULTS.md). Exit code 1 when a check fails.
// The machine's PostgreSQL (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) is
// only given a throw-away database; it is never stopped.
import { rm } from 'node:fs/promises';
import net from 'node:net';
import {
  availablePieces,
  checker,
  checkoutBody,
  connect,
  createMachineDatabase,
  embeddedUrl,
  ensureServerBuilt,
  exitOf,
  freePort,
  getJson,
  machine,
  percentiles,
  postJson,
  processGroup,
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
const { check, failures } = checker();
const figures = { machine: machine(), date: new Date().toISOString().slice(0, 10) };
const JOB_SECONDS = 4;
/** A few shoppers place orders in a loop here: lift the per-shopper caps (ADR 0021) out of the way. */
const UNCAPPED = {
  MAX_OPEN_ORDERS_PER_SHOPPER: '1000',
  MAX_RESERVED_PIECES_PER_SHOPPER: '1000',
  MAX_HELD_PIECES_PER_SHOPPER: '1000',
  MAX_HELD_RUPEES_PER_SHOPPER: '100000000',
};

// ————— kill —————

/** Shoppers ordering 1–2 random pieces of `pieces`, COD or online, until the server goes away. */
async function checkoutUntilKilled(baseUrl, shoppers, pieces, killAfter, kill) {
  const answers = [];
  let successes = 0;
  let killedAt;
  let stop = false;
  const deadline = performance.now() + 30_000;
  const loops = shoppers.map(async ({ token }) => {
    while (!stop && performance.now() < deadline) {
      const first = pieces[Math.floor(Math.random() * pieces.length)];
      const second = pieces[Math.floor(Math.random() * pieces.length)];
      const products = Math.random() < 0.3 && second.id !== first.id ? [first.id, second.id] : [first.id];
      const method = Math.random() < 0.5 ? 'cod' : 'online';
      const sentAt = performance.now();
      try {
        const answer = await postJson(`${baseUrl}/api/order/create`, checkoutBody(products, method), {
          token,
        });
        answers.push({ ...answer, products, method, sentAt });
        if (answer.status === 201 && ++successes === killAfter) {
          killedAt = performance.now();
          kill();
        }
      } catch {
        answers.push({ status: 'no answer', products, method, sentAt });
        stop = true;
      }
    }
  });
  await Promise.all(loops);
  return { answers, killedAt };
}

const SOLD_WITHOUT_ORDER = `SELECT p.id FROM products p WHERE p.status = 'sold' AND NOT EXISTS (
       SELECT 1 FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.product_id = p.id AND o.order_status <> 'cancelled') ORDER BY p.id`;

/**
 * What a fault must never break, over the whole database: every answered order stored with its
 * lines; no piece in two live orders, sold without an order, reserved without a pending online
 * order, or on sale while a live order holds it; one confirmation mail per COD order. `answered`
 * are the 2xx answers, `soldOffline` the pieces the demo catalogue marks sold without an order.
 */
async function verifyOrders(pool, answered, soldOffline, label) {
  const ids = answered.map((answer) => answer.body?.order?._id);
  const { rows: found } = await pool.query(
    `SELECT o.id, o.payment_method, array_agg(l.product_id::text ORDER BY l.position) AS products
       FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = ANY($1::uuid[]) GROUP BY o.id`,
    [ids],
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  const intact = answered.filter((answer) => {
    const row = byId.get(answer.body?.order?._id);
    return row && row.payment_method === answer.method && row.products.join() === answer.products.join();
  });
  check(
    intact.length === answered.length,
    `${label}: every order answered 201 is there with its lines`,
    `${intact.length}/${answered.length}`,
  );
  const twice = await pool.query(
    `SELECT l.product_id FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.order_status <> 'cancelled' GROUP BY l.product_id HAVING count(*) > 1`,
  );
  check(twice.rowCount === 0, `${label}: no piece in two live orders`, `${twice.rowCount} found`);
  const orphanSold = (await pool.query(SOLD_WITHOUT_ORDER)).rows.map((row) => row.id).join();
  check(
    orphanSold === soldOffline,
    `${label}: no piece sold without an order (beyond the demo's pieces sold offline)`,
  );
  const orphanReserved = await pool.query(
    `SELECT p.id FROM products p WHERE p.status = 'reserved' AND NOT EXISTS (
       SELECT 1 FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.product_id = p.id AND o.payment_method = 'online' AND o.payment_status = 'pending'
          AND o.order_status = 'pending')`,
  );
  check(
    orphanReserved.rowCount === 0,
    `${label}: no piece reserved without a pending online order`,
    `${orphanReserved.rowCount} found`,
  );
  const loose = await pool.query(
    `SELECT l.product_id FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id
      WHERE o.order_status <> 'cancelled' AND p.status = 'available'`,
  );
  check(
    loose.rowCount === 0,
    `${label}: no live order whose piece is back on sale`,
    `${loose.rowCount} found`,
  );
  const mails = await pool.query(
    `SELECT (SELECT count(*) FROM orders WHERE payment_method = 'cod')::int AS cod,
            (SELECT count(*) FROM mail_messages WHERE kind = 'order-confirmation')::int AS mails`,
  );
  const { cod, mails: confirmations } = mails.rows[0];
  check(
    cod === confirmations,
    `${label}: one confirmation mail queued per COD order`,
    `${confirmations}/${cod}`,
  );
}

/** Lets every reservation lapse (as if 15 minutes had passed) and waits for the job to release them. */
async function lapseAndRelease(pool, label) {
  const { rowCount } = await pool.query(
    `UPDATE orders SET reserved_until = now() - interval '1 second'
      WHERE payment_method = 'online' AND payment_status = 'pending'`,
  );
  await pool.query(
    `UPDATE products SET reserved_until = now() - interval '1 second' WHERE status = 'reserved'`,
  );
  const started = performance.now();
  const released = await waitFor(
    async () => {
      const { rows } = await pool.query(
        `SELECT (SELECT count(*) FROM products WHERE status = 'reserved')::int AS reserved,
                (SELECT count(*) FROM orders WHERE payment_method = 'online' AND payment_status = 'pending')::int AS pending`,
      );
      return rows[0].reserved === 0 && rows[0].pending === 0;
    },
    JOB_SECONDS * 4_000,
    'the expiry job',
  ).catch(() => false);
  const ms = Math.round(performance.now() - started);
  check(
    released,
    `${label}: the expiry job released every lapsed reservation`,
    `${rowCount} orders in ${ms} ms`,
  );
  return { lapsedOrders: rowCount, releasedMs: ms };
}

async function killRound(dataDir, port, server, variant) {
  const label = variant === 'node' ? 'SIGKILL to the Node server' : 'SIGKILL to the process tree';
  console.log(`\n${label}, mid-checkout`);
  let pool = connect(await embeddedUrl(dataDir));
  const shoppers = await verifiedShoppers(pool, [server.baseUrl], 24, `kill-${variant}`);
  const pieces = await availablePieces(pool, 40);
  const soldOffline = (await pool.query(SOLD_WITHOUT_ORDER)).rows.map((row) => row.id).join();
  await pool.end();
  const pgid = server.child.pid;
  const kill = () => {
    if (variant === 'node') process.kill(server.child.pid, 'SIGKILL');
    else process.kill(-pgid, 'SIGKILL');
  };
  const { answers } = await checkoutUntilKilled(server.baseUrl, shoppers, pieces, 15, kill);
  await exitOf(server.child);
  // SIGKILL is delivered at once, but the kernel takes a moment to reap a dozen processes.
  if (variant === 'tree')
    await waitFor(async () => processGroup(pgid).length === 0, 3_000, 'the tree').catch(() => {});
  const left = processGroup(pgid);
  const answered = answers.filter((answer) => answer.status === 201);
  const counts = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  console.log(`  answers before and at the kill: ${JSON.stringify(counts)}`);
  check(
    answers.every((answer) => [201, 409, 'no answer'].includes(answer.status)),
    `${label}: only 201, 409 or no answer (in flight at the kill)`,
  );
  if (variant === 'node') {
    check(
      left.some((proc) => proc.comm.startsWith('postgres')),
      `${label}: PostgreSQL outlived its parent`,
      `${left.length} postgres processes left`,
    );
  } else {
    check(left.length === 0, `${label}: nothing of the tree is left`, `${left.length} processes`);
  }

  const restarted = await startServer({
    dataDir,
    port,
    env: { RESERVATION_RELEASE_SECONDS: String(JOB_SECONDS), ...UNCAPPED },
  });
  check(true, `${label}: restarted on the same DATA_DIR without repair`, `healthy in ${restarted.ms} ms`);
  check(processGroup(pgid).length === 0, `${label}: the old PostgreSQL is gone after the restart`);
  pool = connect(await embeddedUrl(dataDir));
  await verifyOrders(pool, answered, soldOffline, label);
  const { rows: placed } = await pool.query(
    `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email LIKE $1`,
    [`kill-${variant}.%`],
  );
  // Requests in flight at the kill may have committed: the shopper finds the order under My orders.
  const committedUnanswered = placed[0].n - answered.length;
  console.log(`  orders committed but never answered (in flight at the kill): ${committedUnanswered}`);
  const release = await lapseAndRelease(pool, label);
  const [piece] = await availablePieces(pool, 1);
  const after = await postJson(`${restarted.baseUrl}/api/order/create`, checkoutBody([piece.id]), {
    token: shoppers[0].token,
  });
  check(
    after.status === 201,
    `${label}: the restarted shop sells (and old sessions still work)`,
    `${after.status}`,
  );
  await pool.end();
  figures[`kill-${variant}`] = {
    answers: counts,
    committedUnanswered,
    restartMs: restarted.ms,
    ...release,
  };
  return restarted;
}

async function killScenario() {
  const dataDir = await tempDataDir('faults-kill');
  const port = await freePort();
  try {
    let server = await startServer({
      dataDir,
      port,
      env: { RESERVATION_RELEASE_SECONDS: String(JOB_SECONDS), ...UNCAPPED },
    });
    console.log(`\nshop started on ${dataDir} in ${server.ms} ms`);
    server = await killRound(dataDir, port, server, 'node');
    server = await killRound(dataDir, port, server, 'tree');
    await stopServer(server.child);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ————— db and smtp, on one shop over the machine's PostgreSQL behind a proxy —————

/**
 * A TCP proxy on `port` in front of `target` that can be cut (connections refused, open ones
 * reset), black-holed (connections accepted, nothing forwarded, open ones frozen) and restored.
 */
function tcpProxy(port, target) {
  const pairs = new Set();
  let mode = 'up';
  let server;
  const listen = () =>
    new Promise((resolve) => {
      server = net.createServer((client) => {
        client.on('error', () => {});
        if (mode === 'blackhole') {
          pairs.add({ client });
          return;
        }
        const upstream = net.connect(target.port, target.host);
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        const pair = { client, upstream };
        pairs.add(pair);
        client.on('close', () => pairs.delete(pair));
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  return {
    listen,
    async cut() {
      mode = 'down';
      await new Promise((resolve) => {
        server.close(resolve);
        for (const { client, upstream } of pairs) {
          client.resetAndDestroy();
          upstream?.destroy();
        }
        pairs.clear();
      });
    },
    blackhole() {
      mode = 'blackhole';
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        upstream?.pause();
        client.pause();
      }
    },
    async restore() {
      if (mode === 'blackhole') {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream?.destroy();
        }
        pairs.clear();
        mode = 'up';
        return;
      }
      mode = 'up';
      await listen();
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream?.destroy();
      }
      await new Promise((resolve) => (server.listening ? server.close(resolve) : resolve()));
    },
  };
}

async function smtpScenario(baseUrl, pool, smtpPort) {
  console.log('\nSMTP down while mail is queued');
  const sink = smtpSink(smtpPort);
  const people = Array.from({ length: 5 }, (_, index) => registration(index, 'smtp'));
  for (const person of people) {
    const answer = await postJson(`${baseUrl}/api/register`, person);
    check(answer.status === 201, `register ${person.email} while SMTP is down`, `${answer.status}`);
  }
  const downFor = 5_000;
  await sleep(downFor);
  const { rows } = await pool.query(
    `SELECT status, attempts, last_error FROM mail_messages WHERE recipient = ANY($1)`,
    [people.map((person) => person.email)],
  );
  check(
    rows.length === people.length && rows.every((row) => row.status === 'queued' && row.attempts >= 1),
    'the code mails wait in the queue, tried and failed',
    rows.map((row) => `${row.attempts} tries`).join(', '),
  );
  check(
    rows.every((row) => /ECONNREFUSED/.test(row.last_error ?? '')),
    'the failure is recorded',
    rows[0]?.last_error ?? '',
  );
  const upAt = performance.now();
  await sink.listen();
  const delivered = await waitFor(
    async () => sink.received.length >= people.length,
    60_000,
    'the queued mails',
  ).catch(() => false);
  const deliveredMs = Math.round(performance.now() - upAt);
  await sleep(3_000); // anything sent twice would arrive by now
  const recipients = sink.received.map((mail) => mail.to?.value[0]?.address);
  check(
    delivered && people.every((person) => recipients.filter((to) => to === person.email).length === 1),
    'every queued mail delivered once SMTP is back, each once',
    `${sink.received.length} received for ${people.length} queued, ${deliveredMs} ms after SMTP came up`,
  );
  const first = sink.received.find((mail) => mail.to?.value[0]?.address === people[0].email);
  const otp = /\b(\d{6})\b/.exec(first?.text ?? '')?.[1];
  const verified = await postJson(`${baseUrl}/api/verify-otp`, { email: people[0].email, otp });
  check(verified.status === 200, 'the late code still verifies the account', `${verified.status}`);
  const sent = await pool.query(
    `SELECT count(*)::int AS n FROM mail_messages WHERE recipient = ANY($1) AND status = 'sent'`,
    [people.map((person) => person.email)],
  );
  check(sent.rows[0].n === people.length, 'mail_messages marks them sent', `${sent.rows[0].n}`);
  figures.smtp = {
    queued: people.length,
    outageMs: downFor,
    triesDuringOutage: rows.map((row) => row.attempts),
    deliveredMsAfterSmtpUp: deliveredMs,
    received: sink.received.length,
  };
  await sink.close();
}

/**
 * Requests of four kinds in parallel until `signal` aborts; each answer is recorded with its phase.
 * Orders go round `shoppers`, so none meets the checkout's per-account limit (60 an hour).
 */
function trafficUntil(baseUrl, shoppers, pieces, phase, signal) {
  const records = [];
  const [shopper] = shoppers;
  let pieceIndex = 0;
  const kinds = {
    health: () => getJson(`${baseUrl}/api/health`, { signal }),
    listing: () => postJson(`${baseUrl}/api/product-list`, {}, { signal }),
    profile: () =>
      fetch(`${baseUrl}/api/my-profile`, {
        headers: { authorization: `Bearer ${shopper.token}` },
        signal,
      }).then(async (response) => ({
        status: response.status,
        body: await response.json().catch(() => null),
      })),
    order: () => {
      const buyer = shoppers[pieceIndex % shoppers.length];
      const piece = pieces[pieceIndex++ % pieces.length];
      return postJson(`${baseUrl}/api/order/create`, checkoutBody([piece.id]), {
        token: buyer.token,
        signal,
      });
    },
  };
  const loops = Object.entries(kinds).map(async ([kind, send]) => {
    while (!signal.aborted) {
      const started = performance.now();
      const at = phase.name;
      try {
        const answer = await send();
        records.push({
          kind,
          phase: at,
          status: answer.status,
          body: answer.body,
          ms: performance.now() - started,
        });
      } catch (error) {
        if (signal.aborted) break;
        records.push({
          kind,
          phase: at,
          status: 'error',
          error: String(error),
          ms: performance.now() - started,
        });
      }
      await sleep(20);
    }
  });
  return { records, done: Promise.all(loops) };
}

function summarise(records, phaseName) {
  const inPhase = records.filter((record) => record.phase === phaseName);
  const byStatus = {};
  for (const record of inPhase)
    byStatus[`${record.kind} ${record.status}`] = (byStatus[`${record.kind} ${record.status}`] ?? 0) + 1;
  return { count: inPhase.length, byStatus, latency: percentiles(inPhase.map((record) => record.ms)) };
}

async function databaseScenario(baseUrl, pool, serverPid) {
  console.log('\nThe database cut off under load');
  const shoppers = await verifiedShoppers(pool, [baseUrl], 8, 'dbdown');
  const pieces = await availablePieces(pool, 200);
  const phase = { name: 'up' };
  const controller = new AbortController();
  const traffic = trafficUntil(baseUrl, shoppers, pieces, phase, controller.signal);
  await sleep(2_000);
  const results = {};

  for (const how of ['refused', 'black-holed']) {
    phase.name = `${how}`;
    const cutAt = performance.now();
    if (how === 'refused') await proxy.cut();
    else proxy.blackhole();
    await sleep(how === 'refused' ? 5_000 : 8_000);
    phase.name = `${how}: back`;
    const backAt = performance.now();
    await proxy.restore();
    const recovered = await waitFor(
      async () =>
        traffic.records.some(
          (record) => record.phase === phase.name && record.kind === 'listing' && record.status === 200,
        ) &&
        traffic.records.some(
          (record) => record.phase === phase.name && record.kind === 'health' && record.status === 200,
        ),
      30_000,
      'recovery',
    ).catch(() => false);
    const recoveredMs = Math.round(performance.now() - backAt);
    await sleep(2_000);
    phase.name = `${how}: steady`;
    await sleep(2_000);
    const down = summarise(traffic.records, how);
    const downRecords = traffic.records.filter((record) => record.phase === how);
    // The serving pool waits 3 s for a connection and 5 s for an answer (server/src/db/client.ts).
    const limitMs = how === 'refused' ? 1_000 : 6_000;
    const late = downRecords.filter((record) => record.ms > limitMs);
    // Requests sent just before the cut may still succeed; everything else must be a clean 503.
    const bad = downRecords.filter(
      (record) =>
        !(record.status === 503 && record.body?.success === false && record.body?.message) &&
        !(record.status === 200 || record.status === 201 || record.status === 409),
    );
    check(
      bad.length === 0,
      `DB ${how}: every failed answer is a 503 in the envelope`,
      JSON.stringify(down.byStatus),
    );
    const health = downRecords.filter((record) => record.kind === 'health' && record.status === 503);
    check(
      health.length > 0 && health.every((record) => record.body?.data?.db === 'unreachable'),
      `DB ${how}: health answers 503, db unreachable`,
      health[0] ? `"${health[0].body.message}"` : 'no 503',
    );
    const messages = [
      ...new Set(downRecords.filter((record) => record.status === 503).map((r) => r.body?.message)),
    ];
    console.log(`    messages: ${JSON.stringify(messages)}`);
    check(
      late.length === 0,
      `DB ${how}: no answer takes more than ${limitMs / 1000} s`,
      `p95 ${down.latency.p95} ms, max ${down.latency.max} ms`,
    );
    check(recovered, `DB ${how}: recovers by itself once it is back`, `${recoveredMs} ms`);
    const steady = summarise(traffic.records, `${how}: steady`);
    const steadyBad = traffic.records.filter(
      (record) => record.phase === `${how}: steady` && ![200, 201, 409].includes(record.status),
    );
    check(steadyBad.length === 0, `DB ${how}: all answers good again`, JSON.stringify(steady.byStatus));
    results[how] = { down, recoveredMs, steady: steady.count, cutMs: Math.round(backAt - cutAt) };
  }
  controller.abort();
  await traffic.done;
  check(processGroup(serverPid).length > 0, 'the same server process served throughout (no restart)');
  figures.database = { up: summarise(traffic.records, 'up'), ...results };
}

let proxy;

async function proxiedScenarios(which) {
  const database = await createMachineDatabase(ADMIN_URL, 'faults');
  const dataDir = await tempDataDir('faults-db');
  const proxyPort = await freePort();
  const smtpPort = await freePort();
  const target = new URL(ADMIN_URL);
  proxy = tcpProxy(proxyPort, { host: target.hostname, port: Number(target.port || 5432) });
  await proxy.listen();
  const databaseUrl = new URL(database.url);
  databaseUrl.host = `127.0.0.1:${proxyPort}`;
  let server;
  const pool = connect(database.url);
  try {
    server = await startServer({
      dataDir,
      port: await freePort(),
      env: {
        DATABASE_URL: databaseUrl.toString(),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_RETRY_DELAY_SECONDS: '1',
        ...UNCAPPED,
      },
    });
    console.log(`\nshop over ${database.name} (through a proxy on ${proxyPort}) started in ${server.ms} ms`);
    if (which.has('smtp')) await smtpScenario(server.baseUrl, pool, smtpPort);
    if (which.has('db')) await databaseScenario(server.baseUrl, pool, server.child.pid);
  } finally {
    if (server) await stopServer(server.child);
    await pool.end();
    await proxy.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const asked = process.argv.slice(2);
const which = new Set(asked.length > 0 ? asked : ['kill', 'db', 'smtp']);
const started = performance.now();
ensureServerBuilt();
if (which.has('kill')) await killScenario();
if (which.has('db') || which.has('smtp')) await proxiedScenarios(which);
figures.totalSeconds = Math.round((performance.now() - started) / 1000);
console.log(`\n${JSON.stringify(figures, null, 2)}`);
if (failures.length > 0) {
  console.log(
    `\n${failures.length} check(s) failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`\nall fault checks passed in ${figures.totalSeconds} s`);
