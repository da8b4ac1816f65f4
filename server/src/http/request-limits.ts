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

export interface Limit {
  max: number;
  timeWindow: number;
}

export interface RequestLimits {
  client: Limit;
  address?: Limit;
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** The body's `email`, trimmed and lower-cased, digested so counters hold no address in clear. */
export function addressKey(body: unknown): string {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return createHash('sha256')
    .update(typeof email === 'string' ? email.trim().toLowerCase() : '')
    .digest('base64url')
    .slice(0, 22);
}

/** Counts `request` against every check, then answers 429 if one is spent. */
async function enforce(checks: Check[], request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const results = await Promise.all(checks.map((check) => check(request)));
  const waits = results.flatMap((result) =>
    !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
  );
  if (waits.length === 0) return;
  reply.header('retry-after', Math.max(...waits));
  throw tooManyRequests(messages.tooManyRequests);
}

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

/** A preValidation hook enforcing `limits` for call `name`: 429 with `Retry-After` (seconds) once spent. */
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

/** A preHandler enforcing `limit` per account (`accountOf`, after the session hook); 429 once spent. */
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
