/**
 * `GET /metrics` (ADR 0044): served only behind METRICS_TOKEN or on METRICS_PORT, else a 404 that
 * the storefront's fallback does not swallow; requests under their route template; the business
 * counters moved by real orders and a real failed payment; queue and pool gauges from the database;
 * the Grafana dashboard's queries naming only exported series and their labels.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import {
  createAppMetrics,
  createMetricsServer,
  METRICS_UNAUTHORIZED,
  UNMATCHED_ROUTE,
} from '#server/http/metrics.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { orders } from '#server/tables/index.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { availablePieces, call, checkoutBody } from './helpers/shop.ts';
import { createTestApp } from './helpers/test-app.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
/** In this part's range of ports (4200–4299). */
const METRICS_PORT = 4231;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let plain: TestApp;
let tokened: TestApp;
let gatewayDown: TestApp;

beforeAll(async () => {
  // A built storefront, so that a GET of an unknown path would get the app's HTML.
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'mx-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  plain = await createTestApp({}, webDist);
  tokened = await createTestApp({ METRICS_TOKEN: TOKEN }, webDist);
  // Nothing listens on port 9 of 127.0.0.1: creating an online payment fails at once.
  gatewayDown = await createTestApp({
    RAZORPAY_KEY_ID: 'rzp_test_x',
    RAZORPAY_KEY_SECRET: 'metrics-key-secret',
    RAZORPAY_API_URL: 'http://127.0.0.1:9',
    METRICS_PORT: String(METRICS_PORT),
  });
});
afterAll(async () => {
  await Promise.all([plain?.close(), tokened?.close(), gatewayDown?.close()]);
});

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** One sample line of the exposition text: its metric name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The sample lines of the exposition text `text` (comments and blank lines left out). */
function samples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match?.[1]) return [];
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    return [{ name: match[1], labels, value: Number(match[3]) }];
  });
}

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return samples(text).find(
    (found) =>
      found.name === name && Object.entries(labels).every(([key, value]) => found.labels[key] === value),
  )?.value;
}

/** The scrape of the gateway-down app's METRICS_PORT. */
const readMetricsPort = async () => (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();

/** A shopper's online order that the unreachable gateway cannot create: a 502, a failed payment. */
async function failOnlinePayment(): Promise<void> {
  const shopper = await createVerifiedShopper(gatewayDown.app, gatewayDown.env.DATA_DIR);
  const [piece] = await availablePieces(gatewayDown.db, 1);
  if (!piece) throw new Error('demo catalogue too small');
  const response = await call(
    gatewayDown.app,
    'POST',
    '/order/create',
    shopper.token,
    checkoutBody([piece.id], { paymentMethod: 'online' }),
  );
  expect(response.statusCode).toBe(502);
}

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN or METRICS_PORT: a JSON 404, not the storefront page', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ success: false });
    // The fallback still serves the storefront elsewhere.
    const page = await plain.app.inject({ method: 'GET', url: '/metrics-and-more' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('with METRICS_TOKEN: 401 without the token or with a wrong one, 200 with it', async () => {
    const none = await tokened.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.json()).toMatchObject({ success: false, message: METRICS_UNAUTHORIZED });
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const wrong = await tokened.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect(wrong.statusCode, authorization).toBe(401);
    }
    const right = await tokened.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.headers['cache-control']).toBe('no-store');
    expect(right.body).toContain('# TYPE shahi_http_request_duration_seconds histogram');
    // Node's default metrics are there too.
    expect(sample(right.body, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(right.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('with METRICS_PORT: served on that port without a token, and not on the shop port', async () => {
    const response = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('shahi_db_pool_clients');
    expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/api/health`)).status).toBe(404);
    const onShopPort = await gatewayDown.app.inject({ method: 'GET', url: '/metrics' });
    expect(onShopPort.statusCode).toBe(404);
  });
});

describe('requests by route template', () => {
  it('counts a product page call under /api/product/:id, never its raw URL; unknown paths as one label', async () => {
    const [piece] = await availablePieces(tokened.db, 1);
    if (!piece) throw new Error('demo catalogue too small');
    const labels = { method: 'GET', route: '/api/product/:id' };
    const before = await scrape(tokened.app);
    const countBefore = sample(before, 'shahi_http_request_duration_seconds_count', labels) ?? 0;
    const okBefore = sample(before, 'shahi_http_requests_total', { ...labels, status_code: '200' }) ?? 0;
    for (let i = 0; i < 3; i++) {
      const response = await tokened.app.inject({ method: 'GET', url: `/api/product/${piece.id}` });
      expect(response.statusCode).toBe(200);
    }
    await tokened.app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const after = await scrape(tokened.app);
    expect(sample(after, 'shahi_http_request_duration_seconds_count', labels)).toBe(countBefore + 3);
    expect(sample(after, 'shahi_http_requests_total', { ...labels, status_code: '200' })).toBe(okBefore + 3);
    expect(
      sample(after, 'shahi_http_request_duration_seconds_bucket', {
        ...labels,
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBe(countBefore + 3);
    expect(sample(after, 'shahi_http_requests_total', { route: UNMATCHED_ROUTE, status_code: '404' })).toBe(
      1,
    );
    expect(after).not.toContain(piece.id);
    expect(after).not.toContain('no-such-route');
  });
});

describe('business counters', () => {
  it('placing a cash-on-delivery order of two pieces moves orders placed by 1 and pieces sold by 2', async () => {
    const shopper = await createVerifiedShopper(tokened.app, tokened.env.DATA_DIR);
    const pieces = await availablePieces(tokened.db, 2);
    expect(pieces).toHaveLength(2);
    const before = await scrape(tokened.app);
    const placed = await call(
      tokened.app,
      'POST',
      '/order/create',
      shopper.token,
      checkoutBody(pieces.map((piece) => piece.id)),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const after = await scrape(tokened.app);
    expect(sample(after, 'shahi_orders_placed_total')).toBe(
      (sample(before, 'shahi_orders_placed_total') ?? 0) + 1,
    );
    expect(sample(after, 'shahi_pieces_sold_total')).toBe(
      (sample(before, 'shahi_pieces_sold_total') ?? 0) + 2,
    );
    // Its confirmation mail waits in the queue, read from the database at the scrape.
    expect(sample(after, 'shahi_metrics_queues_up')).toBe(1);
    expect(sample(after, 'shahi_mail_messages', { status: 'queued' })).toEqual(expect.any(Number));
    expect(sample(after, 'shahi_mail_messages', { status: 'failed' })).toBe(0);
  });

  it('an online payment the gateway cannot create moves payments failed (payment_failed), not orders placed twice', async () => {
    const before = await readMetricsPort();
    const failedBefore = sample(before, 'shahi_payments_failed_total', { reason: 'payment_failed' }) ?? 0;
    await failOnlinePayment();
    const after = await readMetricsPort();
    expect(sample(after, 'shahi_payments_failed_total', { reason: 'payment_failed' })).toBe(failedBefore + 1);
    expect(sample(after, 'shahi_orders_placed_total')).toBe(
      (sample(before, 'shahi_orders_placed_total') ?? 0) + 1,
    );
  });
  it('counts a failed payment only once its transaction commits, never on rollback', async () => {
    const [order] = await tokened.db.select({ id: orders.id }).from(orders).limit(1);
    if (!order) throw new Error('no order placed yet');
    const event = {
      orderId: order.id,
      kind: 'payment_expired' as const,
      fromPaymentStatus: 'pending' as const,
      toPaymentStatus: 'failed' as const,
    };
    const expired = async () =>
      sample(await scrape(tokened.app), 'shahi_payments_failed_total', { reason: 'payment_expired' }) ?? 0;
    const before = await expired();
    await expect(
      withTransaction(tokened.pool, async (tx) => {
        await insertOrderEvents(tx.db, [event]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await expired()).toBe(before);
    await withTransaction(tokened.pool, (tx) => insertOrderEvents(tx.db, [event]));
    expect(await expired()).toBe(before + 1);
  });
});

describe('pool and queues', () => {
  it('reports the serving pool and the jobs of pg-boss by queue and state', async () => {
    const text = await scrape(tokened.app);
    expect(sample(text, 'shahi_db_pool_max_clients')).toBe(4);
    expect(sample(text, 'shahi_db_pool_clients')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shahi_db_pool_idle_clients')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shahi_db_pool_waiting_clients')).toBe(0);
    expect(text).toContain('# TYPE shahi_jobs gauge');
  });

  it('a database slower than the timeout leaves the queue gauges out instead of hanging the scrape', async () => {
    let calls = 0;
    const metrics = createAppMetrics({
      pool: tokened.pool,
      readQueues: () => {
        calls++;
        return new Promise(() => {});
      },
      timeoutMs: 50,
    });
    const startedAt = performance.now();
    const { body } = await metrics.scrape();
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    expect(sample(body, 'shahi_metrics_queues_up')).toBe(0);
    expect(sample(body, 'shahi_mail_messages', { status: 'queued' })).toBeUndefined();
    // One read for the whole scrape, shared by every queue gauge.
    expect(calls).toBe(1);
  });

  it('a failing read is the same: queues down, the rest of the scrape intact', async () => {
    const metrics = createAppMetrics({
      pool: tokened.pool,
      readQueues: () => Promise.reject(new Error('connection refused')),
    });
    const { body } = await metrics.scrape();
    expect(sample(body, 'shahi_metrics_queues_up')).toBe(0);
    expect(sample(body, 'shahi_db_pool_max_clients')).toBe(4);
  });
});

describe('the metrics port with a token', () => {
  it('asks for the bearer token there too when METRICS_TOKEN is set', async () => {
    const server = createMetricsServer({
      metrics: createAppMetrics({ pool: tokened.pool, readQueues: async () => ({ mail: [], jobs: [] }) }),
      token: TOKEN,
      host: '127.0.0.1',
      port: 0,
    });
    const port = await server.listen();
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
      const right = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(right.status).toBe(200);
      expect(sample(await right.text(), 'shahi_metrics_queues_up')).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('the Grafana dashboard (docs/grafana/shahi-threads-dashboard.json)', () => {
  /** Every PromQL expression of the dashboard's panels. */
  async function dashboardQueries(): Promise<string[]> {
    const file = new URL('../../docs/grafana/shahi-threads-dashboard.json', import.meta.url);
    const queries: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) for (const item of node) walk(item);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === 'expr' && typeof value === 'string') queries.push(value);
          else walk(value);
        }
    };
    walk(JSON.parse(await readFile(file, 'utf8')));
    return queries;
  }

  /** Label names on the scrape's samples, by metric family (histogram suffixes folded in). */
  function labelsByFamily(text: string): Map<string, Set<string>> {
    const families = new Map<string, Set<string>>();
    for (const [, family] of text.matchAll(/^# TYPE (\S+) /gm)) if (family) families.set(family, new Set());
    for (const { name, labels } of samples(text)) {
      const family = families.get(name.replace(/_(bucket|sum|count)$/, '')) ?? families.get(name);
      for (const label of Object.keys(labels)) family?.add(label);
    }
    return families;
  }

  it('asks only for series the shop exports, by labels they carry', async () => {
    // A real failed payment (so every counter has a sample), then the app's scrape, and one with a
    // queued mail and a job in each queue gauge.
    await failOnlinePayment();
    const withQueues = createAppMetrics({
      pool: tokened.pool,
      readQueues: async () => ({
        mail: [{ status: 'queued', count: 1 }],
        jobs: [{ queue: 'mail-send', state: 'created', count: 1 }],
      }),
    });
    const families = labelsByFamily(`${await readMetricsPort()}\n${(await withQueues.scrape()).body}`);
    const queries = await dashboardQueries();
    expect(queries.length).toBeGreaterThan(10);
    for (const query of queries) {
      const names = [...query.matchAll(/\b((?:shahi|nodejs|process)_\w+)/g)].map((found) => found[1] ?? '');
      expect(names.length, query).toBeGreaterThan(0);
      // Labels the query groups by or matches on; `instance` and `le` come from Prometheus and histograms.
      const grouped = [...query.matchAll(/by \(([^)]*)\)/g)].flatMap((found) => (found[1] ?? '').split(','));
      const matched = [...query.matchAll(/(\w+)=~?"/g)].map((found) => found[1] ?? '');
      const labels = [...grouped, ...matched]
        .map((label) => label.trim())
        .filter((label) => label !== '' && label !== 'instance' && label !== 'le');
      for (const name of names) {
        const family = families.get(name.replace(/_(bucket|sum|count)$/, '')) ?? families.get(name);
        expect(family, `${name} in ${query}`).toBeDefined();
        for (const label of labels) expect([...(family ?? [])], `${label} of ${name}`).toContain(label);
      }
    }
  });
});
