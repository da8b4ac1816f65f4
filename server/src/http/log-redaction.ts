/**
 * The logger's serializers, which keep secrets and query values out of the logs (OWASP ASVS 4.0.3
 * V7.1.1, V7.1.2; docs/decisions/0027-log-redaction.md).
 */
import pino, { type LoggerOptions } from 'pino';

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

/** Everything after it is a password reset token. */
const secretAfter = /\/reset-password\//i;

/** `url` without query values (names kept) nor what follows `/reset-password/`, however spelled. */
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

interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}

/**
 * Fastify's request fields (fastify/lib/logger-pino.js `asReqValue`), the URL redacted. Fastify
 * lets a logger instance's own `req` serializer replace its own, so this one must give them all.
 */
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

/** PostgreSQL's `detail` with its values redacted, or dropped whole unless it is a known shape. */
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

/** pino's error serialization without a failed query's values; a Drizzle error's pg cause as `cause`. */
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

export const logSerializers = { req: serializeRequest, err: serializeError };

/** The shop logger's pino options: these serializers, and credential headers redacted. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: logSerializers,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
}
