/** Every error as the envelope (docs/product.md#envelope-and-errors); the unexpected is logged, a 500. */
import { messages } from '@shahi/contract';
import { messageCodeOf } from '@shahi/contract/i18n';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';
import { MAX_BODY_DEPTH } from './json-parser.ts';

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long',
  FST_ERR_NUL_IN_TEXT: 'Text must not contain NUL characters',
  FST_ERR_BODY_TOO_DEEP: `The request body must not nest more than ${MAX_BODY_DEPTH} levels deep`,
};

/** Plain words for an error Fastify's router raises before any handler. */
export function frameworkMessage(code: string): string {
  return fastifyMessages[code] ?? messages.invalidRequest;
}

/** The database unreachable or shutting down (socket errors, SQLSTATE 57P0x, 53300): a 503. */
const databaseUnavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * node-postgres's own errors for a lost, timed-out or silent connection carry no code, only these
 * messages (pg 8 `client.js`, pg-pool `index.js`): a cut or frozen database is a 503 too.
 */
const databaseUnavailableMessages = [
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** True when `error` or a cause (Drizzle wraps pg's errors) is one of those. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause, message } = current as { code?: unknown; cause?: unknown; message?: unknown };
    if (typeof code === 'string' && databaseUnavailableCodes.has(code)) return true;
    if (code === undefined && typeof message === 'string' && databaseUnavailableMessages.includes(message)) {
      return true;
    }
    current = cause;
  }
  return false;
}

/**
 * The error envelope: the English `message` the specification's clients read, and a stable `code`:
 * the error's own (EMAIL_NOT_VERIFIED…) or the message's catalogue id (`invalidCredentials`), by
 * which the storefront shows it in the shopper's language (ADR 0065). No code for a text outside the catalogue.
 */
function errorBody(message: string, code?: string) {
  const stable = code ?? messageCodeOf(message);
  return stable === undefined ? { success: false, message } : { success: false, message, code: stable };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return reply.code(400).send(errorBody(first?.message ?? messages.invalidRequest));
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(errorBody(error.message, error.code));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      fastifyMessages[error.code] ?? (status === 429 ? messages.tooManyRequests : error.message);
    return reply.code(status).send(errorBody(message));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.code(503).send(errorBody(messages.serviceUnavailable));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(messages.serverError));
}
