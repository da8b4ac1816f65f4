/**
 * Requests from the OpenAPI document (ADR 0012): every operation read from `paths`, and for
 * each a fast-check arbitrary of requests — path parameters from real ids (another user's among
 * them), random uuids and malformed ones; query parameters valid, hostile, repeated or extra;
 * bodies valid, mutated, of the wrong type, malformed, over the 64 KiB limit, or of the wrong
 * content type; multipart forms for the upload route.
 */
import fc from 'fast-check';
import {
  hostileString,
  hostileValue,
  injectionStrings,
  malformedIds,
  mutateBody,
  OVER_BODY_LIMIT,
  unicodeStrings,
} from './hostile-values.ts';
import { type JsonSchema, uuidArbitrary, valueFromSchema } from './schema-arbitrary.ts';

/** One parameter of an operation (`in: path` or `in: query`). */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

/** One operation of the document, as the fuzzer needs it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, `{name}` for a parameter. */
  path: string;
  parameters: Parameter[];
  /** The request body's media type and schema, when the operation documents one. */
  body?: { mediaType: string; schema: JsonSchema };
}

/** A request ready for `app.inject`; `identity` indexes the caller list. */
export interface FuzzRequest {
  identity: number;
  method: Operation['method'];
  url: string;
  remoteAddress: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What kind of body was sent, for reports. */
  bodyKind: string;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of `document`, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: operation.parameters ?? [],
        ...(mediaType && media ? { body: { mediaType, schema: media.schema } } : {}),
      });
    }
  }
  return operations;
}

/** encodeURIComponent, except that a lone surrogate becomes an invalid escape instead of a throw. */
function encode(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
}

/** A path parameter: mostly real or random ids, sometimes malformed or hostile. */
function pathValue(parameter: Parameter, ids: readonly string[]): fc.Arbitrary<string> {
  const valid =
    parameter.schema?.format === 'uuid'
      ? uuidArbitrary(ids)
      : valueFromSchema(parameter.schema, ids).map(String);
  return fc.oneof(
    { weight: 5, arbitrary: valid.map(encode) },
    { weight: 2, arbitrary: fc.constantFrom(...malformedIds).map(encode) },
    { weight: 1, arbitrary: hostileString.map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('..', '%2e%2e%2f', '%00', '%', '%zz', ' ') },
  );
}

/** The query string: each parameter valid, hostile or absent; sometimes repeated or extra. */
function queryString(parameters: Parameter[], ids: readonly string[]): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: valueFromSchema(parameter.schema, ids).map((value) => [[parameter.name, value]]),
      },
      { weight: 2, arbitrary: hostileValue.map((value) => [[parameter.name, value]]) },
      { weight: 2, arbitrary: fc.constant([] as unknown[][]) },
      {
        weight: 1,
        arbitrary: fc.tuple(hostileString, hostileString).map(([a, b]) => [
          [parameter.name, a],
          [parameter.name, b],
        ]),
      },
    ),
  );
  const extra = fc.oneof(
    { weight: 4, arbitrary: fc.constant([] as unknown[][]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('__proto__[admin]', 'constructor[prototype][x]', 'q[]', 'page[$gt]'),
          hostileString,
        )
        .map(([key, value]) => [[key, value]]),
    },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([lists, more]) => {
    const all = [...lists.flat(), ...more].filter(([, value]) => value !== undefined);
    if (all.length === 0) return '';
    return `?${all.map(([key, value]) => `${encode(key)}=${encode(typeof value === 'object' ? JSON.stringify(value) : value)}`).join('&')}`;
  });
}

const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? '', contentType: 'application/json' });

/** Bodies that are not JSON, or not what the route can take, whatever its schema. */
const brokenBodies = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"a":',
      '[',
      '{"a":1}}',
      "{'a':1}",
      'undefined',
      'NaN',
      '\uFEFF{}',
      '{"a":1,"a":2}',
      '"just a string"',
      '1e999',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
      '['.repeat(60_000),
      `{"a":"${OVER_BODY_LIMIT}"}`,
    )
    .map((payload) => ({ payload, contentType: 'application/json' })),
  fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/jsonx',
      '',
    )
    .map((contentType) => ({ payload: '{"email":"a@b.in"}', contentType })),
);

/** The JSON bodies of an operation: valid, mutated, hostile values anywhere, broken. */
function jsonBody(schema: JsonSchema | undefined, ids: readonly string[]) {
  const valid = valueFromSchema(schema ?? { type: 'object' }, ids);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => ({ ...json(value), bodyKind: 'valid' })) },
    {
      weight: 5,
      arbitrary: valid.chain(mutateBody).map((value) => ({ ...json(value), bodyKind: 'mutated' })),
    },
    { weight: 1, arbitrary: hostileValue.map((value) => ({ ...json(value), bodyKind: 'hostile value' })) },
    { weight: 2, arbitrary: brokenBodies.map((body) => ({ ...body, bodyKind: 'broken' })) },
  );
}

/** A 1×1 PNG: the smallest real photo. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Multipart forms for the upload route: right and wrong fields, real and fake photos, broken framing. */
function multipartBody() {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const kind = fc.oneof(
    fc.constantFrom('product', 'banner', 'category'),
    hostileString.map((s) => s.slice(0, 2000)),
  );
  const content = fc.oneof(
    fc.constant(TINY_PNG),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0)),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
  );
  const filename = fc.oneof(
    fc.constant('photo.png'),
    fc.constantFrom(...injectionStrings, ...unicodeStrings),
  );
  const fieldName = fc.oneof(
    { weight: 4, arbitrary: fc.constant('photos') },
    fc.constantFrom('photo', 'kind', ''),
  );
  const form = fc
    .tuple(fc.option(kind), fc.array(fc.tuple(fieldName, filename, content), { maxLength: 3 }), fc.boolean())
    .map(([kindValue, files, closed]) =>
      Buffer.concat([
        Buffer.from(kindValue === null ? '' : field('kind', kindValue)),
        ...files.map(([name, fname, bytes]) =>
          file(name, fname.replace(/["\r\n]/g, '_'), 'image/png', bytes),
        ),
        Buffer.from(closed ? `--${boundary}--\r\n` : ''),
      ]),
    );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: form.map((payload) => ({
        payload,
        contentType: `multipart/form-data; boundary=${boundary}`,
        bodyKind: 'multipart',
      })),
    },
    {
      weight: 1,
      arbitrary: form.map((payload) => ({
        payload,
        contentType: 'multipart/form-data',
        bodyKind: 'no boundary',
      })),
    },
    { weight: 1, arbitrary: brokenBodies.map((body) => ({ ...body, bodyKind: 'broken' })) },
  );
}

/** A bodyless request sometimes still carries one: a route without a body must ignore or refuse it. */
function noBody(ids: readonly string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ payload: undefined, contentType: undefined, bodyKind: 'none' }) },
    { weight: 1, arbitrary: jsonBody(undefined, ids) },
  );
}

/** Headers a client may add: odd encodings, forwarded addresses, conditional and range requests. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        'accept-encoding': fc.constantFrom('gzip, br', 'br;q=abc', 'x-unknown', '*;q=0', 'identity;q=0', ''),
        'content-encoding': fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip'),
        'x-forwarded-for': fc.constantFrom("1.2.3.4, ' OR 1=1", '::ffff:999.1.1.1', 'unknown'),
        accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=abc'),
        range: fc.constantFrom('bytes=0-10', 'bytes=999999999-', 'bytes=a-b'),
        'if-none-match': fc.constantFrom('*', '"x"', 'W/"abc"'),
        'x-razorpay-signature': fc.constantFrom('0'.repeat(64), 'abc'),
      },
      { requiredKeys: [] },
    ),
  },
);

/**
 * Requests for `operation`: ids come from `ids` (real rows) or are random or malformed;
 * `identity` picks the caller (an index into the caller list).
 */
export function requestArbitrary(
  operation: Operation,
  ids: readonly string[],
  identity: fc.Arbitrary<number>,
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParameters.map((parameter) => pathValue(parameter, ids)))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, index) => url.replace(`{${parameter.name}}`, values[index] ?? ''),
        operation.path,
      ),
    );
  const body =
    operation.method === 'GET'
      ? fc.constant({ payload: undefined, contentType: undefined, bodyKind: 'none' })
      : operation.body?.mediaType.startsWith('multipart/')
        ? multipartBody()
        : operation.body
          ? jsonBody(operation.body.schema, ids)
          : noBody(ids);
  return fc
    .record({
      identity,
      path,
      query: queryString(queryParameters, ids),
      body,
      remoteAddress: fc.constantFrom('127.0.0.1', '127.0.0.1', '127.0.0.1', '203.0.113.9'),
      headers: extraHeaders,
    })
    .map(({ identity, path: url, query, body: sent, remoteAddress, headers }) => ({
      identity,
      method: operation.method,
      url: `${url}${query}`,
      remoteAddress,
      headers: {
        ...headers,
        ...(sent.contentType === undefined ? {} : { 'content-type': sent.contentType }),
      },
      ...(sent.payload === undefined ? {} : { payload: sent.payload }),
      bodyKind: sent.bodyKind,
    }));
}
