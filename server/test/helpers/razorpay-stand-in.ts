/**
 * startRazorpayStandIn(): a local stand-in of Razorpay's REST API (Orders, order payments, payment
 * fetch, refunds) over a real HTTP server on 127.0.0.1, backed by a RazorpayEmulator, so the
 * official SDK talks to it unchanged (build the gateway with RAZORPAY_API_URL = `url`). It checks
 * HTTP Basic auth as Razorpay does and records every request it got, for tests to assert on.
 * createRazorpayTestApp(): a test app paying through one.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  RazorpayEmulator as Emulator,
  RazorpayApiError,
  type RazorpayEmulator,
  type SignedWebhook,
} from '#server/modules/payments/emulator.ts';
import { createTestApp } from './test-app.ts';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/orders`. */
  path: string;
  /** Parsed JSON body (undefined when there was none). */
  body: unknown;
  /** The key id of the Basic credentials, whether or not they were right. */
  keyId: string | undefined;
  authorized: boolean;
}

export interface RazorpayStandIn {
  /** Origin to use as RAZORPAY_API_URL, e.g. `http://127.0.0.1:41234`. */
  url: string;
  emulator: RazorpayEmulator;
  requests: RecordedRequest[];
  /** Holds every later answer back by `ms` (to provoke client timeouts); 0 answers at once. */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
}

const errorBody = (description: string, code = 'BAD_REQUEST_ERROR') => ({
  error: { code, description, source: 'NA', step: 'NA', reason: 'NA', field: null, metadata: {} },
});

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() === '' ? undefined : JSON.parse(text);
}

function credentialsOf(request: IncomingMessage): { keyId?: string; keySecret?: string } {
  const match = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return {};
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? {} : { keyId: decoded.slice(0, colon), keySecret: decoded.slice(colon + 1) };
}

/** Which emulator call a method and path stand for; undefined for any other route (404). */
function route(emulator: RazorpayEmulator, method: string, path: string, body: unknown) {
  const match = /^\/v1\/(orders|payments)(?:\/([A-Za-z0-9_]+))?(?:\/(payments|refund))?$/.exec(path);
  if (!match) return undefined;
  const [, resource, id = '', sub] = match;
  switch (`${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`) {
    case 'POST orders':
      return () => emulator.createOrder(body);
    case 'GET orders/:id':
      return () => emulator.fetchOrder(id);
    case 'GET orders/:id/payments':
      return () => emulator.fetchOrderPayments(id);
    case 'GET payments/:id':
      return () => emulator.fetchPayment(id);
    case 'POST payments/:id/refund':
      return () => emulator.refund(id, body ?? {});
    default:
      return undefined;
  }
}

/** Starts the stand-in on a free port of 127.0.0.1 with a fresh emulator. */
export async function startRazorpayStandIn(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): Promise<RazorpayStandIn> {
  const emulator = new Emulator({ keySecret: keys.keySecret, webhookSecret: keys.webhookSecret });
  const requests: RecordedRequest[] = [];
  let delayMs = 0;

  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const { keyId, keySecret } = credentialsOf(request);
    const authorized = keyId === keys.keyId && keySecret === keys.keySecret;
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      requests.push({ method, path, body: undefined, keyId, authorized });
      return send(response, 400, errorBody('The request body is not valid JSON'));
    }
    requests.push({ method, path, body, keyId, authorized });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    if (!authorized) return send(response, 401, errorBody('Authentication failed'));
    const handler = route(emulator, method, path, body);
    if (!handler) return send(response, 404, errorBody('The requested URL was not found on the server.'));
    try {
      return send(response, 200, handler());
    } catch (error) {
      if (error instanceof RazorpayApiError) return send(response, error.status, { error: error.error });
      return send(
        response,
        500,
        errorBody('We are facing some trouble completing your request', 'SERVER_ERROR'),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    emulator,
    requests,
    delayAnswers(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Test keys the app and the stand-in share; the secrets sign webhooks and checkout answers. */
export const razorpayTestKeys = {
  keyId: 'rzp_test_x',
  keySecret: 'stand-in-key-secret',
  webhookSecret: 'stand-in-webhook-secret',
};

/**
 * A test app paying through a fresh stand-in started with `keys`; `env` adds to the app's
 * environment. `close()` closes both.
 */
export async function createRazorpayTestApp(env: Record<string, string> = {}, keys = razorpayTestKeys) {
  const standIn = await startRazorpayStandIn(keys);
  const t = await createTestApp({
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: standIn.url,
    ...env,
  });
  return {
    t,
    standIn,
    async close() {
      await t.close();
      await standIn.close();
    },
  };
}

/** POSTs `hook` to `app` the way Razorpay does: the exact signed text, its signature and event id. */
export function deliverWebhook(
  app: FastifyInstance,
  hook: SignedWebhook,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hook.signature,
      'x-razorpay-event-id': hook.eventId,
      ...headers,
    },
    payload: hook.body,
  });
}
