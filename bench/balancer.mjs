// The stand-in for Caddy in `npm run test:instances` where no `caddy` is installed: a small
// round-robin HTTP balancer behaving like deploy/Caddyfile's `reverse_proxy` (bench/caddy.mjs runs
// the real one) with `health_uri`/`health_interval` and `lb_try_duration`, given the recipe's figures:
// a backend whose health check does not answer 200 is skipped; a request whose connection to a
// backend fails is sent to the next one (any error for GET/HEAD, only a refused connection for
// others, as the request then never reached the shop), until `tryDurationMs`. Each forwarded
// request opens its own connection (no keep-alive to backends) and appends the client address to
// X-Forwarded-For. `counters.refused` counts tries whose connection was refused (retried, the shop
// never saw them); `counters.dropped` those that failed after connecting (the shop took the request
// and gave no answer). Only node:http: it is a test fixture, not the production proxy.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/**
 * Listens on 127.0.0.1:`port` in front of `backends` (`[{ name, baseUrl }]`). Resolves with
 * `{ url, served, counters, healthy(name), close() }` (bench/caddy.mjs's shape): `served[name]`
 * counts the answers each backend gave; `counters` the tries retried, refused and dropped.
 */
export async function startBalancer(
  backends,
  {
    port,
    healthUri = '/api/health',
    healthIntervalMs = 2_000,
    healthTimeoutMs = 2_000,
    tryDurationMs = 10_000,
    tryIntervalMs = 250,
  },
) {
  const state = backends.map(({ name, baseUrl }) => ({ name, baseUrl, healthy: false }));
  const served = Object.fromEntries(backends.map(({ name }) => [name, 0]));
  const counters = { retries: 0, refused: 0, dropped: 0 };
  let next = 0;
  let closed = false;

  async function checkHealth(backend) {
    try {
      const response = await fetch(`${backend.baseUrl}${healthUri}`, {
        signal: AbortSignal.timeout(healthTimeoutMs),
      });
      await response.arrayBuffer();
      backend.healthy = response.status === 200;
    } catch {
      backend.healthy = false;
    }
  }
  await Promise.all(state.map(checkHealth));
  const healthLoop = (async () => {
    while (!closed) {
      await sleep(healthIntervalMs);
      await Promise.all(state.map(checkHealth));
    }
  })();

  function pick() {
    for (let i = 0; i < state.length; i += 1) {
      const backend = state[(next + i) % state.length];
      if (backend.healthy) {
        next = (next + i + 1) % state.length;
        return backend;
      }
    }
    return undefined;
  }

  /** One try against `backend`: resolves `{ response }`, or `{ error, connected }`. */
  function forward(backend, request, body) {
    return new Promise((resolve) => {
      const target = new URL(request.url, backend.baseUrl);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name)),
      );
      const client = request.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = headers['x-forwarded-for']
        ? `${headers['x-forwarded-for']}, ${client}`
        : client;
      headers['x-forwarded-proto'] = 'http';
      let connected = false;
      const outgoing = http.request(target, { method: request.method, headers, agent: false }, (response) =>
        resolve({ response }),
      );
      outgoing.on('socket', (socket) => socket.once('connect', () => (connected = true)));
      outgoing.on('error', (error) => resolve({ error, connected }));
      outgoing.end(body);
    });
  }

  const server = http.createServer(async (request, reply) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const idempotent = request.method === 'GET' || request.method === 'HEAD';
    const deadline = Date.now() + tryDurationMs;
    let lastError;
    for (let attempt = 0; Date.now() < deadline; attempt += 1) {
      const backend = pick();
      if (!backend) {
        await sleep(tryIntervalMs);
        continue;
      }
      if (attempt > 0) counters.retries += 1;
      const { response, error, connected } = await forward(backend, request, body);
      if (response) {
        served[backend.name] += 1;
        const headers = Object.fromEntries(
          Object.entries(response.headers).filter(([name]) => !HOP_HEADERS.has(name)),
        );
        reply.writeHead(response.statusCode ?? 502, headers);
        response.pipe(reply);
        return;
      }
      lastError = error;
      if (connected) counters.dropped += 1;
      else counters.refused += 1;
      // Passive health: a backend that refused is skipped until its health check answers again.
      if (!connected) backend.healthy = false;
      if (!idempotent && connected) break;
    }
    reply.writeHead(502, { 'content-type': 'application/json' });
    reply.end(
      JSON.stringify({ success: false, message: `balancer: ${lastError?.code ?? 'no healthy backend'}` }),
    );
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    counters,
    healthy: (name) => state.find((backend) => backend.name === name)?.healthy ?? false,
    async close() {
      closed = true;
      await healthLoop;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
