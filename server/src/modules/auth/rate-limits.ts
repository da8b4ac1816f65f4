/**
 * Anti-automation on the account calls: a limit per client address and one per e-mail address
 * for login, register, code entry, code resend, forgot- and reset-password (OWASP ASVS 5 §6.3.1,
 * §6.6.3; issue 3 §2). Counters live in Redis when REDIS_URL is set (ARCHITECTURE §1 "scale-out").
 */
import { createHash } from 'node:crypto';
import { messages } from '@shahi/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Limit {
  max: number;
  timeWindow: number;
}

/** Requests allowed per window; `address` limits count per e-mail address, `client` per IP. */
export const authRateLimits = {
  // ASVS v4 2.2.1 allows at most 100 failed attempts per hour per account; we stay well inside.
  login: { address: { max: 30, timeWindow: 15 * MINUTE }, client: { max: 100, timeWindow: 15 * MINUTE } },
  register: { address: { max: 10, timeWindow: HOUR }, client: { max: 30, timeWindow: HOUR } },
  // Each code also locks after 5 wrong entries; this bounds requests for fresh codes to guess at.
  verifyOtp: { address: { max: 20, timeWindow: 15 * MINUTE }, client: { max: 100, timeWindow: 15 * MINUTE } },
  resendOtp: { address: { max: 5, timeWindow: 15 * MINUTE }, client: { max: 30, timeWindow: HOUR } },
  forgotPassword: { address: { max: 5, timeWindow: HOUR }, client: { max: 30, timeWindow: HOUR } },
  resetPassword: { client: { max: 30, timeWindow: 15 * MINUTE } },
} satisfies Record<string, { address?: Limit; client: Limit }>;

export type RateLimitedCall = keyof typeof authRateLimits;

/**
 * Loopback clients are not counted per address: every request of a same-machine proxy or test
 * runner comes from there, and one shared counter would lock everyone out. Behind a proxy set
 * TRUST_PROXY=true so real client addresses count (docs/decisions/0005).
 */
const isLoopback = (request: FastifyRequest) =>
  request.ip === '127.0.0.1' || request.ip === '::1' || request.ip === '::ffff:127.0.0.1';

/** A short digest of the e-mail address: counters need not hold addresses in clear. */
function addressKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return createHash('sha256')
    .update(typeof email === 'string' ? email : '')
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The preHandler enforcing `call`'s limits: every limit counts the request, and once one is
 * spent the answer is 429 "Too many requests…" with `Retry-After` (seconds). Uses the counters
 * of @fastify/rate-limit (`createRateLimit`), which must be registered on `app`.
 */
export function rateLimitsFor(app: FastifyInstance, call: RateLimitedCall): preHandlerAsyncHookHandler {
  const limits: { address?: Limit; client: Limit } = authRateLimits[call];
  const checks = [
    app.createRateLimit({
      ...limits.client,
      keyGenerator: (request) => `${call}:client:${request.ip}`,
      allowList: (request) => isLoopback(request),
    }),
  ];
  if (limits.address) {
    const addressLimit = limits.address;
    checks.push(
      app.createRateLimit({
        ...addressLimit,
        keyGenerator: (request) => `${call}:address:${addressKey(request)}`,
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
