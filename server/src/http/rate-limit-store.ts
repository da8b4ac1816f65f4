/** Redis, with REDIS_URL, shares rate-limit counters between instances; else they stay in memory. */
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long start-up waits for Redis before serving without shared counters, ms. */
const READY_WAIT_MS = 2_000;

/**
 * A client to `redisUrl`, or undefined; resolves once it is connected, or after READY_WAIT_MS when
 * Redis does not answer. Commands fail fast while Redis is away, and the limiter lets requests
 * through (`skipOnError`): a Redis outage must not lock every shopper out — but the first requests
 * after start are not let through uncounted only because the connection was still being made.
 */
export async function openRateLimitStore(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<Redis | undefined> {
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
  await Promise.race([once(redis, 'ready'), sleep(READY_WAIT_MS, undefined, { ref: false })]).catch(() => {});
  return redis;
}
