/**
 * `npm run admin:create -- [--force] <email>` (docs/product.md#the-back-office): grantAdmin on a test
 * database — promote a verified account (one verified within a day only with --force), create a
 * verified admin with a one-time password, take over an unverified registration — and the script
 * itself run through tsx against DATABASE_URL.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#server/modules/auth/passwords.ts';
import { describeOutcome, grantAdmin } from '../scripts/admin-create.ts';
import { createTestDatabase } from './helpers/test-app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function account(email: string) {
  const { rows } = await database.db.execute<{
    id: string;
    role: string;
    password_hash: string;
    email_verified_at: Date | null;
    session_version: number;
  }>(
    sql`SELECT id, role, password_hash, email_verified_at, session_version FROM users WHERE email = ${email}`,
  );
  return rows[0];
}

/** A shopper's account: verified two days ago, a minute ago, or not at all. */
async function insertAccount(email: string, verified: 'days ago' | 'just now' | false) {
  const verifiedAt =
    verified === 'days ago'
      ? sql`now() - interval '2 days'`
      : verified === 'just now'
        ? sql`now() - interval '1 minute'`
        : sql`NULL`;
  await database.db.execute(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, phone_number, email_verified_at)
    VALUES (${email}, ${await hashPassword('shopper-password')}, 'Harleen', 'Kaur', '9876543210', ${verifiedAt})`);
}

describe('grantAdmin', () => {
  it('creates a verified admin with a one-time password that logs in, printed once', async () => {
    const outcome = await grantAdmin(database.db, '  Owner@Example.IN ');
    expect(outcome.kind).toBe('created');
    if (outcome.kind !== 'created') return;
    expect(outcome.oneTimePassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const row = await account('owner@example.in');
    expect(row).toMatchObject({ id: outcome.userId, role: 'admin' });
    expect(row?.email_verified_at).not.toBeNull();
    expect(await verifyPassword(row?.password_hash as string, outcome.oneTimePassword)).toBe(true);
    expect(row?.password_hash).not.toContain(outcome.oneTimePassword);
    expect(describeOutcome(outcome)).toContain(outcome.oneTimePassword);
  });

  it('promotes a verified account and leaves its password alone; a second run changes nothing', async () => {
    await insertAccount('shopper@example.in', 'days ago');
    const before = await account('shopper@example.in');
    const outcome = await grantAdmin(database.db, 'shopper@example.in');
    expect(outcome).toEqual({ kind: 'promoted', userId: before?.id, email: 'shopper@example.in' });
    const after = await account('shopper@example.in');
    expect(after).toMatchObject({ role: 'admin', password_hash: before?.password_hash });
    expect(describeOutcome(outcome)).not.toMatch(/password:/i);
    expect((await grantAdmin(database.db, 'shopper@example.in')).kind).toBe('already-admin');
    expect(await account('shopper@example.in')).toEqual(after);
  });

  it('refuses to promote an account verified less than a day ago, saying why, unless forced', async () => {
    await insertAccount('fresh@example.in', 'just now');
    const before = await account('fresh@example.in');
    const refused = await grantAdmin(database.db, 'fresh@example.in');
    expect(refused).toMatchObject({
      kind: 'recently-verified',
      userId: before?.id,
      email: 'fresh@example.in',
    });
    expect(describeOutcome(refused)).toMatch(/less than 24 hours ago; nothing changed/);
    expect(describeOutcome(refused)).toContain('--force');
    expect(await account('fresh@example.in')).toEqual(before);

    const forced = await grantAdmin(database.db, 'fresh@example.in', { force: true });
    expect(forced).toEqual({ kind: 'promoted', userId: before?.id, email: 'fresh@example.in' });
    expect(await account('fresh@example.in')).toMatchObject({
      role: 'admin',
      password_hash: before?.password_hash,
    });
  });

  it('takes over an unverified registration: new password, verified, older sessions revoked, code gone', async () => {
    await insertAccount('pending@example.in', false);
    const before = await account('pending@example.in');
    await database.db.execute(sql`
      INSERT INTO registration_attempts
        (user_id, password_hash, first_name, last_name, phone_number, code_hash, code_expires_at)
      VALUES (${before?.id}, 'x', 'Pending', 'Shopper', '9876543210', 'x', now() + interval '10 minutes')`);
    const outcome = await grantAdmin(database.db, 'pending@example.in');
    expect(outcome.kind).toBe('taken-over');
    if (outcome.kind !== 'taken-over') return;
    const after = await account('pending@example.in');
    expect(after).toMatchObject({
      id: before?.id,
      role: 'admin',
      session_version: (before?.session_version ?? 0) + 1,
    });
    expect(after?.email_verified_at).not.toBeNull();
    expect(await verifyPassword(after?.password_hash as string, 'shopper-password')).toBe(false);
    expect(await verifyPassword(after?.password_hash as string, outcome.oneTimePassword)).toBe(true);
    const { rows } = await database.db.execute(
      sql`SELECT 1 FROM registration_attempts WHERE user_id = ${before?.id}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses what is not an e-mail address and changes nothing', async () => {
    const { rows: before } = await database.db.execute(sql`SELECT * FROM users ORDER BY id`);
    for (const email of ['', 'owner', 'a@b', `${'x'.repeat(250)}@example.in`, 'two words@example.in']) {
      await expect(grantAdmin(database.db, email)).rejects.toThrow(/Not an e-mail address/);
    }
    const { rows: after } = await database.db.execute(sql`SELECT * FROM users ORDER BY id`);
    expect(after).toEqual(before);
  });
});

describe('the script', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const run = (args: string[]) =>
    promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      ['server/scripts/admin-create.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
      },
    );

  it('prints the outcome and the one-time password once', { timeout: 30_000 }, async () => {
    const { stdout } = await run(['script@example.in']);
    const password = /One-time password[^:]*: (\S+)/.exec(stdout)?.[1];
    expect(password).toBeDefined();
    const row = await account('script@example.in');
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(row?.password_hash as string, password as string)).toBe(true);
    const second = await run(['script@example.in']);
    expect(second.stdout).toContain('already an admin');
    expect(second.stdout).not.toContain(password);
  });

  it('refuses a freshly verified account with the reason and exit code 1; --force promotes it', {
    timeout: 60_000,
  }, async () => {
    await insertAccount('fresh-script@example.in', 'just now');
    await expect(run(['fresh-script@example.in'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("someone else's registration"),
    });
    expect((await account('fresh-script@example.in'))?.role).toBe('user');
    const forced = await run(['fresh-script@example.in', '--force']);
    expect(forced.stdout).toContain('is now an admin');
    expect((await account('fresh-script@example.in'))?.role).toBe('admin');
  });

  it('prints its usage and fails without an address', { timeout: 30_000 }, async () => {
    await expect(run([])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
