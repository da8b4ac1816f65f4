// The API under load, recorded in bench/RESULTS.md ("API under load"):
//  1. five calls — POST /product-list (search + sort), GET /product/:id, GET /product-list-by-category,
//     GET /get-cart-products and GET /my-orders (logged in) — each beside GET /api/health in the
//     same run: 50 connections for 30 s in all, the call and health taking turns in 3 s slices
//     (see measureCall for why), at 1,000 and at 100,000 products; and the listing once more with
//     a new search each time, which its one-second answer cache (ADR 0014) cannot serve;
//  2. a mixed shopping load: many shoppers browse, log in, add to the bag and order (cash on
//     delivery) over few pieces, at once; then the database is checked.
// The shop is the built server (server/dist/main.js, what `npm start` runs) with its embedded
// PostgreSQL on a throw-away DATA_DIR under bench/.data/, TRUST_PROXY=true and each shopper behind
// its own X-Forwarded-For address, so the login limits count as they would behind a proxy.
// Usage: npm run bench:api [-- --duration 30 --sizes 1000,100000 --shoppers 200 --mixed 100 --pieces 10]
//        npm run bench:api -- --quick   (5 s per call, 40 shoppers: a look during development)
//        --only my-orders,product/      (only the calls whose name contains one of the words)
// Exits 1 when the mixed load finds an inconsistency or an answer other than 2xx and 409.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { root } from '../scripts/build-stamp.mjs';
import {
  checkoutBody,
  connect,
  embeddedUrl,
  ensureServerBuilt,
  freePort,
  getJson,
  machine,
  postJson,
  startServer,
  stopServer,
} from './cluster.mjs';
import { run } from './shop.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    sizes: { type: 'string', default: '1000,100000' },
    shoppers: { type: 'string' },
    mixed: { type: 'string' },
    pieces: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const quick = values.quick;
const duration = Number(values.duration ?? (quick ? 5 : 30));
const sizes = values.sizes.split(',').map(Number);
const shopperCount = Number(values.shoppers ?? (quick ? 40 : 200));
const mixedCount = Number(values.mixed ?? (quick ? 40 : 100));
const pieceCount = Number(values.pieces);
const connections = Number(values.connections);
const only = values.only?.split(',');
const PASSWORD = 'bench-api-password-1';

/** A made-up client address per shopper (10.x.y.z), sent as X-Forwarded-For. */
const clientAddress = (label, index) => `10.${label === 'mixed' ? 2 : 1}.${index >> 8}.${index & 255}`;

/** Up to `limit` promises of `work(item)` at a time, in order. */
async function inBatches(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** Inserts `count` verified shoppers straight into the database; resolves with their e-mails. */
async function insertShoppers(pool, count, label) {
  const passwordHash = await hash(PASSWORD, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const emails = Array.from({ length: count }, (_, index) => `${label}.${index}.${Date.now()}@example.in`);
  await pool.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_number, email_verified_at)
     SELECT unnest($1::text[]), $2, 'Harleen', 'Kaur', '9876543210', now()`,
    [emails, passwordHash],
  );
  return emails;
}

/** Logs `email` in through the real `/api/login` from its own client address; resolves with the token. */
async function login(baseUrl, email, address) {
  const answer = await postJson(
    `${baseUrl}/api/login`,
    { email, password: PASSWORD, userType: 'user' },
    { headers: { 'x-forwarded-for': address } },
  );
  if (answer.status !== 200)
    throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.token;
}

/**
 * The logged-in shoppers of the load runs: each logged in through the API, with 3 pieces in the
 * bag (from a shared pool of available pieces) and 2 cash-on-delivery orders of one piece each.
 */
async function prepareShoppers(baseUrl, pool) {
  const emails = await insertShoppers(pool, shopperCount, 'load');
  const { rows } = await pool.query(
    `SELECT id FROM products WHERE status = 'available' ORDER BY md5(id::text) LIMIT $1`,
    [shopperCount * 2 + 300],
  );
  const ids = rows.map((row) => row.id);
  const toOrder = ids.slice(0, shopperCount * 2);
  const forBags = ids.slice(shopperCount * 2);
  return inBatches(emails, 8, async (email, index) => {
    const address = clientAddress('load', index);
    const token = await login(baseUrl, email, address);
    const options = { token, headers: { 'x-forwarded-for': address } };
    for (let line = 0; line < 3; line += 1) {
      const productId = forBags[(index * 3 + line) % forBags.length];
      const added = await postJson(`${baseUrl}/api/cart/add-product`, { productId }, options);
      if (added.status !== 200) throw new Error(`add to bag: ${added.status} ${JSON.stringify(added.body)}`);
    }
    for (const productId of [toOrder[index * 2], toOrder[index * 2 + 1]]) {
      const placed = await postJson(`${baseUrl}/api/order/create`, checkoutBody([productId]), options);
      if (placed.status !== 201) throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
    }
    return { token, address };
  });
}

/** Request bodies a shopper might send to the listing: searches with each sort. */
const LISTINGS = [
  { search: 'phulkari', sortBy: 'price', sortOrder: 'asc' },
  { search: 'jutti', sortBy: 'price', sortOrder: 'desc' },
  { search: 'silk', sortBy: 'title', sortOrder: 'asc' },
  { search: 'brass diya', sortBy: 'price', sortOrder: 'asc' },
  { search: 'pashmina shawl', sortBy: 'title', sortOrder: 'desc' },
  { search: 'saree', sortBy: 'createdAt', sortOrder: 'desc' },
  { search: 'cushion', sortBy: 'price', sortOrder: 'desc', page: 2 },
  { search: 'wedding', sortBy: 'title', sortOrder: 'asc' },
];

/** Sort orders a shopper can pick on a listing page (the collection page's dropdown and /new-arrivals). */
const SORTS = [
  { sortBy: 'title', sortOrder: 'asc' },
  { sortBy: 'title', sortOrder: 'desc' },
  { sortBy: 'price', sortOrder: 'asc' },
  { sortBy: 'price', sortOrder: 'desc' },
  { sortBy: 'createdAt', sortOrder: 'desc' },
];

/**
 * Listing bodies that are never asked twice within seconds, so the one-second cache of listing
 * answers (ADR 0014) cannot serve them: every title word of 4+ letters × each sort × pages 1–3,
 * in a fixed shuffled order. What a listing costs when its answer must be read from the database.
 */
async function uncachedListings(pool) {
  const { rows } = await pool.query(
    `SELECT DISTINCT lower(word) AS word FROM products, regexp_split_to_table(title, '[^[:alpha:]]+') AS word
     WHERE length(word) >= 4 ORDER BY 1`,
  );
  const bodies = rows.flatMap(({ word }) =>
    SORTS.flatMap((sort) => [1, 2, 3].map((page) => ({ search: word, ...sort, page }))),
  );
  // A fixed shuffle (a linear congruential generator), the same on every run.
  let seed = 20261121;
  for (let i = bodies.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [bodies[i], bodies[j]] = [bodies[j], bodies[i]];
  }
  return bodies;
}

/**
 * autocannon options for each call: every request takes the next of a rotating set (listing
 * bodies, product ids, shoppers' tokens), so no single row or plan is all that is measured.
 */
function callOptions(baseUrl, productIds, shoppers, freshListings) {
  const rotating = (make) => {
    let next = 0;
    return [{ setupRequest: (request) => ({ ...request, ...make(next++) }) }];
  };
  const asShopper = (pathName) => ({
    url: `${baseUrl}${pathName}`,
    requests: rotating((index) => {
      const shopper = shoppers[index % shoppers.length];
      return { headers: { authorization: `Bearer ${shopper.token}`, 'x-forwarded-for': shopper.address } };
    }),
  });
  return {
    'POST /product-list (search + sort)': {
      url: `${baseUrl}/api/product-list`,
      method: 'POST',
      requests: rotating((index) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(LISTINGS[index % LISTINGS.length]),
      })),
    },
    'POST /product-list (a new search each time, uncached)': {
      url: `${baseUrl}/api/product-list`,
      method: 'POST',
      requests: rotating((index) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(freshListings[index % freshListings.length]),
      })),
    },
    'GET /product/:id': {
      url: `${baseUrl}/api/product/${productIds[0]}`,
      requests: rotating((index) => ({ path: `/api/product/${productIds[index % productIds.length]}` })),
    },
    'GET /product-list-by-category': { url: `${baseUrl}/api/product-list-by-category` },
    'GET /get-cart-products': asShopper('/api/get-cart-products'),
    'GET /my-orders': asShopper('/api/my-orders'),
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * One call beside the health check in the same run, taking turns: `duration` seconds in all,
 * half on the call and half on health, in slices of about 3 s (call, health, call, …), each with
 * all the connections. Two instances side by side would share one event loop: on 2 cores both
 * then queue behind the slower call and their rates come out nearly equal whatever each costs.
 * Taking turns gives each its own rate at full load while both see the same machine (the other
 * jobs on it come and go within seconds, not within slices). Latencies are every answer's.
 */
async function measureCall(baseUrl, options) {
  const before = loadAverage();
  const pairs = Math.max(1, Math.round(duration / 6));
  const slice = Math.max(1, Math.round(duration / 2 / pairs));
  const sides = { call: newSide(), health: newSide() };
  for (let pair = 0; pair < pairs; pair += 1) {
    await slot(sides.call, options, slice);
    await slot(sides.health, { url: `${baseUrl}/api/health` }, slice);
  }
  return { call: figures(sides.call), health: figures(sides.health), load: before };
}

const newSide = () => ({ latencies: [], statuses: {}, errors: 0, seconds: 0 });

/** One slice: autocannon with every connection for `seconds`, answers recorded into `side`. */
function slot(side, options, seconds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      side.errors += result.errors + result.timeouts;
      side.seconds += result.duration;
      resolve();
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      side.latencies.push(ms);
      side.statuses[status] = (side.statuses[status] ?? 0) + 1;
    });
  });
}

function figures(side) {
  const sorted = Float64Array.from(side.latencies).sort();
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const non2xx = Object.entries(side.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    rps: Math.round(sorted.length / side.seconds),
    p50: at(0.5),
    p99: at(0.99),
    non2xx,
    errors: side.errors,
    total: sorted.length,
  };
}

/**
 * The mixed load: `mixedCount` fresh shoppers, all at once, each browses the listing, logs in,
 * then tries pieces among `pieceCount` (product page → add to bag → bag → cash-on-delivery
 * order) until one order is placed or every piece is gone. Resolves with every answer.
 */
async function mixedLoad(baseUrl, pool) {
  const emails = await insertShoppers(pool, mixedCount, 'mixed');
  const { rows } = await pool.query(
    `SELECT p.id FROM products p WHERE p.status = 'available'
       AND NOT EXISTS (SELECT 1 FROM cart_lines c WHERE c.product_id = p.id)
     ORDER BY md5(p.id::text || 'mixed') LIMIT $1`,
    [pieceCount],
  );
  const pieces = rows.map((row) => row.id);
  const answers = [];
  const placed = [];
  const record = (call, answer) => {
    answers.push({ call, status: answer.status, ms: answer.ms });
    return answer;
  };
  const started = performance.now();
  await Promise.all(
    emails.map(async (email, index) => {
      const address = clientAddress('mixed', index);
      const headers = { 'x-forwarded-for': address };
      record('product-list', await postJson(`${baseUrl}/api/product-list`, {}, { headers }));
      record('product-list-by-category', await getJson(`${baseUrl}/api/product-list-by-category`));
      const loggedIn = record(
        'login',
        await postJson(`${baseUrl}/api/login`, { email, password: PASSWORD, userType: 'user' }, { headers }),
      );
      if (loggedIn.status !== 200) return;
      const options = { token: loggedIn.body.data.token, headers };
      const seenSold = new Set();
      for (let attempt = 0; attempt < pieceCount; attempt += 1) {
        const left = pieces.filter((id) => !seenSold.has(id));
        if (left.length === 0) return;
        const piece = left[Math.floor(Math.random() * left.length)];
        const page = record('product/:id', await getJson(`${baseUrl}/api/product/${piece}`));
        if (page.body?.data?.status === 'sold') {
          seenSold.add(piece);
          continue;
        }
        record(
          'cart/add-product',
          await postJson(`${baseUrl}/api/cart/add-product`, { productId: piece }, options),
        );
        record('get-cart-products', await getWithToken(`${baseUrl}/api/get-cart-products`, options));
        const order = record(
          'order/create',
          await postJson(`${baseUrl}/api/order/create`, checkoutBody([piece]), options),
        );
        if (order.status === 201) {
          placed.push({ email, piece, orderId: order.body.order._id });
          const mine = record('my-orders', await getWithToken(`${baseUrl}/api/my-orders`, options));
          if (!mine.body?.data?.some((row) => row._id === order.body.order._id))
            answers.push({ call: 'my-orders lacks the new order', status: 'inconsistent' });
          return;
        }
        seenSold.add(piece);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { pieces, answers, placed, seconds };
}

/** GET with a bearer token (and headers); resolves with `{ status, body, ms }`. */
async function getWithToken(url, { token, headers }) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const body = await response.json().catch(() => null);
  return { status: response.status, body, ms: performance.now() - started };
}

/** The database's word on every order of the run; resolves with named counts that must be 0. */
async function checkOrders(pool, pieces, placed) {
  const one = async (text, params = []) => (await pool.query(text, params)).rows;
  const live = `o.order_status <> 'cancelled'`;
  const twice = await one(
    `SELECT l.product_id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE ${live}
     GROUP BY l.product_id HAVING count(*) > 1`,
  );
  const soldWithoutOrder = await one(
    `SELECT p.id FROM products p WHERE p.id = ANY($1::uuid[]) AND p.status = 'sold' AND NOT EXISTS (
       SELECT 1 FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE l.product_id = p.id AND ${live})`,
    [pieces],
  );
  const orderedNotSold = await one(
    `SELECT l.product_id FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id
     WHERE ${live} AND p.status <> 'sold'`,
  );
  const badAmounts = await one(
    `SELECT o.id FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
     GROUP BY o.id HAVING count(l.product_id) = 0 OR o.amount_paise <> sum(l.price_paise)`,
  );
  const badPrices = await one(
    `SELECT l.product_id FROM order_lines l JOIN products p ON p.id = l.product_id WHERE l.price_paise <> p.price_paise`,
  );
  const soldInBags = await one(
    `SELECT c.id FROM cart_lines c JOIN products p ON p.id = c.product_id WHERE p.status = 'sold'`,
  );
  const stored = await one(
    `SELECT o.id, u.email, array_agg(l.product_id::text) AS products FROM orders o
       JOIN users u ON u.id = o.user_id JOIN order_lines l ON l.order_id = o.id
     WHERE o.id = ANY($1::uuid[]) GROUP BY o.id, u.email`,
    [placed.map((order) => order.orderId)],
  );
  const unmatched = placed.filter((order) => {
    const row = stored.find((candidate) => candidate.id === order.orderId);
    return !row || row.email !== order.email || row.products.join() !== order.piece;
  });
  const mixedOrders = await one(
    `SELECT count(DISTINCT o.id)::int AS n FROM orders o JOIN order_lines l ON l.order_id = o.id
     WHERE l.product_id = ANY($1::uuid[]) AND ${live}`,
    [pieces],
  );
  const soldPieces = await one(
    `SELECT count(*)::int AS n FROM products WHERE id = ANY($1::uuid[]) AND status = 'sold'`,
    [pieces],
  );
  return {
    counts: {
      'pieces in two live orders': twice.length,
      'mixed-load pieces sold without a live order': soldWithoutOrder.length,
      'ordered pieces not sold': orderedNotSold.length,
      "orders whose amount is not their lines' sum (or without lines)": badAmounts.length,
      "order lines not at the piece's price": badPrices.length,
      'bag lines holding a sold piece': soldInBags.length,
      '201 answers without their stored order': unmatched.length,
    },
    mixedOrders: mixedOrders[0].n,
    soldPieces: soldPieces[0].n,
  };
}

/** Prepares a DATA_DIR with `size` products (bench/prepare-catalogue.ts), starts the shop, runs everything. */
async function measureSize(size) {
  const dataDir = path.join(root, `bench/.data/api-${size}`);
  rmSync(dataDir, { recursive: true, force: true });
  const prepared = execFileSync('npx', ['tsx', 'bench/prepare-catalogue.ts', dataDir, String(size)], {
    cwd: root,
    encoding: 'utf8',
  });
  const { products } = JSON.parse(prepared.trim().split('\n').pop());
  const port = await freePort();
  const server = await startServer({ dataDir, port, env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' } });
  const baseUrl = server.baseUrl;
  const pool = connect(await embeddedUrl(dataDir));
  try {
    const version = (await pool.query('SHOW server_version')).rows[0].server_version;
    console.log(`embedded PostgreSQL ${version}`);
    const setupStarted = performance.now();
    const shoppers = await prepareShoppers(baseUrl, pool);
    const setupSeconds = ((performance.now() - setupStarted) / 1000).toFixed(1);
    const { rows } = await pool.query(`SELECT id FROM products ORDER BY md5(id::text || 'page') LIMIT 2000`);
    const productIds = rows.map((row) => row.id);
    console.log(
      `\n${products} products; ${shoppers.length} logged-in shoppers with 3 bag lines and 2 orders each (${setupSeconds} s)`,
    );
    const freshListings = await uncachedListings(pool);
    console.log(`${freshListings.length} listing bodies for the uncached listing row`);
    const calls = callOptions(baseUrl, productIds, shoppers, freshListings);
    // Warm-up: every call once for 2 s, so the first measured one does not pay for cold caches.
    for (const options of Object.values(calls)) await run({ ...options, connections: 4, duration: 2 });
    const rowsOut = [];
    for (const [name, options] of Object.entries(calls)) {
      if (only && !only.some((word) => name.includes(word))) continue;
      const result = await measureCall(baseUrl, options);
      rowsOut.push({ name, ...result });
      const { call, health } = result;
      console.log(
        `${name}: ${call.rps} req/s, p50 ${call.p50} ms, p99 ${call.p99} ms, non-2xx ${call.non2xx}, errors ${call.errors} | ` +
          `health ${health.rps} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms, non-2xx ${health.non2xx}, errors ${health.errors} | ` +
          `${Math.round((100 * call.rps) / health.rps)} % of health | load ${result.load}`,
      );
    }
    const mixed = await mixedLoad(baseUrl, pool);
    const check = await checkOrders(pool, mixed.pieces, mixed.placed);
    return { size: products, rows: rowsOut, mixed, check };
  } finally {
    await pool.end();
    await stopServer(server.child);
  }
}

function summarizeMixed({ mixed, check }) {
  const byCall = new Map();
  for (const answer of mixed.answers) {
    const entry = byCall.get(answer.call) ?? { statuses: {}, ms: [] };
    entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
    if (answer.ms !== undefined) entry.ms.push(answer.ms);
    byCall.set(answer.call, entry);
  }
  const unexpected = mixed.answers.filter(
    (answer) => !(answer.status >= 200 && answer.status < 300) && answer.status !== 409,
  );
  console.log(
    `mixed load: ${mixedCount} shoppers over ${mixed.pieces.length} pieces, ${mixed.answers.length} requests in ${mixed.seconds.toFixed(1)} s; ` +
      `${mixed.placed.length} orders placed, ${check.soldPieces} pieces sold, ${check.mixedOrders} live orders hold them`,
  );
  for (const [call, { statuses, ms }] of byCall) {
    const sorted = ms.sort((a, b) => a - b);
    const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    console.log(`  ${call}: ${JSON.stringify(statuses)}, median ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  }
  console.log(`  answers other than 2xx and 409: ${unexpected.length}`);
  for (const [label, n] of Object.entries(check.counts))
    console.log(`  ${n === 0 ? '✓' : '✗'} ${label}: ${n}`);
  const ok =
    unexpected.length === 0 &&
    Object.values(check.counts).every((n) => n === 0) &&
    mixed.placed.length === check.soldPieces &&
    check.soldPieces === check.mixedOrders;
  console.log(`  ${ok ? '✓' : '✗'} mixed load consistent`);
  return ok;
}

ensureServerBuilt();
console.log(
  `${machine()}; ${duration} s per call, ${connections} connections, call and health taking turns; load ${loadAverage()}`,
);
let allOk = true;
for (const size of sizes) {
  const result = await measureSize(size);
  allOk = summarizeMixed(result) && allOk;
}
process.exitCode = allOk ? 0 : 1;
