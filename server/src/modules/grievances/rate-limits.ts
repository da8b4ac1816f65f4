/**
 * The grievance form's allowance (OWASP ASVS 5 V2.4.1), as the contact form's, enforced by
 * server/src/http/request-limits.ts before the body is validated: 5 grievances per complainant's
 * address and 20 per client each hour.
 */
import type { RequestLimits } from '#server/http/request-limits.ts';

const HOUR = 60 * 60_000;

export const grievanceRateLimits = {
  client: { max: 20, timeWindow: HOUR },
  address: { max: 5, timeWindow: HOUR },
} satisfies RequestLimits;
