/**
 * `npm run admin:create -- <email>` (docs/product.md#the-back-office): grantAdmin on a test
 * database — promote a verified account, create a verified admin with a one-time password, take
 * over an unverified registration — and the script itself run through tsx against DATABASE_URL.
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

async function insertAccount(email: string, verified: boolean) {
  await database.db.execute(sql`
    INSERT INTO users (email, password_hash, first_name, last_name, phone_number, email_verified_at)
    VALUES (${email}, ${await hashPassword('shopper-password')}, 'Harleen', 'Kaur', '9876543210',
            ${verified ? sql`now()` : sql`NULL`})`);
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
    await insertAccount('shopper@example.in', true);
    const before = await account('shopper@example.in');
    const outcome = await grantAdmin(database.db, 'shopper@example.in');
    expect(outcome).toEqual({ kind: 'promoted', userId: before?.id, email: 'shopper@example.in' });
    const after = await account('shopper@example.in');
    expect(after).toMatchObject({ role: 'admin', password_hash: before?.password_hash });
    expect(describeOutcome(outcome)).not.toMatch(/password:/i);
    expect((await grantAdmin(database.db, 'shopper@example.in')).kind).toBe('already-admin');
    expect(await account('shopper@example.in')).toEqual(after);
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

  it('prints its usage and fails without an address', { timeout: 30_000 }, async () => {
    await expect(run([])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
