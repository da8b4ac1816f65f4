/**
 * Anti-automation limits (OWASP ASVS 5.0 V6.3.1, V2.4.1; ADR 0022): per client address and per
 * e-mail address in the body, or per signed-in account, counted before the body is validated, so a
 * request that fails validation counts too.
 */
import { createHash } from 'node:crypto';
import { messages } from '@shahi/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { clientKey, isDirectLoopback, isForwarded } from './client-address.ts';
import { tooManyRequests } from './errors.ts';

/** `max` requests per `timeWindow` milliseconds. */
export interface Limit {
  max: number;
  timeWindow: number;
}

/** Limits of one call: per client address and, optionally, per e-mail address in the body. */
export interface RequestLimits {
  client: Limit;
  address?: Limit;
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The body's `email` as the schemas will read it (trimmed, lower case), digested: counters need
 * not hold addresses in clear. Any other body counts under one empty address.
 */
export function addressKey(body: unknown): string {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return createHash('sha256')
    .update(typeof email === 'string' ? email.trim().toLowerCase() : '')
    .digest('base64url')
    .slice(0, 22);
}

/** Counts `request` against every check (so each counter stays true), then answers 429 if one is spent. */
async function enforce(checks: Check[], request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const results = await Promise.all(checks.map((check) => check(request)));
  const waits = results.flatMap((result) =>
    !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
  );
  if (waits.length === 0) return;
  reply.header('retry-after', Math.max(...waits));
  throw tooManyRequests(messages.tooManyRequests);
}

/** Says once per process that a same-host proxy's requests all count as one client. */
function warnOfUntrustedProxy(app: FastifyInstance): (request: FastifyRequest) => void {
  let warned = false;
  return (request) => {
    if (warned || isForwarded(request) || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn(
      'requests arrive with X-Forwarded-For that TRUST_PROXY does not trust: every client behind that proxy ' +
        'counts as one for rate limits; set TRUST_PROXY to the proxy (docs/operations.md)',
    );
  };
}

/**
 * A preValidation hook enforcing `limits` for the call `name` (the counters' key prefix): the
 * client limit counts every request but those made on this machine directly (`isDirectLoopback`),
 * the address limit counts every request for the body's `email`. Once one is spent: 429 "Too many
 * requests…" with `Retry-After` in seconds. @fastify/rate-limit must be registered on `app`.
 */
export function limitRequests(
  app: FastifyInstance,
  name: string,
  limits: RequestLimits,
): preValidationAsyncHookHandler {
  const checks: Check[] = [
    app.createRateLimit({
      ...limits.client,
      keyGenerator: (request) => `${name}:client:${clientKey(request.ip)}`,
      allowList: (request) => isDirectLoopback(request),
    }),
  ];
  if (limits.address) {
    checks.push(
      app.createRateLimit({
        ...limits.address,
        keyGenerator: (request) => `${name}:address:${addressKey(request.body)}`,
      }),
    );
  }
  const noteProxy = warnOfUntrustedProxy(app);
  return async (request, reply) => {
    noteProxy(request);
    await enforce(checks, request, reply);
  };
}

/**
 * A preHandler enforcing `limit` per signed-in account for the call `name`; `accountOf` names the
 * account of a request whose session an earlier hook has checked. 429 with `Retry-After` once spent.
 */
export function limitPerAccount(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  accountOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const check: Check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:account:${accountOf(request)}`,
  });
  return (request, reply) => enforce([check], request, reply);
}
