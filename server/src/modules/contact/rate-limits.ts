/**
 * The contact form's allowance (OWASP ASVS 5 §2.4.1), enforced by http/request-limits.ts before
 * the body is validated: a real shopper writes a few messages at most; a script posting mail to
 * the shop is stopped after 5 per address and 20 per client each hour.
 */
import type { RequestLimits } from '#server/http/request-limits.ts';

const HOUR = 60 * 60_000;

export const contactRateLimits = {
  client: { max: 20, timeWindow: HOUR },
  address: { max: 5, timeWindow: HOUR },
} satisfies RequestLimits;
