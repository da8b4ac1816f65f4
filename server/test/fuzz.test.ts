/**
 * Hostile input (ADR 0012): every operation of the OpenAPI document the app serves at
 * `/api/docs/json` is fuzzed with property-based requests (fast-check, fixed seed, bounded
 * runs) — wrong types, missing and extra fields, huge, unicode and injection strings, other
 * users' ids — sent as nobody, two shoppers, an admin and forged tokens. Every answer must be
 * below 500, in the envelope (`success` boolean, `message` string when false) except the
 * packing slip's HTML, and a refused request (4xx) must change no row of the shop's tables;
 * no request but its owner's or an admin's may change what a shopper owns.
 *
 * Exploring: `FUZZ_SEED=<n> FUZZ_RUNS=<n>` change the seed and the requests per operation;
 * `FUZZ_DUMP=/tmp/fuzz.txt` writes every problem there and every request with its answer to
 * `/tmp/fuzz.txt.log`.
 */
import { appendFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { forgedIdentities, type Identity, sessionToken } from './fuzz/identities.ts';
import { type FuzzRequest, type Operation, operationsOf, requestArbitrary } from './fuzz/requests.ts';
import { changedTables, ownerChanges, snapshot } from './fuzz/snapshot.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { createAdmin } from './helpers/admin.ts';
import { checkoutBody, savedAddressBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

/** The suite's seed: the same requests on every run; FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_802);
/** Requests per operation; FUZZ_RUNS sends more when exploring. */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 32);
/** Routes whose successful answer is a document, not the envelope. */
const NON_JSON_SUCCESS = new Set([
  'GET /api/admin/orders/{id}/packing-slip',
  'GET /api/admin/orders/{id}/parcel-papers.pdf',
  'GET /api/admin/orders/{id}/label.pdf',
  'GET /api/admin/tax-documents/gstr1.zip',
]);
/** The test's own signing secret, so forged tokens can be signed with the real key. */
const JWT_SECRET = 'fuzz-secret-of-the-hostile-input-suite-32+';
const key = new TextEncoder().encode(JWT_SECRET);

const t = await createTestApp({ JWT_SECRET });
afterAll(() => t.close());

const [alice, bob, admin] = await Promise.all([
  createVerifiedShopper(t.app, t.env.DATA_DIR),
  createVerifiedShopper(t.app, t.env.DATA_DIR),
  createAdmin(t.app, t.pool, t.env.DATA_DIR),
]);

/** Gives each shopper an address, a bag line and an order, so others have ids to try. */
async function furnish(shopper: { token: string }, pieces: string[]) {
  const call = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: payload as object,
    });
  const address = await call(
    '/my-address/create',
    savedAddressBody({ phoneNumber: '9876543210', isDefault: true }),
  );
  const bag = await call('/cart/add-product', { productId: pieces[0] });
  const order = await call('/order/create', checkoutBody([pieces[1]]));
  for (const response of [address, bag, order]) {
    if (response.statusCode >= 300) throw new Error(`furnish: ${response.statusCode} ${response.body}`);
  }
}
const { rows: pieces } = await t.pool.query<{ id: string }>(
  `SELECT id FROM products WHERE status = 'available' ORDER BY id LIMIT 4`,
);
await furnish(alice, [pieces[0]?.id ?? '', pieces[1]?.id ?? '']);
await furnish(bob, [pieces[2]?.id ?? '', pieces[3]?.id ?? '']);
await t.db.execute(
  sql`INSERT INTO contact_messages (name, email, message) VALUES ('A', 'a@example.in', 'Hi')`,
);

/** Real ids of every kind (a few per table), by table: the pool uuids are drawn from. */
const { rows: idRows } = await t.pool.query<{ tab: string; id: string }>(`
  (SELECT 'products' AS tab, id FROM products ORDER BY status, id LIMIT 6) UNION ALL
  (SELECT 'categories', id FROM categories ORDER BY id LIMIT 3) UNION ALL
  (SELECT 'banners', id FROM banners ORDER BY id LIMIT 2) UNION ALL
  (SELECT 'testimonials', id FROM testimonials ORDER BY id LIMIT 2) UNION ALL
  (SELECT 'footer_contacts', id FROM footer_contacts ORDER BY id LIMIT 2) UNION ALL
  (SELECT 'social_links', id FROM social_links ORDER BY id LIMIT 2) UNION ALL
  (SELECT 'contact_messages', id FROM contact_messages ORDER BY id LIMIT 2) UNION ALL
  (SELECT 'orders', id FROM orders ORDER BY id) UNION ALL
  (SELECT 'addresses', id FROM addresses ORDER BY id) UNION ALL
  (SELECT 'cart_lines', id FROM cart_lines ORDER BY id) UNION ALL
  (SELECT 'users', id FROM users ORDER BY id)`);
const idsOf = (table: string) => idRows.filter((row) => row.tab === table).map((row) => row.id);

/** Path words → the table whose ids the route takes. */
const routeTables: Array<[RegExp, string]> = [
  [/\/admin\/products|\/product\/|product-added-to-cart/, 'products'],
  [/categories/, 'categories'],
  [/banners/, 'banners'],
  [/testimonials/, 'testimonials'],
  [/footer-contacts/, 'footer_contacts'],
  [/social-links/, 'social_links'],
  [/contact-messages/, 'contact_messages'],
  [/orders|order\//, 'orders'],
  [/my-address/, 'addresses'],
  [/cart/, 'cart_lines'],
];

/** The id pool of an operation: its own table's ids weigh most, then products, then every id. */
function idsFor(operation: Operation): string[] {
  const table = routeTables.find(([pattern]) => pattern.test(operation.path))?.[1];
  const own = table ? idsOf(table) : [];
  return [...own, ...own, ...own, ...own, ...idsOf('products'), ...idRows.map((row) => row.id)];
}

/** The callers, re-issued before each operation (a fuzzed password change revokes a token). */
async function callers(): Promise<Identity[]> {
  const [aliceToken, bobToken, adminToken] = await Promise.all(
    [alice, bob, admin].map((user) => sessionToken(t.pool, user.userId, key)),
  );
  return [
    { name: 'anonymous' },
    { name: 'shopper', authorization: `Bearer ${aliceToken}`, userId: alice.userId },
    { name: 'other shopper', authorization: `Bearer ${bobToken}`, userId: bob.userId },
    { name: 'admin', authorization: `Bearer ${adminToken}`, userId: admin.userId },
    ...(await forgedIdentities(aliceToken ?? '', alice.userId, admin.userId, key)),
  ];
}
const identityCount = (await callers()).length;
/** Real callers weigh more than forged ones, which all meet the same gate. */
const identityArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 5, arbitrary: fc.constant(1) },
  { weight: 5, arbitrary: fc.constant(2) },
  { weight: 6, arbitrary: fc.constant(3) },
  { weight: 14, arbitrary: fc.integer({ min: 4, max: identityCount - 1 }) },
);

const documentResponse = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const document = documentResponse.json();
const operations = operationsOf(document);

/** A stable number per operation, so each has its own seeded sequence. */
function seedOf(operation: Operation): number {
  let hash = SEED;
  for (const char of `${operation.method} ${operation.path}`)
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Everything the suite counted, for bench/RESULTS.md. */
const tally = { requests: 0, byStatus: new Map<number, number>(), byIdentity: new Map<string, number>() };
const bump = <K>(map: Map<K, number>, k: K) => map.set(k, (map.get(k) ?? 0) + 1);

const describeRequest = (request: FuzzRequest, identity: Identity) =>
  `${identity.name} ${request.method} ${request.url.slice(0, 160)} [${request.bodyKind}] ${JSON.stringify(String(request.payload ?? '').slice(0, 200))}`;

/** What is wrong with one answer (empty when nothing is). */
function envelopeProblems(operation: Operation, status: number, contentType: string, body: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (status < 300 && NON_JSON_SUCCESS.has(`${operation.method} ${operation.path}`)) return problems;
  if (!/^application\/json/.test(contentType)) return [...problems, `content-type ${contentType}`];
  let parsed: { success?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return [...problems, 'body is not JSON'];
  }
  if (typeof parsed?.success !== 'boolean') problems.push('no boolean success');
  if (status < 300 && parsed.success !== true) problems.push('2xx without success:true');
  if (status >= 400 && parsed.success !== false) problems.push('4xx without success:false');
  if (parsed.success === false && (typeof parsed.message !== 'string' || parsed.message === '')) {
    problems.push('success:false without a message');
  }
  if (/password_?hash|\$argon2|jwt-secret/i.test(body)) problems.push('a secret in the answer');
  if (
    typeof parsed.message === 'string' &&
    /\n\s+at |node_modules|\.ts:\d|invalid input syntax|violates/.test(parsed.message)
  ) {
    problems.push(`internal detail in message: ${parsed.message.slice(0, 120)}`);
  }
  return problems;
}

/** The answer's text, uncompressed when it was sent compressed (some requests ask for gzip or br). */
function bodyText(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const decode =
    { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[encoding] ?? ((raw: Buffer) => raw);
  return decode(response.rawPayload).toString('utf8');
}

/** Appends `line` to the FUZZ_DUMP file (with `suffix`) when one is asked for. */
function dump(suffix: string, line: string) {
  if (process.env.FUZZ_DUMP) appendFileSync(`${process.env.FUZZ_DUMP}${suffix}`, `${line}\n`);
}

/**
 * The image folder's files (not its folders: the first upload of a kind creates that kind's
 * folder, which stays once made, even when the upload is then refused and its files removed).
 */
const imageFiles = async () =>
  (await readdir(t.env.IMAGE_DIR, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .join(',');

/** Sends the operation's sampled requests one by one; resolves with every problem found. */
async function fuzzOperation(operation: Operation) {
  const people = await callers();
  const requests = fc.sample(requestArbitrary(operation, idsFor(operation), identityArbitrary), {
    seed: seedOf(operation),
    numRuns: RUNS_PER_OPERATION,
  });
  const problems: string[] = [];
  const statuses: number[] = [];
  const watchImages = operation.path.includes('/uploads');
  const owners = [alice.userId, bob.userId];
  // Requests run one at a time and nothing else writes these tables meanwhile: the state after
  // one request is the state before the next.
  let before = await snapshot(t.pool, owners);
  for (const request of requests) {
    const identity = people[request.identity] ?? { name: 'anonymous' };
    const imagesBefore = watchImages ? await imageFiles() : '';
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: request.remoteAddress,
      headers: {
        ...request.headers,
        ...(identity.authorization ? { authorization: identity.authorization } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const body = bodyText(response);
    tally.requests += 1;
    bump(tally.byStatus, response.statusCode);
    bump(tally.byIdentity, identity.name);
    statuses.push(response.statusCode);
    dump('.log', `${response.statusCode} ${describeRequest(request, identity)} → ${body.slice(0, 160)}`);
    const found = envelopeProblems(
      operation,
      response.statusCode,
      String(response.headers['content-type'] ?? ''),
      body,
    );
    const after = await snapshot(t.pool, owners);
    if (response.statusCode >= 400) {
      const changed = changedTables(before, after);
      if (changed.length > 0)
        found.push(`refused (${response.statusCode}) but changed ${changed.join(', ')}`);
      if (watchImages && (await imageFiles()) !== imagesBefore)
        found.push('refused but changed the image folder');
    }
    for (const owner of owners) {
      if (identity.userId === owner || identity.userId === admin.userId) continue;
      // A successful order takes its pieces out of every bag: the one change allowed.
      const sale =
        response.statusCode < 300 && /^\/api\/order\/(create|verify-payment)$/.test(operation.path);
      const changes = ownerChanges(before, after, owner).filter((part) => !(part === 'bag' && sale));
      if (changes.length > 0) found.push(`changed user ${owner}'s ${changes.join(' and ')}`);
    }
    before = after;
    for (const problem of found) {
      problems.push(
        `${problem} ← ${describeRequest(request, identity)} → ${response.statusCode} ${body.slice(0, 200)}`,
      );
    }
  }
  return { problems, statuses };
}

describe('the OpenAPI document', () => {
  it('is served at /api/docs/json and /api/openapi.json', async () => {
    expect(documentResponse.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\./);
    const old = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(old.json()).toEqual(document);
  });

  it('lists every /api route but the docs themselves and the test sandbox, admin and upload included', () => {
    const documented = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    const routed = apiRoutes().filter(
      (route) => !/^\/api\/(docs\/json|openapi\.json|payments\/sandbox\/)/.test(route.split(' ')[1] ?? ''),
    );
    expect(routed.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !routed.includes(route))).toEqual([]);
    expect(operations.length).toBeGreaterThan(75);
    const upload = document.paths['/api/admin/uploads'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(document.paths['/api/admin/products'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});

/** Every `METHOD /api/path` in the router (HEAD left out), `:name` written `{name}` as in OpenAPI. */
function apiRoutes(): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack[depth] = match[2] ?? '';
    const url = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (!match[3] || !url.startsWith('/api/')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${url}`);
  }
  return routes;
}

describe('the checks themselves', () => {
  it('see a changed row and a change to what a shopper owns', async () => {
    const before = await snapshot(t.pool, [alice.userId]);
    await t.pool.query(`UPDATE banners SET active = NOT active WHERE id = (SELECT id FROM banners LIMIT 1)`);
    await t.pool.query(`UPDATE addresses SET city = city || '!' WHERE user_id = $1`, [alice.userId]);
    const after = await snapshot(t.pool, [alice.userId]);
    expect(changedTables(before, after)).toEqual(['addresses', 'banners']);
    expect(ownerChanges(before, after, alice.userId)).toEqual(['account']);
    await t.pool.query(`UPDATE banners SET active = NOT active WHERE id = (SELECT id FROM banners LIMIT 1)`);
    await t.pool.query(`UPDATE addresses SET city = left(city, -1) WHERE user_id = $1`, [alice.userId]);
  });

  it('flag a 500, a non-envelope answer and a leaked detail', () => {
    const operation = operations[0] as Operation;
    expect(envelopeProblems(operation, 500, 'application/json', '{"success":false,"message":"x"}')).toEqual([
      'status 500',
    ]);
    expect(envelopeProblems(operation, 400, 'text/plain', 'Bad Request')).toEqual([
      'content-type text/plain',
    ]);
    expect(envelopeProblems(operation, 400, 'application/json', '{"success":false}')).toEqual([
      'success:false without a message',
    ]);
    expect(envelopeProblems(operation, 200, 'application/json', '{"data":1}')).toHaveLength(2);
    expect(
      envelopeProblems(
        operation,
        400,
        'application/json',
        '{"success":false,"message":"invalid input syntax for type uuid"}',
      ),
    ).toHaveLength(1);
  });
});

describe('every operation, fuzzed', () => {
  const rateLimitedEverywhere: string[] = [];
  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, async () => {
      const { problems, statuses } = await fuzzOperation(operation);
      if (statuses.every((status) => status === 429)) rateLimitedEverywhere.push(operation.path);
      for (const problem of problems) dump('', `${operation.method} ${operation.path} :: ${problem}`);
      expect(problems.slice(0, 5), `${problems.length} problems`).toEqual([]);
    });
  }

  it('was not hidden behind rate limits, and counted', () => {
    expect(rateLimitedEverywhere).toEqual([]);
    expect(tally.requests).toBe(operations.length * RUNS_PER_OPERATION);
    const byStatus = Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b));
    console.info(
      `fuzz: seed ${SEED}, ${operations.length} operations × ${RUNS_PER_OPERATION} = ${tally.requests} requests;`,
      `by status ${JSON.stringify(byStatus)}; by identity ${JSON.stringify(Object.fromEntries(tally.byIdentity))}`,
    );
    expect(tally.byStatus.get(429) ?? 0).toBeLessThan(tally.requests / 4);
  });
});
