/**
 * The request form's allowance (OWASP ASVS 5 V2.4.1), as the contact form's, enforced by
 * server/src/http/request-limits.ts before the body is validated: 5 requests per requester's
 * address and 20 per client each hour. The stored cap of waiting requests per account or guest
 * address is MAX_WAITING_REQUESTS (./service.ts).
 */
import type { RequestLimits } from '#server/http/request-limits.ts';

const HOUR = 60 * 60_000;

export const pieceRequestRateLimits = {
  client: { max: 20, timeWindow: HOUR },
  address: { max: 5, timeWindow: HOUR },
} satisfies RequestLimits;
