/**
 * Pathological input (ADR 0020): input that costs more than it should is refused
 * before it costs. The app listens on a real local port; every operation of `GET /api/docs/json`
 * is sent, as the least-privileged caller that reaches its validation (anonymous, shopper or
 * admin), bodies of up to the 64 KiB body limit made of long runs of `.`, `@`, spaces, `a`,
 * digits and `a@` + dots + `@` — in each text field of the operation's body schema in turn —
 * plus deeply nested JSON and objects of thousands of keys; and the same runs in each query and
 * path parameter (as long as a URL may be). Meanwhile a worker thread asks `GET /api/health`
 * every 50 ms over its own connection.
 *
 * Goals: every answer within 1 s, every health answer within 200 ms throughout, no 5xx, every
 * refusal in the envelope `{ success: false, message }`, and no row of the shop changed.
 * The figures are printed for bench/RESULTS.md ("Pathological input"); `HOSTILE_DUMP=<file>`
 * also writes every request with its status, time and the start of its answer there.
 */
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '#server/app.ts';
import { sessionToken } from './fuzz/identities.ts';
import { type Operation, operationsOf } from './fuzz/requests.ts';
import type { JsonSchema } from './fuzz/schema-arbitrary.ts';
import { changedTables, type Snapshot, snapshot } from './fuzz/snapshot.ts';
import { createVerifiedShopper } from './helpers/accounts.ts';
import { createAdmin } from './helpers/admin.ts';
import { createTestApp } from './helpers/test-app.ts';

/** Goals (ADR 0020). */
const ANSWER_GOAL_MS = 1_000;
const HEALTH_GOAL_MS = 200;
const HEALTH_EVERY_MS = 50;
/** Longest text put in a query or path parameter: its URL (up to 3 bytes a character once
 * escaped) stays inside Node's 16 KiB limit on a request's head, so the app, not Node, answers. */
const URL_TEXT_LENGTH = 4_000;
/** A path parameter of this length passes the router's 100-character limit and reaches validation. */
const ROUTED_PARAMETER_LENGTH = 100;
/** An id no row has: path parameters other than the one under test, so no request reaches a row. */
const NO_ROW_ID = '6f1c4e2a-9b7d-4c1e-8a2f-3d5e7f9a1b2c';
/** Routes whose successful answer is a document, not the envelope. */
const NON_JSON_SUCCESS = new Set(['GET /api/admin/orders/{id}/packing-slip']);
const JWT_SECRET = 'hostile-input-secret-of-the-pathological-suite';
const key = new TextEncoder().encode(JWT_SECRET);

/** The pathological runs, `length` characters long. */
const runs: Record<string, (length: number) => string> = {
  dots: (length) => '.'.repeat(length),
  'at signs': (length) => '@'.repeat(length),
  spaces: (length) => `a${' '.repeat(length - 2)}a`,
  letters: (length) => 'a'.repeat(length),
  digits: (length) => '9'.repeat(length),
  'a@ + dots + @': (length) => `a@${'.'.repeat(length - 3)}@`,
};

/** Whole bodies of just under `limit` bytes that cost by their shape, not a field's text. */
function shapedBodies(limit: number): Record<string, string> {
  const arrays = Math.floor(limit / 2);
  const objects = Math.floor((limit - 1) / 6);
  const keys: string[] = [];
  for (let size = 2, index = 0; size + `"k${index}":0,`.length <= limit; index += 1) {
    keys.push(`"k${index}":0`);
    size += `"k${index}":0,`.length;
  }
  return {
    'nested arrays': `${'['.repeat(arrays)}${']'.repeat(arrays)}`,
    'nested objects': `${'{"a":'.repeat(objects)}1${'}'.repeat(objects)}`,
    'many keys': `{${keys.join(',')}}`,
  };
}

/** Whether a schema node takes text (a string, or a choice of which one is a string). */
const takesText = (schema: JsonSchema): boolean =>
  schema.type === 'string' || (schema.anyOf ?? []).some(takesText);

/** The paths of every text node of a body schema (array items at index 0). */
function textPaths(
  schema: JsonSchema | undefined,
  path: Array<string | number> = [],
): Array<Array<string | number>> {
  if (!schema) return [];
  const own = path.length > 0 && takesText(schema) ? [path] : [];
  const objects = [schema, ...(schema.anyOf ?? [])].filter((node) => node.properties || node.items);
  return [
    ...own,
    ...objects.flatMap((node) => [
      ...Object.entries(node.properties ?? {}).flatMap(([name, child]) => textPaths(child, [...path, name])),
      ...(node.items ? textPaths(node.items, [...path, 0]) : []),
    ]),
  ];
}

/** A plausible value of `schema`, so a hostile field sits inside an otherwise well-formed body. */
function skeleton(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null');
  if (choice) return skeleton(choice);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return schema.format === 'uuid' ? NO_ROW_ID : 'x';
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [skeleton(schema.items)];
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, child]) => [name, skeleton(child)]),
  );
}

/**
 * `body` with `value` put at `path` (a copy); a step through a choice the skeleton filled with
 * text (a product id or `{ productId }`) becomes the object or list the path goes through.
 */
function withValueAt(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = { root: structuredClone(body) } as Record<string | number, unknown>;
  let node = copy;
  const steps: Array<string | number> = ['root', ...path];
  for (const [index, step] of steps.slice(0, -1).entries()) {
    if (typeof node[step] !== 'object' || node[step] === null)
      node[step] = typeof steps[index + 1] === 'number' ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  }
  node[steps[steps.length - 1] as string | number] = value;
  return copy.root;
}

/** One request to send: what it is, for the report, and how. */
interface Probe {
  operation: string;
  what: string;
  method: Operation['method'];
  url: string;
  body?: { type: string; payload: Buffer };
}

/** One answer: status, content type, text and the time from sending to its last byte. */
interface Answer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function send(port: number, probe: Probe, authorization?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: probe.method,
        path: probe.url,
        agent,
        headers: {
          'accept-encoding': 'identity',
          ...(authorization ? { authorization } : {}),
          ...(probe.body
            ? { 'content-type': probe.body.type, 'content-length': String(probe.body.payload.length) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(probe.body?.payload);
  });
}

/** What is wrong with an answer: a 5xx, or a refusal (or success) outside the envelope. */
function envelopeProblems(probe: Probe, answer: Answer): string[] {
  const problems = answer.status >= 500 ? [`status ${answer.status}`] : [];
  if (answer.status < 300 && NON_JSON_SUCCESS.has(probe.operation)) return problems;
  let parsed: { success?: unknown; message?: unknown } | undefined;
  try {
    parsed = /^application\/json/.test(answer.contentType) ? JSON.parse(answer.text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!parsed) return [...problems, `not JSON (${answer.contentType}): ${answer.text.slice(0, 80)}`];
  if (
    answer.status >= 400 &&
    (parsed.success !== false || typeof parsed.message !== 'string' || !parsed.message)
  )
    problems.push(`refusal outside the envelope: ${answer.text.slice(0, 120)}`);
  if (answer.status < 300 && parsed.success !== true) problems.push('2xx without success:true');
  return problems;
}

/** Every hostile request of one operation. */
function probesOf(operation: Operation, limit: number): Probe[] {
  const name = `${operation.method} ${operation.path}`;
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathWith = (values: Record<string, string>) =>
    pathParameters.reduce(
      (url, parameter) =>
        url.replace(`{${parameter.name}}`, encodeURIComponent(values[parameter.name] ?? NO_ROW_ID)),
      operation.path,
    );
  const plainPath = pathWith({});
  const probes: Probe[] = [];
  const add = (what: string, url: string, body?: Probe['body']) =>
    probes.push({ operation: name, what, method: operation.method, url, ...(body ? { body } : {}) });

  for (const parameter of pathParameters) {
    for (const [kind, run] of Object.entries(runs)) {
      for (const length of [URL_TEXT_LENGTH, ROUTED_PARAMETER_LENGTH]) {
        add(`path ${parameter.name} ← ${kind} ×${length}`, pathWith({ [parameter.name]: run(length) }));
      }
    }
  }
  for (const parameter of queryParameters) {
    for (const [kind, run] of Object.entries(runs)) {
      add(
        `query ${parameter.name} ← ${kind} ×${URL_TEXT_LENGTH}`,
        `${plainPath}?${parameter.name}=${encodeURIComponent(run(URL_TEXT_LENGTH))}`,
      );
    }
  }
  if (operation.method === 'GET') return probes;

  const json = (payload: string) => ({ type: 'application/json', payload: Buffer.from(payload) });
  // The space a body leaves for one field's text: the limit less the rest of the body, with room to spare.
  const fill = (body: unknown) => limit - Buffer.byteLength(JSON.stringify(body)) - 16;
  if (operation.body?.mediaType.startsWith('multipart/')) {
    const boundary = 'hostileboundary';
    for (const [kind, run] of Object.entries(runs)) {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
      const tail = `\r\n--${boundary}--\r\n`;
      const payload = Buffer.from(`${head}${run(limit - head.length - tail.length - 16)}${tail}`);
      add(`photo ← ${kind}`, plainPath, { type: `multipart/form-data; boundary=${boundary}`, payload });
    }
  } else {
    const base = operation.body ? skeleton(operation.body.schema) : {};
    // A route without a body schema (the webhook) still reads its body: give it one text field.
    const fields = operation.body ? textPaths(operation.body.schema) : [['text']];
    for (const field of fields) {
      const room = fill(withValueAt(base, field, ''));
      for (const [kind, run] of Object.entries(runs)) {
        add(
          `${field.join('.')} ← ${kind}`,
          plainPath,
          json(JSON.stringify(withValueAt(base, field, run(room)))),
        );
      }
    }
    const first = fields[0];
    if (first) {
      const depth = Math.floor(fill(withValueAt(base, first, '')) / 2);
      add(
        `${first.join('.')} ← nested arrays`,
        plainPath,
        json(
          JSON.stringify(withValueAt(base, first, 0)).replace(
            '0',
            `${'['.repeat(depth)}${']'.repeat(depth)}`,
          ),
        ),
      );
    }
  }
  for (const [kind, payload] of Object.entries(shapedBodies(limit - 16)))
    add(`body ← ${kind}`, plainPath, json(payload));
  return probes;
}

/** Everything measured, for the assertions and bench/RESULTS.md. */
const run = {
  operations: 0,
  requests: 0,
  byStatus: new Map<number, number>(),
  byIdentity: new Map<string, number>(),
  slowest: { ms: 0, what: '' },
  problems: [] as string[],
  health: [] as Array<{ at: number; ms: number; status: number }>,
  seconds: 0,
  changed: [] as string[],
};
const bump = <K>(map: Map<K, number>, k: K) => map.set(k, (map.get(k) ?? 0) + 1);

const t = await createTestApp({ JWT_SECRET });
afterAll(async () => {
  agent.destroy();
  await t.close();
});

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const [shopper, admin] = await Promise.all([
    createVerifiedShopper(t.app, t.env.DATA_DIR),
    createAdmin(t.app, t.pool, t.env.DATA_DIR),
  ]);
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const operations = operationsOf(document);
  run.operations = operations.length;
  const before: Snapshot = await snapshot(t.pool);

  const health = new Worker(new URL('./helpers/health-prober.mjs', import.meta.url), {
    workerData: { port, everyMs: HEALTH_EVERY_MS },
  });
  const healthSamples = new Promise<typeof run.health>((resolve) => health.once('message', resolve));
  const started = performance.now();
  for (const operation of operations) {
    // Re-issued per operation, as a login would, so nothing sent earlier can have ended them.
    const callers: Array<[string, string | undefined]> = [
      ['anonymous', undefined],
      ['shopper', `Bearer ${await sessionToken(t.pool, shopper.userId, key)}`],
      ['admin', `Bearer ${await sessionToken(t.pool, admin.userId, key)}`],
    ];
    const probes = probesOf(operation, BODY_LIMIT_BYTES);
    // The least-privileged caller a plain request (no row's id, an empty body) does not turn away.
    const plain: Probe = {
      operation: `${operation.method} ${operation.path}`,
      what: 'plain',
      method: operation.method,
      url: operation.path.replace(/\{\w+\}/g, NO_ROW_ID),
      ...(operation.method === 'GET'
        ? {}
        : { body: { type: 'application/json', payload: Buffer.from('{}') } }),
    };
    let caller = callers[callers.length - 1] as [string, string | undefined];
    for (const candidate of callers) {
      const answer = await send(port, plain, candidate[1]);
      if (answer.status !== 401 && answer.status !== 403) {
        caller = candidate;
        break;
      }
    }
    for (const probe of probes) {
      const answer = await send(port, probe, caller[1]);
      run.requests += 1;
      bump(run.byStatus, answer.status);
      bump(run.byIdentity, caller[0]);
      if (answer.ms > run.slowest.ms)
        run.slowest = { ms: answer.ms, what: `${probe.operation} ${probe.what}` };
      if (process.env.HOSTILE_DUMP) {
        const line = `${answer.status} ${answer.ms.toFixed(1)} ms ${probe.operation} ${probe.what} (${caller[0]}) → ${answer.text.slice(0, 120)}`;
        appendFileSync(process.env.HOSTILE_DUMP, `${line}\n`);
      }
      for (const problem of envelopeProblems(probe, answer))
        run.problems.push(`${probe.operation} ${probe.what} (${caller[0]}) → ${answer.status}: ${problem}`);
    }
  }
  run.seconds = (performance.now() - started) / 1000;
  health.postMessage('stop');
  run.health = await healthSamples;
  await health.terminate();
  run.changed = changedTables(before, await snapshot(t.pool));

  const slowestHealth = run.health.reduce((worst, sample) => (sample.ms > worst.ms ? sample : worst), {
    at: 0,
    ms: 0,
    status: 0,
  });
  console.info(
    `pathological input: ${run.operations} operations, ${run.requests} requests in ${run.seconds.toFixed(1)} s;`,
    `by status ${JSON.stringify(Object.fromEntries([...run.byStatus].sort(([a], [b]) => a - b)))};`,
    `by caller ${JSON.stringify(Object.fromEntries(run.byIdentity))};`,
    `slowest answer ${run.slowest.ms.toFixed(1)} ms (${run.slowest.what.slice(0, 160)});`,
    `health: ${run.health.length} answers, slowest ${slowestHealth.ms.toFixed(1)} ms at ${(slowestHealth.at / 1000).toFixed(1)} s`,
  );
}, 180_000);

describe('pathological input to every operation', () => {
  it('is sent to every operation of the document, most of it reaching validation', () => {
    expect(run.operations).toBeGreaterThan(75);
    expect(run.requests).toBeGreaterThan(run.operations * 10);
    // Loopback is not counted per client; only per-address limits of well-formed bodies may say 429.
    expect(run.byStatus.get(429) ?? 0).toBeLessThan(run.requests / 20);
    expect((run.byStatus.get(401) ?? 0) + (run.byStatus.get(403) ?? 0)).toBe(0);
    expect(run.byStatus.get(400) ?? 0).toBeGreaterThan(run.requests / 2);
  });

  it('is answered within 1 s each, never with a 5xx, every refusal in the envelope', () => {
    expect(run.problems.slice(0, 10), `${run.problems.length} problems`).toEqual([]);
    expect(run.slowest.ms, run.slowest.what.slice(0, 200)).toBeLessThan(ANSWER_GOAL_MS);
  });

  it('leaves /api/health answering within 200 ms throughout', () => {
    expect(run.health.filter((sample) => sample.status !== 200)).toEqual([]);
    expect(Math.max(...run.health.map((sample) => sample.ms))).toBeLessThan(HEALTH_GOAL_MS);
    // Asked every 50 ms: at least one answer per 200 ms of the run means it was asked throughout.
    expect(run.health.length).toBeGreaterThan(run.seconds * 5);
  });

  it('changes nothing', () => {
    expect(run.changed).toEqual([]);
  });
});
