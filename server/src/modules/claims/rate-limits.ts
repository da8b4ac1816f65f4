/**
 * The claim form's allowance (OWASP ASVS 5 V2.4.1), per signed-in account, enforced by
 * server/src/http/request-limits.ts `limitPerAccount` before the body is read: 10 filings an hour
 * (one claim per order is the real limit; this stops a script trying orders or photos in a loop).
 */
import type { Limit } from '#server/http/request-limits.ts';

export const claimAccountLimit = { max: 10, timeWindow: 60 * 60_000 } satisfies Limit;
