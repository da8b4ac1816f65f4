/**
 * `npm run admin:create -- [--force] <email>`: the only way to make an admin
 * (docs/product.md#the-back-office, ADR 0013), on the database `npm start` uses (DATABASE_URL, or the
 * embedded PostgreSQL under DATA_DIR, running or not). A verified account is promoted, password
 * untouched — once verified 24 hours ago, or with `--force` (ADR 0018); otherwise a verified admin is
 * created, or an unverified account taken over (whoever registered it never proved the address),
 * with a one-time password printed once.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EMAIL_MAX_LENGTH } from '@shahi/contract';
import { EMAIL_SHAPE } from '@shahi/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { EnvError, resolveEnv } from '#server/config/env.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { startEmbeddedDatabase } from '#server/db/embedded.ts';
import { migrateDatabase, withStartupLock } from '#server/db/migrate.ts';
import { indianTime } from '#server/mail/layout.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { embeddedArchiving } from '#server/modules/backup/run.ts';
import { registrationAttempts, users } from '#server/tables/index.ts';

/**
 * How long ago an account must have been verified to be promoted without `--force`: a fresh
 * verification may be someone else's registration of the owner's address, with their password (ADR 0018).
 */
export const PROMOTE_AFTER_VERIFIED_MS = 24 * 60 * 60_000;

/** What `grantAdmin` did; `oneTimePassword` when it set one; `recently-verified`: nothing, see PROMOTE_AFTER_VERIFIED_MS. */
export type GrantOutcome =
  | { kind: 'promoted' | 'already-admin'; userId: string; email: string }
  | { kind: 'recently-verified'; userId: string; email: string; verifiedAt: Date }
  | { kind: 'created' | 'taken-over'; userId: string; email: string; oneTimePassword: string };

/** A 24-character random password (144 bits), URL-safe so it copies cleanly from a terminal. */
export function oneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}

/** The address as accounts store it (trimmed, lower-cased); throws when it is not one. */
export function normaliseEmail(text: string | undefined): string {
  const email = (text ?? '').trim().toLowerCase();
  if (!email || email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) {
    throw new Error(`Not an e-mail address: "${text ?? ''}"`);
  }
  return email;
}

/**
 * Makes `email`'s account an admin; a new or taken-over one gets a fresh password and session version.
 * An account verified less than PROMOTE_AFTER_VERIFIED_MS ago is left as it is unless `force`.
 */
export async function grantAdmin(
  db: Database,
  rawEmail: string,
  { force = false }: { force?: boolean } = {},
): Promise<GrantOutcome> {
  const email = normaliseEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing?.emailVerifiedAt) {
      if (existing.role === 'admin') return { kind: 'already-admin', userId: existing.id, email };
      const verifiedAt = existing.emailVerifiedAt;
      if (!force && Date.now() - verifiedAt.getTime() < PROMOTE_AFTER_VERIFIED_MS) {
        return { kind: 'recently-verified', userId: existing.id, email, verifiedAt };
      }
      await tx.update(users).set({ role: 'admin', updatedAt: sql`now()` }).where(eq(users.id, existing.id));
      return { kind: 'promoted', userId: existing.id, email };
    }
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    if (existing) {
      await tx
        .update(users)
        .set({
          passwordHash,
          role: 'admin',
          emailVerifiedAt: sql`now()`,
          sessionVersion: sql`${users.sessionVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id));
      await tx.delete(registrationAttempts).where(eq(registrationAttempts.userId, existing.id));
      return { kind: 'taken-over', userId: existing.id, email, oneTimePassword: password };
    }
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: 'Shop',
        lastName: 'Admin',
        phoneNumber: '',
        role: 'admin',
        emailVerifiedAt: sql`now()`,
      })
      // A registration committed between the read and here: let the caller run again.
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw new Error(`An account for ${email} appeared meanwhile; run the command again.`);
    return { kind: 'created', userId: created.id, email, oneTimePassword: password };
  });
}

/** What to print for `outcome`, the only place the one-time password appears. */
export function describeOutcome(outcome: GrantOutcome): string {
  switch (outcome.kind) {
    case 'already-admin':
      return `${outcome.email} is already an admin; nothing changed.`;
    case 'promoted':
      return `${outcome.email} is now an admin. Log in with the account's usual password.`;
    case 'recently-verified':
      return [
        `${outcome.email} was verified only on ${indianTime(outcome.verifiedAt)}, less than 24 hours ago; nothing changed.`,
        "A fresh verification may be someone else's registration of that address, with a password they chose.",
        'If you registered it yourself and log in with your own password, run again with --force;',
        'if unsure, first set a new password through "Forgot password" (it ends every other session), then use --force.',
      ].join('\n');
    default:
      return [
        outcome.kind === 'created'
          ? `Created the admin account ${outcome.email}.`
          : `${outcome.email} had not confirmed its e-mail: it is now a verified admin with a new password.`,
        `One-time password (shown once, not stored anywhere): ${outcome.oneTimePassword}`,
        'Log in with it, then change it at once under Profile → Change password.',
      ].join('\n');
  }
}

/**
 * The URL of the embedded PostgreSQL running on `dataDir` (port: line 4 of postmaster.pid), or
 * undefined. Starting another would stop the shop's (db/embedded.ts clears leftover postmasters).
 */
async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const passwordFile = path.join(dataDir, 'postgres-password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
  const [pidLine, , , portLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(pidLine);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(portLine)}/shahi`;
}

/** Opens the shop's database as `npm start` does, runs `work`, closes it. */
async function withShopDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const env = resolveEnv();
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = env.DATABASE_URL ?? (await runningEmbeddedUrl(env.DATA_DIR));
  if (!url) {
    // Archiving on, as the shop runs it, so the archive has no gap (ADR 0043).
    const embedded = await startEmbeddedDatabase(env.DATA_DIR, () => {}, embeddedArchiving(env));
    stopEmbedded = () => embedded.stop();
    url = embedded.url;
  }
  const { db, pool } = openDatabase(url, 2);
  try {
    // A fresh DATA_DIR has no tables yet.
    await withStartupLock(pool, () => migrateDatabase(db));
    return await work(db);
  } finally {
    await pool.end();
    await stopEmbedded?.();
  }
}

async function main(argv: string[]) {
  const force = argv.includes('--force');
  const [emailArgument, ...extra] = argv.filter((arg) => arg !== '--force');
  if (!emailArgument || emailArgument.startsWith('-') || extra.length > 0) {
    process.stderr.write('Usage: npm run admin:create -- [--force] <email>\n');
    return 2;
  }
  // A relative DATA_DIR is read from the repository root, as `npm start` reads it.
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  try {
    const outcome = await withShopDatabase((db) => grantAdmin(db, emailArgument, { force }));
    if (outcome.kind === 'recently-verified') {
      process.stderr.write(`admin:create refused: ${describeOutcome(outcome)}\n`);
      return 1;
    }
    process.stdout.write(`${describeOutcome(outcome)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof EnvError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`admin:create failed: ${message}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
