/**
 * The delivery promise's allowance (OWASP ASVS 5 V2.4.1), enforced by server/src/http/request-limits.ts
 * before the query is validated: a PIN code not asked within a day costs a call to the courier
 * aggregator, so one client may ask 60 times a minute (a shopper trying a few addresses never
 * comes near it; a script walking every PIN code does).
 */
import type { RequestLimits } from '#server/http/request-limits.ts';

export const deliveryEstimateRateLimits = {
  client: { max: 60, timeWindow: 60_000 },
} satisfies RequestLimits;
