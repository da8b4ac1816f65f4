/**
 * What the logs must not carry (OWASP ASVS 4.0.3 V7.1.1, V7.1.2; docs/decisions/0027-log-redaction.md):
 * the pino serializers of the logger main.ts builds. `req`: the URL without query values or a
 * reset token. `err`: without the values a failed query carries (Drizzle's params, pg's `detail`,
 * a data exception's quoted value); the SQL text and SQLSTATE stay. Fastify takes a logger
 * instance's own `req` serializer over its own (fastify/lib/logger-pino.js), so this one gets
 * Fastify's request and must give its fields.
 */
import pino, { type LoggerOptions } from 'pino';

/** What a removed value is replaced with. */
export const REDACTED = '[redacted]';

/** Each `%XX` escape decoded on its own (a malformed one kept), for matching ASCII path names. */
function looselyDecoded(text: string): string {
  return text.replace(/%[0-9a-f]{2}/gi, (escaped) => {
    try {
      return decodeURIComponent(escaped);
    } catch {
      return escaped;
    }
  });
}

/** A path segment after which everything is a secret (the storefront's /reset-password/:token). */
const secretAfter = /\/reset-password\//i;

/**
 * `url` (path and query, as a request line carries it) fit for a log: every query value replaced
 * by REDACTED, names kept (`?token=[redacted]&sort=[redacted]`), and after `/reset-password/` the
 * rest of the path replaced by REDACTED, however the path is spelled (case, %-escapes).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const decoded = looselyDecoded(path);
  const secret = secretAfter.exec(decoded);
  const safePath = secret ? `${decoded.slice(0, secret.index + secret[0].length)}${REDACTED}` : path;
  if (queryAt < 0) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals < 0 ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${safePath}?${query}`;
}

/** What the request serializer reads of Fastify's request (or of a raw IncomingMessage). */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}

/** Fastify's request fields (lib/logger-pino.js `asReqValue`), the URL through `redactUrl`. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    version: request.headers?.['accept-version'],
    host: request.host ?? request.headers?.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/** The fields of node-postgres's DatabaseError and of Drizzle's DrizzleQueryError read here. */
interface QueryErrorFields {
  message: string;
  code?: unknown;
  detail?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const isErrorLike = (value: unknown): value is QueryErrorFields =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** Drizzle's wrapper of a failed query: its message ends with the parameters' values. */
const isDrizzleQueryError = (error: QueryErrorFields): error is QueryErrorFields & { query: string } =>
  typeof error.query === 'string' && Array.isArray(error.params);

/**
 * PostgreSQL's `detail` without its values: the two shapes that name columns keep them
 * ("Key (email)=([redacted]) already exists.", "Failing row contains ([redacted])."); any other
 * detail is dropped whole, since it may quote values too.
 */
export function redactDetail(detail: string): string {
  const key =
    /^Key \((.*?)\)=\(.*\) (already exists|is not present in table "[^"]*"|is still referenced from table "[^"]*")\.$/s.exec(
      detail,
    );
  if (key) return `Key (${key[1]})=(${REDACTED}) ${key[2]}.`;
  if (/^Failing row contains \(.*\)\.$/s.test(detail)) return `Failing row contains (${REDACTED}).`;
  return REDACTED;
}

/** The message of one error of a chain without values: `[original, safe]` when they differ. */
function safeMessage(error: QueryErrorFields): [string, string] | undefined {
  if (isDrizzleQueryError(error)) return [error.message, `Failed query: ${error.query}`];
  // Data exceptions quote the value they could not take; other classes quote only names.
  if (typeof error.code === 'string' && error.code.startsWith('22')) {
    const safe = error.message.replace(/"(?:[^"]|"")*"/g, `"${REDACTED}"`);
    if (safe !== error.message) return [error.message, safe];
  }
  return undefined;
}

type SerializedError = Record<string, unknown>;

/**
 * pino's standard error serialization without the values of failed queries; a Drizzle error's
 * cause (pg's error) is added as `cause`. Anything not error-like is returned as it is.
 */
export function serializeError(error: unknown): unknown {
  if (!isErrorLike(error)) return error;
  const serialized = pino.stdSerializers.err(error as Error) as unknown as SerializedError;
  // Every message of the chain appears in `message` and `stack` (pino joins the causes' in).
  const replacements: Array<[string, string]> = [];
  for (let current: unknown = error, depth = 0; isErrorLike(current) && depth < 5; depth += 1) {
    const replacement = safeMessage(current);
    if (replacement) replacements.push(replacement);
    current = current.cause;
  }
  const scrub = (text: unknown) =>
    typeof text === 'string'
      ? replacements.reduce((out, [from, to]) => out.split(from).join(to), text)
      : text;
  serialized.message = scrub(serialized.message);
  serialized.stack = scrub(serialized.stack);
  delete serialized.params;
  if (typeof serialized.detail === 'string') serialized.detail = redactDetail(serialized.detail);
  if (Array.isArray(serialized.aggregateErrors)) {
    serialized.aggregateErrors = (error as { errors?: unknown[] }).errors?.map(serializeError);
  }
  if (isDrizzleQueryError(error) && isErrorLike(error.cause)) {
    const cause = serializeError(error.cause) as SerializedError;
    // Its stack is already in this error's `stack`.
    delete cause.stack;
    serialized.cause = cause;
  }
  return serialized;
}

/** The serializers above, by the keys Fastify and the shop log under. */
export const logSerializers = { req: serializeRequest, err: serializeError };

/**
 * The pino options of the shop's logger at `level`: these serializers, and the credential headers
 * redacted should a raw request's headers ever be logged.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: logSerializers,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}
