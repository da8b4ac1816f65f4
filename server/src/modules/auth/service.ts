/**
 * Account rules (docs/product.md#accounts; ADR 0005, 0018, 0022): registration with an e-mail code,
 * login, reset and change of password, profile. Mail is queued in the transaction of its change.
 */
import { EMAIL_NOT_VERIFIED, type MyProfileData, messages, type SessionUser } from '@shahi/contract';
import { localePrefix, localizePath } from '@shahi/contract/i18n';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { type Transaction, withTransaction } from '#server/db/transaction.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  tooManyRequests,
  unauthorized,
} from '#server/http/errors.ts';
import type { MailContent } from '#server/mail/content.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import { attemptsTypedWith, roomForRegistration } from './attempts.ts';
import { clearFailures, lockedUntil, lockoutDigest, lockoutState, recordFailure } from './lockouts.ts';
import {
  codesPausedMail,
  type LockNoticeInput,
  otpMail,
  passwordResetMail,
  signInPausedMail,
  welcomeMail,
} from './mails.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import * as repository from './repository.ts';
import {
  digestsEqual,
  generateOtp,
  generateResetToken,
  hashOtp,
  hashResetToken,
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
  /** Origin of the shop's links in mail (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

/**
 * The signed-in caller: the user, the session version of the token presented, and the role read
 * from the database on every request (a demoted admin loses access at once; ADR 0013).
 */
export interface Session {
  user: SessionUser;
  sessionVersion: number;
  role: 'user' | 'admin';
}

const minutes = (ms: number) => Math.round(ms / 60_000);

/**
 * 429 of a registration of an address whose KEPT_REGISTRATION_ATTEMPTS attempts all have live codes;
 * the route sends `retryAfterSeconds` (until the first of those codes expires) as `Retry-After` (ADR 0018).
 */
export class RegistrationsWaitingError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, messages.registrationsWaiting);
  }
}

/** The session's user fields of an account row (`email` '' for an account made by mobile alone). */
export function toSessionUser(row: repository.UserRow): SessionUser {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
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

  /** Mails `code` of the registration of `user` made at `registeredAt`, naming that time (ADR 0018). */
  async function queueCode(tx: Transaction, user: repository.UserRow, registeredAt: Date, code: string) {
    const content = otpMail({
      shopName: deps.shopName,
      code,
      validMinutes: minutes(OTP_VALID_MS),
      registeredAt,
      words: await mailWordsFor(user.locale),
    });
    await mail.enqueue(tx, { kind: 'otp', to: user.email, ...content });
  }

  /** A fresh code: the code in clear (for the mail), its keyed hash and its expiry. */
  function newCode() {
    const code = generateOtp();
    return { code, codeHash: hashOtp(code, secret), codeExpiresAt: new Date(Date.now() + OTP_VALID_MS) };
  }

  /** Stores a reset link for `user`; resolves with the link and its validity (minutes). */
  async function newResetLink(tx: Transaction, user: repository.UserRow) {
    const token = generateResetToken();
    await repository.insertResetToken(
      tx.db,
      user.id,
      hashResetToken(token),
      new Date(Date.now() + RESET_TOKEN_VALID_MS),
    );
    return {
      resetUrl: `${deps.publicUrl}${localizePath(user.locale, `/reset-password/${token}`)}`,
      validMinutes: minutes(RESET_TOKEN_VALID_MS),
    };
  }

  /** The name a mail to `user` greets: none while unverified, as anyone may have typed it (ADR 0018). */
  const greetedName = (user: repository.UserRow) => (user.emailVerifiedAt ? user.firstName : undefined);

  /** Tells `user` by mail that their address is locked until `until`, with a reset link that lifts it. */
  async function queueLockNotice(
    tx: Transaction,
    user: repository.UserRow,
    until: Date,
    kind: 'sign-in-paused' | 'codes-paused',
  ) {
    const input: LockNoticeInput = {
      shopName: deps.shopName,
      firstName: greetedName(user),
      until,
      ...(await newResetLink(tx, user)),
      words: await mailWordsFor(user.locale),
    };
    const content: MailContent = kind === 'sign-in-paused' ? signInPausedMail(input) : codesPausedMail(input);
    await mail.enqueue(tx, { kind, to: user.email, ...content });
  }

  /** Whether `password` is that of one of pending `user`'s registrations (newest first). */
  async function matchesPendingRegistration(user: repository.UserRow, password: string): Promise<boolean> {
    const attempts = await repository.listRegistrationAttempts(db, user.id);
    const hashes =
      attempts.length > 0 ? attempts.map((attempt) => attempt.passwordHash) : [user.passwordHash];
    for (const passwordHash of hashes) {
      if (passwordHash && (await verifyPassword(passwordHash, password))) return true;
    }
    return false;
  }

  async function sessionFor(row: repository.UserRow, sessionVersion = row.sessionVersion) {
    const user = toSessionUser(row);
    return { ...user, token: await issueSessionToken(user, sessionVersion, secret) };
  }

  return {
    /**
     * Records a registration of `input.email` with its own password and code, and mails the code;
     * earlier pending registrations stay as they are, and the code entered decides (ADR 0018). It may
     * take the place of an expired registration, never of a live one: 429 RegistrationsWaitingError
     * (nothing changed) while the address has KEPT_REGISTRATION_ATTEMPTS live codes. 409 when a
     * verified account holds the address.
     */
    async register({ password, ...input }: Omit<repository.NewUser, 'passwordHash'> & { password: string }) {
      const passwordHash = await hashPassword(password);
      await inTransaction(async (tx) => {
        const pending = await repository.ensurePendingUser(tx.db, { ...input, passwordHash });
        if (pending.emailVerifiedAt) throw conflict(messages.accountExists);
        // Registrations of one address take turns, so two cannot both take the last place.
        const user = await repository.lockUser(tx.db, pending.id);
        if (!user) throw new Error(`account ${pending.id} vanished while it was being registered`);
        if (user.emailVerifiedAt) throw conflict(messages.accountExists);
        const room = roomForRegistration(
          await repository.listRegistrationAttempts(tx.db, user.id),
          new Date(),
        );
        if ('retryAfterSeconds' in room) throw new RegistrationsWaitingError(room.retryAfterSeconds);
        await repository.deleteRegistrationAttempts(tx.db, room.deleteIds);
        const { code, ...stored } = newCode();
        const attempt = await repository.insertRegistrationAttempt(tx.db, {
          userId: user.id,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          ...stored,
        });
        await queueCode(tx, user, attempt.createdAt, code);
      });
    },

    /**
     * Confirms `email` with `otp`: the registration whose live code it is becomes the account, and
     * the welcome mail is queued. With `password` (the one typed at registration, sent again by the
     * same browser) that registration must also have been typed with it (one argon2id verification),
     * else 400 "another registration" (ADR 0018). Wrong codes count per address (./lockouts.ts); the
     * one that locks it mails a link to finish instead. 400 for a wrong, expired or locked code, and
     * alike for an unknown or already verified address (ADR 0005).
     * Resolves with a session (LoginData) when `password` was sent: whoever holds both the mailed code
     * and the password typed at registration is the new account's owner, so it is signed in at once;
     * without the password (the code typed in another browser) it resolves undefined and they log in.
     */
    async verifyOtp(email: string, otp: string, password?: string) {
      const digest = lockoutDigest(email, secret);
      const given = hashOtp(otp, secret);
      const outcome = await inTransaction(async (tx) => {
        if (await lockedUntil(tx.db, digest, 'otp')) return 'locked' as const;
        const found = await repository.findUserByEmail(tx.db, email);
        // Entries for one account take turns, so each wrong one is counted before the next is judged.
        const user = found && !found.emailVerifiedAt ? await repository.lockUser(tx.db, found.id) : undefined;
        const attempts =
          user && !user.emailVerifiedAt ? await repository.listRegistrationAttempts(tx.db, user.id) : [];
        const match = attempts.find((attempt) => digestsEqual(attempt.codeHash, given));
        const live = match !== undefined && match.codeExpiresAt.getTime() > Date.now();
        const typedHere =
          live && (password === undefined || (await verifyPassword(match.passwordHash, password)));
        if (match && typedHere) {
          const verified = await repository.completeRegistration(tx.db, match);
          await clearFailures(tx.db, digest, ['otp', 'login']);
          const content = welcomeMail({
            shopName: deps.shopName,
            firstName: verified.firstName,
            shopUrl: `${deps.publicUrl}${localePrefix(verified.locale)}`,
            words: await mailWordsFor(verified.locale),
          });
          await mail.enqueue(tx, { kind: 'welcome', to: verified.email, ...content });
          return verified;
        }
        const until = await recordFailure(tx.db, digest, 'otp');
        if (until && user) await queueLockNotice(tx, user, until, 'codes-paused');
        if (until) return 'locked' as const;
        if (!match) return 'invalid' as const;
        return live ? ('another-registration' as const) : ('expired' as const);
      });
      if (outcome === 'expired') throw badRequest(messages.otpExpired);
      if (outcome === 'another-registration') throw badRequest(messages.otpOfAnotherRegistration);
      if (outcome === 'locked') throw badRequest(messages.otpLocked);
      if (outcome === 'invalid') throw badRequest(messages.invalidOtpTryAgain);
      return password === undefined ? undefined : sessionFor(outcome);
    },

    /**
     * Mails each of a pending address's registrations a fresh code of its own (expired ones too), one
     * mail per registration naming when it was made; with `password`, only the registrations typed
     * with it (at most KEPT_REGISTRATION_ATTEMPTS argon2id verifications; ADR 0018). Unknown,
     * verified and locked addresses get the same answer and no mail (ADR 0005).
     */
    async resendOtp(email: string, password?: string) {
      if (await lockedUntil(db, lockoutDigest(email, secret), 'otp')) return;
      const user = await repository.findUserByEmail(db, email);
      if (!user || user.emailVerifiedAt) return;
      const attempts = await repository.listRegistrationAttempts(db, user.id);
      const chosen = password === undefined ? attempts : await attemptsTypedWith(attempts, password);
      if (chosen.length === 0) return;
      await inTransaction(async (tx) => {
        // Oldest first, so the mails arrive in the order the registrations were made.
        for (const attempt of chosen.toReversed()) {
          const { code, codeHash, codeExpiresAt } = newCode();
          // An attempt gone meanwhile (the address was verified) gets no code.
          if (await repository.replaceAttemptCode(tx.db, attempt.id, codeHash, codeExpiresAt)) {
            await queueCode(tx, user, attempt.createdAt, code);
          }
        }
      });
    },

    /**
     * Checks the password (unknown addresses cost the same) and issues a token. 401 for wrong
     * credentials; 403 EMAIL_NOT_VERIFIED only once the password is right (OWASP ASVS 5 V6.3); 429
     * while the address is locked (./lockouts.ts), without looking at the password.
     */
    async login(email: string, password: string) {
      const digest = lockoutDigest(email, secret);
      const [user, lockout] = await Promise.all([
        repository.findUserByEmail(db, email),
        lockoutState(db, digest, 'login'),
      ]);
      if (lockout.lockedUntil) throw tooManyRequests(messages.signInPaused);
      let valid: boolean;
      if (!user) valid = await verifyAgainstDummy(password);
      // An account without a password (made by SMS code) is refused like a wrong one, in the same time.
      else if (!user.passwordHash) valid = (await verifyAgainstDummy(password)) && false;
      else if (user.emailVerifiedAt) valid = await verifyPassword(user.passwordHash, password);
      else valid = await matchesPendingRegistration(user, password);
      if (!user || !valid) {
        await inTransaction(async (tx) => {
          const until = await recordFailure(tx.db, digest, 'login');
          if (until && user) await queueLockNotice(tx, user, until, 'sign-in-paused');
        });
        throw unauthorized(messages.invalidCredentials);
      }
      if (lockout.counted) await clearFailures(db, digest, ['login']);
      if (!user.emailVerifiedAt) throw forbidden(messages.emailNotVerified, EMAIL_NOT_VERIFIED);
      return sessionFor(user);
    },

    /** Mails a 30-minute reset link when the address has an account; answers alike either way. */
    async forgotPassword(email: string) {
      await inTransaction(async (tx) => {
        const user = await repository.findUserByEmail(tx.db, email);
        if (!user) return;
        const content = passwordResetMail({
          shopName: deps.shopName,
          firstName: greetedName(user),
          ...(await newResetLink(tx, user)),
          words: await mailWordsFor(user.locale),
        });
        await mail.enqueue(tx, { kind: 'password-reset', to: user.email, ...content });
      });
    },

    /**
     * Spends a reset token and sets `password`: every earlier session ends, the address's locks
     * lift, and a pending account becomes verified. 400 for an unknown, used or expired token.
     */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      await inTransaction(async (tx) => {
        const userId = await repository.consumeResetToken(tx.db, hashResetToken(token));
        if (!userId) throw badRequest(messages.resetLinkInvalid);
        await repository.replacePassword(tx.db, userId, passwordHash);
        await repository.markEmailVerified(tx.db, userId);
        const user = await repository.findUserById(tx.db, userId);
        if (user?.email) await clearFailures(tx.db, lockoutDigest(user.email, secret), ['login', 'otp']);
      });
    },

    /**
     * Changes the caller's password after checking the old one (400 if wrong or unchanged);
     * every earlier token stops working, the answer carries a fresh one.
     */
    async changePassword(session: Session, oldPassword: string, newPassword: string) {
      const user = await repository.findUserById(db, session.user.userId);
      if (!user) throw unauthorized(messages.sessionExpired);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword)))
        throw badRequest(messages.oldPasswordIncorrect);
      if (oldPassword === newPassword) throw badRequest(messages.samePassword);
      const passwordHash = await hashPassword(newPassword);
      const sessionVersion = await withTransaction(pool, (tx) =>
        repository.replacePassword(tx.db, user.id, passwordHash),
      );
      return sessionFor(user, sessionVersion);
    },

    /**
     * The caller's profile (`GET /api/my-profile`): names, e-mail ('' when none), phone, the verified
     * mobile number or null (ADR 0066), whether order updates on WhatsApp are on (ADR 0067) and the
     * account's language (ADR 0065).
     */
    async getProfile(session: Session): Promise<MyProfileData> {
      const row = await repository.findUserById(db, session.user.userId);
      if (!row) throw unauthorized(messages.sessionExpired);
      const { firstName, lastName, email, phoneNumber } = toSessionUser(row);
      return {
        firstName,
        lastName,
        email,
        phoneNumber,
        mobileNumber: row.mobileNumber,
        whatsappOptIn: row.whatsappOptInAt !== null,
        locale: row.locale,
      };
    },

    /** Updates names and phone; answers with a fresh token carrying the new claims. */
    async editProfile(
      session: Session,
      profile: Pick<repository.NewUser, 'firstName' | 'lastName' | 'phoneNumber'>,
    ) {
      const row = await repository.updateProfile(db, session.user.userId, profile);
      if (!row) throw unauthorized(messages.sessionExpired);
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
     * The user id and session version of a bearer token that verifies, else null, without asking the
     * database: only for reads that check the session themselves (`currentSessionUser`, ADR 0023).
     */
    verifyToken(token: string): Promise<VerifiedSession | null> {
      return verifySessionToken(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
