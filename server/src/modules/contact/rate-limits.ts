/**
 * Anti-automation on the contact form (issue 6 §1): a limit per client address and one per
 * e-mail address, counted by @fastify/rate-limit (`createRateLimit`, in Redis when REDIS_URL is
 * set) like the account calls' limits (modules/auth/rate-limits.ts). `limitPerClientAndAddress`
 * is generic: any route whose body carries an `email` can use it.
 */
import { createHash } from 'node:crypto';
import { messages } from '@shahi/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors.ts';

const HOUR = 60 * 60_000;

/** Requests allowed per window (milliseconds). */
export interface Limit {
  max: number;
  timeWindow: number;
}

/** Limits of one call: per client address (IP) and, optionally, per e-mail address in the body. */
export interface ClientAndAddressLimits {
  client: Limit;
  address?: Limit;
}

/**
 * The contact form's allowance: a real shopper writes a few messages at most; a script posting
 * mail to the shop is stopped after 5 per address and 20 per client each hour.
 */
export const contactRateLimits = {
  client: { max: 20, timeWindow: HOUR },
  address: { max: 5, timeWindow: HOUR },
} satisfies ClientAndAddressLimits;

/**
 * Loopback clients are not counted per client: a same-machine proxy or test runner sends every
 * request from there (set TRUST_PROXY=true behind a proxy; docs/decisions/0005).
 */
const isLoopback = (request: FastifyRequest) =>
  request.ip === '127.0.0.1' || request.ip === '::1' || request.ip === '::ffff:127.0.0.1';

/** A short digest of the body's e-mail address: counters need not hold addresses in clear. */
function addressKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return createHash('sha256')
    .update(typeof email === 'string' ? email.trim().toLowerCase() : '')
    .digest('base64url')
    .slice(0, 22);
}

/**
 * A preHandler enforcing `limits` for the call named `name` (the counters' key prefix): every
 * limit counts the request, and once one is spent the answer is 429 "Too many requests…" with
 * `Retry-After` in seconds. @fastify/rate-limit must be registered on `app`.
 */
export function limitPerClientAndAddress(
  app: FastifyInstance,
  name: string,
  limits: ClientAndAddressLimits,
): preHandlerAsyncHookHandler {
  const checks = [
    app.createRateLimit({
      ...limits.client,
      keyGenerator: (request) => `${name}:client:${request.ip}`,
      allowList: (request) => isLoopback(request),
    }),
  ];
  if (limits.address) {
    checks.push(
      app.createRateLimit({
        ...limits.address,
        keyGenerator: (request) => `${name}:address:${addressKey(request)}`,
      }),
    );
  }
  return async (request, reply) => {
    // Every limit counts the request, even once another is spent, so each counter stays true.
    const results = await Promise.all(checks.map((check) => check(request)));
    const waits = results.flatMap((result) =>
      !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
    );
    if (waits.length === 0) return;
    reply.header('retry-after', Math.max(...waits));
    throw new HttpError(429, messages.tooManyRequests);
  };
}
