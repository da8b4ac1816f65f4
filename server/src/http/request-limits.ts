/**
 * Anti-automation limits (OWASP ASVS 5.0 V6.3.1, V2.4.1; ADR 0022): per client address and per
 * e-mail address in the body, or per signed-in account, counted before the body is validated, so a
 * request that fails validation counts against its client. Counters are shared by every instance
 * (http/rate-limit-store.ts, ADR 0048).
 */
import { createHash } from 'node:crypto';
import { messages } from '@shahi/contract';
import { emailField } from '@shahi/contract/schemas';
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

/** A limiter, and when it applies to a request (always when absent). */
interface Counter {
  check: Check;
  appliesTo?: (request: FastifyRequest) => boolean;
}

/** The body's `email`, trimmed and lower-cased, digested so counters hold no address in clear. */
export function addressKey(body: unknown): string {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return createHash('sha256')
    .update(typeof email === 'string' ? email.trim().toLowerCase() : '')
    .digest('base64url')
    .slice(0, 22);
}

const wellFormedEmail = emailField(messages.enterValidEmail);

/** True when the body's `email` is an address the contract accepts (contract/src/email.ts). */
function hasWellFormedAddress(request: FastifyRequest): boolean {
  return wellFormedEmail.safeParse((request.body as { email?: unknown } | null | undefined)?.email).success;
}

/**
 * Counts `request` against each counter in turn and answers 429 (`Retry-After` in seconds) at the
 * first one spent; the later ones are then not counted, so a refused request moves no other counter.
 */
async function enforce(
  counters: readonly Counter[],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  for (const { check, appliesTo } of counters) {
    if (appliesTo && !appliesTo(request)) continue;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) continue;
    reply.header('retry-after', result.ttlInSeconds);
    throw tooManyRequests(messages.tooManyRequests);
  }
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

/**
 * A preValidation hook enforcing `limits` for call `name`: 429 with `Retry-After` (seconds) once
 * spent. The client is counted first; the e-mail address only when the client limit let the request
 * through and the body's `email` is well formed, so junk and refused requests never count against
 * an address.
 */
export function limitRequests(
  app: FastifyInstance,
  name: string,
  limits: RequestLimits,
): preValidationAsyncHookHandler {
  const counters: Counter[] = [
    {
      check: app.createRateLimit({
        ...limits.client,
        keyGenerator: (request) => `${name}:client:${clientKey(request.ip)}`,
        allowList: (request) => isDirectLoopback(request),
      }),
    },
  ];
  if (limits.address) {
    counters.push({
      check: app.createRateLimit({
        ...limits.address,
        keyGenerator: (request) => `${name}:address:${addressKey(request.body)}`,
      }),
      appliesTo: hasWellFormedAddress,
    });
  }
  const noteProxy = warnOfUntrustedProxy(app);
  return async (request, reply) => {
    noteProxy(request);
    await enforce(counters, request, reply);
  };
}

/** A preHandler enforcing `limit` per account (`accountOf`, after the session hook); 429 once spent. */
export function limitPerAccount(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  accountOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const counter: Counter = {
    check: app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `${name}:account:${accountOf(request)}`,
    }),
  };
  return (request, reply) => enforce([counter], request, reply);
}
