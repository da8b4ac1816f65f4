/**
 * Sign-in by mobile number (docs/decisions/0066-sign-in-by-mobile.md): the shop draws a 6-digit code,
 * keeps its HMAC in `mobile_codes` for 10 minutes and has the SMS provider deliver it; the code
 * entered back signs in (making the account for a new number) or adds the number to the signed-in
 * account. Limits per number, like the e-mail codes': one code a minute, ten a day, and ten wrong
 * codes a day pause the number's codes for a day (address_lockouts under the digest of
 * `mobile:<number>`, ./lockouts.ts). Sessions are the tokens of e-mail login.
 */
import { type LoginData, type MobileCodePurpose, messages } from '@shahi/contract';
import type { Locale } from '@shahi/contract/i18n';
import { MOBILE_CODE_TTL_MINUTES, mobileAuthMessages } from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from '#server/http/errors.ts';
import type { SmsProvider } from '#server/modules/sms/public.ts';
import { clearFailures, lockedUntil, mobileLockoutDigest, recordFailure } from './lockouts.ts';
import * as codes from './mobile-codes.ts';
import { digestsEqual, generateOtp, hashOtp } from './secrets.ts';
import { toSessionUser } from './service.ts';
import { issueSessionToken } from './session-tokens.ts';

/** A code lives 10 minutes (the SMS text says so). */
export const MOBILE_CODE_VALID_MS = MOBILE_CODE_TTL_MINUTES * 60_000;
/** Seconds before another code may be sent to the same number. */
export const MOBILE_RESEND_SECONDS = 60;
/** Codes one number may be sent in 24 hours. */
export const MOBILE_CODES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

export interface MobileAuthDeps {
  db: Database;
  pool: pg.Pool;
  /** The key that signs sessions and keys code hashes and lockout digests (as for e-mail codes). */
  secret: Uint8Array;
  /** Absent: sign-in by mobile is off (503). */
  sms: SmsProvider | undefined;
  log?: { warn(details: object, message: string): void };
}

/** 429 of a code asked for too soon or too often; the route sends `retryAfterSeconds` as `Retry-After`. */
export class MobileCodeWaitError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The answer of a `sign_in` code: the session (as login's `data`) and whether the account is new. */
export interface MobileSignIn {
  session: LoginData;
  newAccount: boolean;
}

const unavailable = () => new HttpError(503, mobileAuthMessages.unavailable);

/** Builds the mobile sign-in service; every method throws HttpError for a 4xx or 503. */
export function createMobileAuthService(deps: MobileAuthDeps) {
  const { db, pool, secret } = deps;
  const digestOf = (mobileNumber: string) => mobileLockoutDigest(mobileNumber, secret);

  return {
    /** Whether codes can be sent (an SMS provider is set up). */
    enabled: deps.sms !== undefined,

    /**
     * Sends a fresh code to `mobileNumber` for `purpose` (`link` for the account `userId`); an earlier
     * code of the number stops working. 429 MobileCodeWaitError within MOBILE_RESEND_SECONDS of the
     * last code or past MOBILE_CODES_PER_DAY; 429 while the number's codes are paused; 503 when
     * mobile sign-in is off or the SMS could not be sent (then no code is kept or counted).
     * Resolves with the seconds until another code may be asked for.
     */
    async sendCode(mobileNumber: string, purpose: MobileCodePurpose, userId: string | null) {
      const sms = deps.sms;
      if (!sms) throw unavailable();
      if (purpose === 'link' && !userId) throw unauthorized(messages.loginRequired);
      if (await lockedUntil(db, digestOf(mobileNumber), 'otp'))
        throw tooManyRequests(mobileAuthMessages.mobileLocked);
      const code = generateOtp();
      const codeId = await withTransaction(pool, async (tx) => {
        await codes.lockNumber(tx.db, mobileNumber);
        const now = Date.now();
        const sent = await codes.codesSent(tx.db, mobileNumber, new Date(now - DAY_MS));
        if (sent.latestAt) {
          const wait = Math.ceil((sent.latestAt.getTime() + MOBILE_RESEND_SECONDS * 1000 - now) / 1000);
          if (wait > 0) throw new MobileCodeWaitError(mobileAuthMessages.resendTooSoon, wait);
        }
        if (sent.count >= MOBILE_CODES_PER_DAY)
          throw new MobileCodeWaitError(mobileAuthMessages.tooManyCodes, 3600);
        await codes.purgeOldCodes(tx.db, new Date(now - 2 * DAY_MS));
        return codes.insertCode(tx.db, {
          mobileNumber,
          purpose,
          userId: purpose === 'link' ? userId : null,
          codeHash: hashOtp(code, secret),
          expiresAt: new Date(now + MOBILE_CODE_VALID_MS),
        });
      });
      try {
        await sms.sendOtp(mobileNumber, code, 'en');
      } catch (error) {
        deps.log?.warn({ err: error }, 'the sign-in code SMS could not be sent');
        await codes.deleteCode(db, codeId);
        throw new HttpError(503, mobileAuthMessages.smsFailed);
      }
      return { resendAfterSeconds: MOBILE_RESEND_SECONDS };
    },

    /**
     * Checks `code` against the newest code of `mobileNumber`. A right, live code of the same purpose
     * (and, for `link`, the same account) is used up and lifts the number's failures; anything else
     * counts a failure, and the tenth in a day pauses the number's codes (429). 400 for a wrong or an
     * expired code. `sign_in` resolves with a session for the number's account, made now (with
     * `names` and `locale`) when there is none; `link` puts the number on account `userId` (409 when
     * another account holds it) and resolves undefined.
     */
    async verifyCode(input: {
      mobileNumber: string;
      code: string;
      purpose: MobileCodePurpose;
      userId: string | null;
      names: { firstName: string; lastName: string };
      locale: Locale;
    }): Promise<MobileSignIn | undefined> {
      if (!deps.sms) throw unavailable();
      const { mobileNumber, purpose, userId } = input;
      if (purpose === 'link' && !userId) throw unauthorized(messages.loginRequired);
      const digest = digestOf(mobileNumber);
      const given = hashOtp(input.code, secret);
      const outcome = await withTransaction(pool, async (tx) => {
        if (await lockedUntil(tx.db, digest, 'otp')) return { kind: 'locked' } as const;
        await codes.lockNumber(tx.db, mobileNumber);
        const latest = await codes.latestOpenCode(tx.db, mobileNumber);
        const matches =
          latest !== undefined &&
          latest.purpose === purpose &&
          (purpose === 'sign_in' || latest.userId === userId) &&
          digestsEqual(latest.codeHash, given);
        const live = matches && latest.expiresAt.getTime() > Date.now();
        if (!matches || !live) {
          const until = await recordFailure(tx.db, digest, 'otp');
          if (until) return { kind: 'locked' } as const;
          return { kind: matches ? 'expired' : 'wrong' } as const;
        }
        if (purpose === 'link' && userId) {
          const holder = await codes.findUserByMobile(tx.db, mobileNumber);
          if (holder && holder.id !== userId) return { kind: 'taken' } as const;
          await codes.consumeCode(tx.db, latest.id);
          await clearFailures(tx.db, digest, ['otp']);
          if (!(await codes.setUserMobile(tx.db, userId, mobileNumber))) return { kind: 'taken' } as const;
          return { kind: 'linked' } as const;
        }
        await codes.consumeCode(tx.db, latest.id);
        await clearFailures(tx.db, digest, ['otp']);
        const account = await codes.ensureMobileUser(tx.db, {
          mobileNumber,
          firstName: input.names.firstName,
          lastName: input.names.lastName,
          locale: input.locale,
        });
        return { kind: 'signed-in', ...account } as const;
      });
      switch (outcome.kind) {
        case 'locked':
          throw tooManyRequests(mobileAuthMessages.mobileLocked);
        case 'expired':
          throw badRequest(messages.otpExpired);
        case 'wrong':
          throw badRequest(mobileAuthMessages.wrongCode);
        case 'taken':
          throw conflict(mobileAuthMessages.mobileTaken);
        case 'linked':
          return undefined;
        case 'signed-in': {
          const user = toSessionUser(outcome.user);
          const token = await issueSessionToken(user, outcome.user.sessionVersion, secret);
          return { session: { ...user, token }, newAccount: outcome.created };
        }
      }
    },
  };
}

export type MobileAuthService = ReturnType<typeof createMobileAuthService>;
