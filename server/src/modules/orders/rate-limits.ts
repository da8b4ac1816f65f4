/**
 * The allowance of orders a shopper may try to place (OWASP ASVS 5 V2.4.1; ADR 0039), enforced by
 * server/src/http/request-limits.ts on checkout (`POST /order/create`) and on quote acceptance
 * (`POST /requests/{id}/accept`), each under its own name. A real shopper places an order or two and
 * retries after a piece is gone or a payment fails: 60 per account and 120 per client (a household
 * or office shares one) an hour is far beyond that, and bounds what a script can probe or hold.
 */
import type { Limit, RequestLimits } from '#server/http/request-limits.ts';

const HOUR = 60 * 60_000;

/** Orders tried per client (per IPv4 address or IPv6 /64). */
export const checkoutRateLimits = {
  client: { max: 120, timeWindow: HOUR },
} satisfies RequestLimits;

/** Orders tried per signed-in account. */
export const checkoutAccountLimit: Limit = { max: 60, timeWindow: HOUR };
