/**
 * The allowance of discount codes a shopper may try (OWASP ASVS 5 V2.4.1; ADR 0039), enforced by
 * server/src/http/request-limits.ts: every code tried, at the checkout's Apply button
 * (`POST /discount/check`) or with an order (`POST /order/create`), counts in this one bucket, so
 * codes cannot be guessed in bulk through either. 30 per client a minute (as the Apply button always
 * had; a household or office shares a client) and 30 per account a quarter hour.
 */
import type { Limit, RequestLimits } from '#server/http/request-limits.ts';

const MINUTE = 60_000;

/** The name the bucket's counters go under, the same for both routes. */
export const DISCOUNT_GUESS_LIMIT_NAME = 'discount-guess';

/** Codes tried per client (per IPv4 address or IPv6 /64). */
export const discountGuessRateLimits = {
  client: { max: 30, timeWindow: MINUTE },
} satisfies RequestLimits;

/** Codes tried per signed-in account. */
export const discountGuessAccountLimit: Limit = { max: 30, timeWindow: 15 * MINUTE };
