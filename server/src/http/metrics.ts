/**
 * Prometheus metrics (docs/decisions/0044-metrics.md), in the text exposition format through
 * prom-client. Two registries are merged at each scrape:
 * - the process's: Node's default metrics and the shop's business counters (orders placed, pieces
 *   sold, payments failed), counted where the committed change happens, in every flow or job;
 * - the app's (`createAppMetrics`): HTTP requests by route template, the pg pool, and the mail and
 *   job queues read from the database at scrape time within `DB_SNAPSHOT_TIMEOUT_MS`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Process-wide: default Node metrics and the business counters; one per process, whatever the apps. */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const ordersPlaced = new Counter({
  name: 'shahi_orders_placed_total',
  help: 'Orders placed (committed) by this process, any payment method',
  registers: [processRegistry],
});
const piecesSold = new Counter({
  name: 'shahi_pieces_sold_total',
  help: 'Pieces in the orders placed by this process (one line = one piece)',
  registers: [processRegistry],
});
const paymentsFailed = new Counter({
  name: 'shahi_payments_failed_total',
  help: "Orders whose payment became failed in this process, by the order event's kind",
  labelNames: ['reason'] as const,
  registers: [processRegistry],
});

/** Counts one committed order of `pieces` pieces. Call after COMMIT (db/after-commit.ts). */
export function countOrderPlaced(pieces: number): void {
  ordersPlaced.inc();
  piecesSold.inc(pieces);
}

/**
 * Counts one order whose payment became failed; `reason` is its order event's kind
 * (`payment_failed`, `payment_expired`, `cod_lapsed`, `cancelled`), a bounded set. Call after COMMIT.
 */
export function countPaymentFailed(reason: string): void {
  paymentsFailed.inc({ reason });
}

/** The route label of requests no route matched (the storefront's fallback, 404s): one series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Longest wait for the scrape's database reads; past it the queue gauges are left out. */
export const DB_SNAPSHOT_TIMEOUT_MS = 1_000;

/** The queues as stored: mail_messages by status, pg-boss jobs by queue and state. */
export interface QueueSnapshot {
  mail: { status: string; count: number }[];
  jobs: { queue: string; state: string; count: number }[];
}

export interface AppMetricsSources {
  pool: pg.Pool;
  /** Reads the queues; rejected or slower than `timeoutMs`, the scrape goes on without them. */
  readQueues(): Promise<QueueSnapshot>;
  timeoutMs?: number;
}

export interface AppMetrics {
  /** Counts every answered request under its route template (an onResponse hook on `app`). */
  instrument(app: FastifyInstance): void;
  /** The exposition text of the process's and the app's metrics. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** Upper bounds, in seconds, of the request latency histogram. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One app's metrics over its pool and queues; nothing is read until a scrape. */
export function createAppMetrics({
  pool,
  readQueues,
  timeoutMs = DB_SNAPSHOT_TIMEOUT_MS,
}: AppMetricsSources) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'shahi_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'shahi_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  new Gauge({
    name: 'shahi_db_pool_clients',
    help: 'Connections the serving pool holds open (idle or in use)',
    registers: [registry],
    collect() {
      this.set(pool.totalCount);
    },
  });
  new Gauge({
    name: 'shahi_db_pool_idle_clients',
    help: 'Open connections of the serving pool not in use',
    registers: [registry],
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: 'shahi_db_pool_waiting_clients',
    help: 'Queries waiting for a connection of the serving pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'shahi_db_pool_max_clients',
    help: 'Most connections the serving pool opens',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });

  // One read of the queues at a time: a scrape during a slow one waits for the same answer.
  let inFlight: Promise<QueueSnapshot | undefined> | undefined;
  function snapshot(): Promise<QueueSnapshot | undefined> {
    inFlight ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([
          readQueues(),
          new Promise<undefined>((resolve) => {
            timer = setTimeout(() => resolve(undefined), timeoutMs);
          }),
        ]);
      } catch {
        return undefined;
      } finally {
        clearTimeout(timer);
        inFlight = undefined;
      }
    })();
    return inFlight;
  }

  new Gauge({
    name: 'shahi_metrics_queues_up',
    help: '1 when this scrape read the queues from the database in time, else 0 (queue gauges absent)',
    registers: [registry],
    async collect() {
      this.set((await snapshot()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'shahi_mail_messages',
    help: 'Mail in the outbox table by status: queued (waiting or retrying) or failed (gave up)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = await snapshot();
      if (!read) return;
      for (const status of ['queued', 'failed']) {
        this.set({ status }, read.mail.find((row) => row.status === status)?.count ?? 0);
      }
    },
  });
  new Gauge({
    name: 'shahi_jobs',
    help: 'pg-boss jobs by queue and state: created or retry (waiting), active, failed (kept ~7 days)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = await snapshot();
      if (!read) return;
      for (const row of read.jobs) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });

  return {
    instrument(app) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        const status = reply.statusCode;
        requests.inc({ method: request.method, route, status_code: status });
        latency.observe(
          { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
          reply.elapsedTime / 1000,
        );
      });
    },
    async scrape() {
      const merged = Registry.merge([processRegistry, registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  } satisfies AppMetrics;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * True when `header` is `Bearer <token>`; compared as SHA-256 digests with `timingSafeEqual`, so the
 * time taken tells nothing of the token, not even its length.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/** The 401 answer's message when the bearer token is missing or wrong. */
export const METRICS_UNAUTHORIZED = 'Metrics need the bearer token of METRICS_TOKEN';

export interface MetricsRouteOptions {
  metrics: AppMetrics;
  /** When set, requests must carry `Authorization: Bearer <token>` (else 401). */
  token?: string;
}

/** `GET /metrics` at the root (not under /api): the exposition text, never cached. */
export const metricsRoute: FastifyPluginAsync<MetricsRouteOptions> = async (app, { metrics, token }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ success: false, message: METRICS_UNAUTHORIZED });
    }
    const { contentType, body } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};

export interface MetricsServerOptions extends MetricsRouteOptions {
  host: string;
  port: number;
}

/**
 * A listener of its own serving only `GET /metrics` (token checked when set), for METRICS_PORT;
 * it listens on `ready()`-time `listen()` and stops with `close()`.
 */
export function createMetricsServer({ host, port, ...route }: MetricsServerOptions) {
  const server = Fastify({ logger: false });
  server.register(metricsRoute, route);
  return {
    /** Resolves with the port bound (useful with port 0). */
    async listen(): Promise<number> {
      await server.listen({ host, port });
      const address = server.server.address();
      return typeof address === 'object' && address ? address.port : port;
    },
    close: () => server.close(),
  };
}
