/** Redis, with REDIS_URL, shares rate-limit counters between instances; else they stay in memory. */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * A client to `redisUrl`, or undefined. Commands fail fast while Redis is away, and the limiter lets
 * requests through (`skipOnError`): a Redis outage must not lock every shopper out.
 */
export function openRateLimitStore(redisUrl: string | undefined, log: FastifyBaseLogger): Redis | undefined {
  if (!redisUrl) return undefined;
  const redis = new Redis(redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  let reported = false;
  redis.on('error', (error) => {
    if (reported) return;
    reported = true;
    log.warn(
      { err: error },
      'rate-limit store (Redis) unreachable; limits are not enforced until it is back',
    );
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
