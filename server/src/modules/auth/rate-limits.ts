/**
 * Anti-automation numbers of the account calls (OWASP ASVS 5 V6.3.1, V6.6.3; ADR 0022), enforced by
 * server/src/http/request-limits.ts before the body is validated: per client on every call, per
 * e-mail address on the calls that mail it, per account on change-password. Wrong passwords and
 * codes also lock the address itself (./lockouts.ts).
 */
import type { Limit, RequestLimits } from '#server/http/request-limits.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Requests allowed per window; `address` limits count per e-mail address, `client` per client. */
export const authRateLimits = {
  login: { client: { max: 100, timeWindow: 15 * MINUTE } },
  register: { address: { max: 10, timeWindow: HOUR }, client: { max: 30, timeWindow: HOUR } },
  verifyOtp: { client: { max: 100, timeWindow: 15 * MINUTE } },
  resendOtp: { address: { max: 5, timeWindow: 15 * MINUTE }, client: { max: 30, timeWindow: HOUR } },
  forgotPassword: { address: { max: 5, timeWindow: HOUR }, client: { max: 30, timeWindow: HOUR } },
  resetPassword: { client: { max: 30, timeWindow: 15 * MINUTE } },
  changePassword: { client: { max: 30, timeWindow: 15 * MINUTE } },
} satisfies Record<string, RequestLimits>;

/** Change-password per signed-in account: each request checks the old password (argon2id). */
export const changePasswordAccountLimit: Limit = { max: 10, timeWindow: 15 * MINUTE };

export type RateLimitedCall = keyof typeof authRateLimits;
