/**
 * Account rules (spec §4 "Registration", "Password reset", "Auth session"; issue 3 §2):
 * registration with an e-mail code, login, reset and change of password, profile. Mail is
 * queued in the same transaction as the change that causes it (issue 3 §3).
 */
import { EMAIL_NOT_VERIFIED, messages, type ProfileData, type SessionUser } from '@shahi/contract';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { type Transaction, withTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import type { MailQueue } from '../mail/queue.ts';
import { otpMail, passwordResetMail, welcomeMail } from '../mail/templates.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import * as repository from './repository.ts';
import {
  digestsEqual,
  generateOtp,
  generateResetToken,
  hashOtp,
  hashResetToken,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_VALID_MS,
  RESET_TOKEN_VALID_MS,
} from './secrets.ts';
import { createSessionVerifier, issueSessionToken, type VerifiedSession } from './session-tokens.ts';

export interface AuthServiceDeps {
  db: Database;
  pool: pg.Pool;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  /** Key that signs session tokens and keys the code hashes. */
  secret: Uint8Array;
  shopName: string;
  /** Origin of the shop's links in mail, without a trailing slash (ARCHITECTURE §1). */
  publicUrl: string;
}

/**
 * The signed-in caller: the user, the session version of the token presented and the role read
 * from the database on every request (so a demoted admin loses access at once; issue 7 §1).
 */
export interface Session {
  user: SessionUser;
  sessionVersion: number;
  role: 'user' | 'admin';
}

const minutes = (ms: number) => Math.round(ms / 60_000);

function toSessionUser(row: repository.UserRow): SessionUser {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
  };
}

/** Builds the account service over its dependencies; every method throws HttpError for a 4xx. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, pool, mail, secret } = deps;
  const verifySessionToken = createSessionVerifier(secret);

  async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await withTransaction(pool, work);
    mail.wake();
    return result;
  }

  async function queueCode(tx: Transaction, user: repository.UserRow) {
    const code = generateOtp();
    await repository.replaceVerificationCode(
      tx.db,
      user.id,
      hashOtp(code, secret),
      new Date(Date.now() + OTP_VALID_MS),
    );
    const content = otpMail({
      shopName: deps.shopName,
      firstName: user.firstName,
      code,
      validMinutes: minutes(OTP_VALID_MS),
    });
    await mail.enqueue(tx, { kind: 'otp', to: user.email, ...content });
  }

  async function sessionFor(row: repository.UserRow, sessionVersion = row.sessionVersion) {
    const user = toSessionUser(row);
    return { ...user, token: await issueSessionToken(user, sessionVersion, secret) };
  }

  return {
    /**
     * Creates an account (or renews one still waiting for its code) and mails a 6-digit code.
     * 409 when a verified account holds the address.
     */
    async register({ password, ...input }: Omit<repository.NewUser, 'passwordHash'> & { password: string }) {
      const passwordHash = await hashPassword(password);
      await inTransaction(async (tx) => {
        const user = await repository.upsertPendingUser(tx.db, { ...input, passwordHash });
        if (!user) throw new HttpError(409, messages.accountExists);
        await queueCode(tx, user);
      });
    },

    /**
     * Confirms `email` with `otp`. 400 for a wrong, expired or locked code (an unknown address
     * answers like a wrong code), 409 when already verified. Queues the welcome mail.
     */
    async verifyOtp(email: string, otp: string) {
      const outcome = await inTransaction(async (tx) => {
        const user = await repository.findUserByEmail(tx.db, email);
        if (!user) return 'invalid' as const;
        if (user.emailVerifiedAt) return 'verified' as const;
        const code = await repository.lockVerificationCode(tx.db, user.id);
        if (!code || code.expiresAt.getTime() <= Date.now()) return 'expired' as const;
        if (code.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) return 'locked' as const;
        if (!digestsEqual(code.codeHash, hashOtp(otp, secret))) {
          const failures = await repository.recordFailedCode(tx.db, user.id);
          return failures >= OTP_MAX_FAILED_ATTEMPTS ? ('locked' as const) : ('invalid' as const);
        }
        await repository.markEmailVerified(tx.db, user.id);
        const content = welcomeMail({
          shopName: deps.shopName,
          firstName: user.firstName,
          shopUrl: deps.publicUrl,
        });
        await mail.enqueue(tx, { kind: 'welcome', to: user.email, ...content });
        return 'ok' as const;
      });
      if (outcome === 'verified') throw new HttpError(409, messages.alreadyVerified);
      if (outcome === 'expired') throw new HttpError(400, messages.otpExpired);
      if (outcome === 'locked') throw new HttpError(400, messages.otpLocked);
      if (outcome === 'invalid') throw new HttpError(400, messages.invalidOtpTryAgain);
    },

    /** Mails a new code to a pending account; unknown addresses get the same answer and no mail. */
    async resendOtp(email: string) {
      await inTransaction(async (tx) => {
        const user = await repository.findUserByEmail(tx.db, email);
        if (!user) return;
        if (user.emailVerifiedAt) throw new HttpError(409, messages.alreadyVerified);
        await queueCode(tx, user);
      });
    },

    /**
     * Checks the password (argon2id; unknown addresses cost the same) and issues a token.
     * 401 for wrong credentials; 403 EMAIL_NOT_VERIFIED once the password is right but the
     * address is unconfirmed, so only the owner learns that (OWASP ASVS 5 §6.3).
     */
    async login(email: string, password: string) {
      const user = await repository.findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) throw new HttpError(401, messages.invalidCredentials);
      if (!user.emailVerifiedAt) throw new HttpError(403, messages.emailNotVerified, EMAIL_NOT_VERIFIED);
      return sessionFor(user);
    },

    /** Mails a 30-minute reset link when the address has an account; answers alike either way. */
    async forgotPassword(email: string) {
      await inTransaction(async (tx) => {
        const user = await repository.findUserByEmail(tx.db, email);
        if (!user) return;
        const token = generateResetToken();
        await repository.insertResetToken(
          tx.db,
          user.id,
          hashResetToken(token),
          new Date(Date.now() + RESET_TOKEN_VALID_MS),
        );
        const resetUrl = `${deps.publicUrl}/reset-password/${token}`;
        const content = passwordResetMail({
          shopName: deps.shopName,
          firstName: user.firstName,
          resetUrl,
          validMinutes: minutes(RESET_TOKEN_VALID_MS),
        });
        await mail.enqueue(tx, { kind: 'password-reset', to: user.email, ...content });
      });
    },

    /**
     * Spends a reset token and sets `password`; revokes every earlier session. The link proves
     * the address, so a pending account becomes verified. 400 for an unknown, used or expired token.
     */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await inTransaction(async (tx) => {
        const userId = await repository.consumeResetToken(tx.db, hashResetToken(token));
        if (!userId) throw new HttpError(400, messages.resetLinkInvalid);
        await repository.replacePassword(tx.db, userId, passwordHash);
        await repository.markEmailVerified(tx.db, userId);
      });
    },

    /**
     * Changes the caller's password after checking the old one (400 if wrong or unchanged);
     * every earlier token stops working, the answer carries a fresh one.
     */
    async changePassword(session: Session, oldPassword: string, newPassword: string) {
      const user = await repository.findUserById(db, session.user.userId);
      if (!user) throw new HttpError(401, messages.sessionExpired);
      if (!(await verifyPassword(user.passwordHash, oldPassword)))
        throw new HttpError(400, messages.oldPasswordIncorrect);
      if (oldPassword === newPassword) throw new HttpError(400, messages.samePassword);
      const passwordHash = await hashPassword(newPassword);
      const sessionVersion = await withTransaction(pool, (tx) =>
        repository.replacePassword(tx.db, user.id, passwordHash),
      );
      return sessionFor(user, sessionVersion);
    },

    /** The caller's profile fields (spec §7 GET /my-profile). */
    async getProfile(session: Session): Promise<ProfileData> {
      const { firstName, lastName, email, phoneNumber } = session.user;
      return { firstName, lastName, email, phoneNumber };
    },

    /** Updates names and phone; answers with a token carrying the new claims (spec §4 "Profile edit"). */
    async editProfile(
      session: Session,
      profile: Pick<repository.NewUser, 'firstName' | 'lastName' | 'phoneNumber'>,
    ) {
      const row = await repository.updateProfile(db, session.user.userId, profile);
      if (!row) throw new HttpError(401, messages.sessionExpired);
      const { token, userId, ...fields } = await sessionFor(row, session.sessionVersion);
      return { token, _id: userId, ...fields };
    },

    /**
     * The session a bearer token stands for, or null when the token is malformed, expired,
     * signed otherwise, or issued before the user's last password change.
     */
    async authenticate(token: string): Promise<Session | null> {
      const verified = await verifySessionToken(token);
      if (!verified) return null;
      const user = await repository.findCurrentSessionUser(db, verified);
      if (!user) return null;
      return { user: toSessionUser(user), sessionVersion: verified.sessionVersion, role: user.role };
    },

    /**
     * The user id and session version a bearer token carries when its signature, issuer, audience
     * and expiry hold, else null — without asking the database whether the session is still
     * current: only for reads that check that themselves (repository.ts `currentSessionUser`).
     */
    verifyToken(token: string): Promise<VerifiedSession | null> {
      return verifySessionToken(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
