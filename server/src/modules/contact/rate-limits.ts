/**
 * The contact form's allowance (OWASP ASVS 5 V2.4.1), enforced by server/src/http/request-limits.ts
 * before the body is validated: 5 messages per sender address and 20 per client each hour.
 */
import type { RequestLimits } from '#server/http/request-limits.ts';

const HOUR = 60 * 60_000;

export const contactRateLimits = {
  client: { max: 20, timeWindow: HOUR },
  address: { max: 5, timeWindow: HOUR },
} satisfies RequestLimits;
