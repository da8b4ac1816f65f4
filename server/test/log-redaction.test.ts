/**
 * Secrets out of the logs (ADR 0027; OWASP ASVS 4.0.3 V7.1.1, V7.1.2): the app, logging through
 * a real pino logger built as main.ts builds it and writing to memory, must log requests without
 * reset tokens or query values, and failed queries without their parameters or the values in
 * PostgreSQL's detail — while keeping what an operator needs (path, parameter names, SQL text,
 * SQLSTATE, constraint and table).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { resolveEnv } from '#server/config/env.ts';
import { loggerOptions, redactDetail, redactUrl } from '#server/http/log-redaction.ts';
import { users } from '#server/tables/index.ts';
import { createVerifiedShopper, newShopper } from './helpers/accounts.ts';
import { createTestDatabase } from './helpers/test-app.ts';

/** Everything the logger wrote, one JSON line per entry. */
let written = '';
const memory = new Writable({
  write(chunk, _encoding, done) {
    written += chunk.toString();
    done();
  },
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-log-test-'));
  const env = resolveEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
  app = await buildApp({
    env,
    db: database.db,
    pool: database.pool,
    logger: pino(loggerOptions('info'), memory),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  written = '';
});

function entries(): Array<Record<string, unknown>> {
  return written
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('request lines', () => {
  it('carry the path and parameter names, not a reset token or any query value', async () => {
    const token = 'Zr8uQ1-reset-TOKEN-kept-secret';
    await app.inject({
      method: 'GET',
      url: `/reset-password/${token}?token=${token}2&email=priya%40example.in&sort=price-asc`,
    });
    await app.inject({ method: 'GET', url: `/RESET-PASSWORD/${token}3/extra` });
    await app.inject({ method: 'GET', url: `/reset%2Dpassword/${token}4` });
    await app.inject({ method: 'POST', url: `/api/product-list?token=${token}5`, payload: {} });

    expect(written).not.toContain(token);
    expect(written).not.toContain('priya');
    const urls = entries()
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => (entry.req as { url: string }).url);
    expect(urls).toEqual([
      '/reset-password/[redacted]?token=[redacted]&email=[redacted]&sort=[redacted]',
      '/RESET-PASSWORD/[redacted]',
      '/reset-password/[redacted]',
      '/api/product-list?token=[redacted]',
    ]);
    const request = entries().find((entry) => entry.msg === 'incoming request')?.req;
    expect(request).toMatchObject({ method: 'GET', host: 'localhost:80', remoteAddress: '127.0.0.1' });
  });

  it('leave other URLs as they are, a bare parameter name included', () => {
    expect(redactUrl('/collection/abc/2')).toBe('/collection/abc/2');
    expect(redactUrl('/api/reset-password')).toBe('/api/reset-password');
    expect(redactUrl('/search?q=silk&&flag')).toBe('/search?q=[redacted]&&flag');
  });
});

describe('failed queries', () => {
  it('a request whose INSERT fails logs its SQL, SQLSTATE, constraint and table, not the e-mail or password hash', async () => {
    // A rule the registration does not expect: its INSERT fails in the database (23514).
    await database.db.execute(
      sql.raw(
        `ALTER TABLE users ADD CONSTRAINT log_test_no_leak CHECK (email NOT LIKE '%@leak.example') NOT VALID`,
      ),
    );
    const shopper = newShopper({ email: 'priya.kaur@leak.example', password: 'hunter2-Secret-pass' });
    const response = await app.inject({ method: 'POST', url: '/api/register', payload: shopper });
    expect(response.statusCode).toBe(500);

    expect(written).not.toContain('priya.kaur');
    expect(written).not.toContain('leak.example');
    expect(written).not.toContain('$argon2');
    expect(written).not.toContain('hunter2');
    expect(written).not.toContain('params');
    const failure = entries().find((entry) => entry.msg === 'request failed');
    const err = failure?.err as Record<string, unknown> & { cause: Record<string, unknown> };
    expect(err.message).toMatch(
      /^Failed query: insert into "users" .*: new row for relation "users" violates check constraint "log_test_no_leak"$/s,
    );
    expect(err.stack).toContain('Failed query: insert into "users"');
    expect(err.query).toMatch(/^insert into "users"/);
    expect(err.cause).toMatchObject({
      code: '23514',
      constraint: 'log_test_no_leak',
      table: 'users',
      detail: 'Failing row contains ([redacted]).',
    });
    expect(failure?.reqId).toBe(entries().find((entry) => entry.msg === 'incoming request')?.reqId);
  });

  it("a duplicate key logs the key's column, not its value, raw or through Drizzle", async () => {
    const taken = await createVerifiedShopper(app, dataDir);
    written = '';
    const row = {
      email: taken.email,
      passwordHash: 'h',
      firstName: 'A',
      lastName: 'B',
      phoneNumber: '9876543210',
    };
    const raw = await database.pool
      .query(
        'INSERT INTO users (email, password_hash, first_name, last_name, phone_number) VALUES ($1, $2, $3, $4, $5)',
        [row.email, row.passwordHash, row.firstName, row.lastName, row.phoneNumber],
      )
      .catch((error: unknown) => error);
    const wrapped = await database.db
      .insert(users)
      .values(row)
      .catch((error: unknown) => error);
    app.log.error({ err: raw }, 'raw failure');
    app.log.error({ err: wrapped }, 'wrapped failure');

    // The welcome mail of `taken` may be written to the outbox meanwhile, and that line names its
    // recipient (development only): judge the two failures' own lines.
    const failures = entries().filter(
      (entry) => entry.msg === 'raw failure' || entry.msg === 'wrapped failure',
    );
    expect(failures).toHaveLength(2);
    expect(JSON.stringify(failures)).not.toContain(taken.email);
    const [rawEntry, wrappedEntry] = failures;
    expect(rawEntry?.err).toMatchObject({
      code: '23505',
      table: 'users',
      constraint: 'users_email_unique',
      detail: 'Key (email)=([redacted]) already exists.',
      message: 'duplicate key value violates unique constraint "users_email_unique"',
    });
    expect(wrappedEntry?.err).toMatchObject({
      query: expect.stringMatching(/^insert into "users"/),
      cause: { code: '23505', detail: 'Key (email)=([redacted]) already exists.' },
    });
  });

  it('a value PostgreSQL could not read (SQLSTATE class 22) is not quoted back', async () => {
    const error = await database.db
      .execute(sql`SELECT ${'not-a-uuid-but-a-secret'}::uuid`)
      .catch((failure: unknown) => failure);
    app.log.error({ err: error }, 'bad value');
    expect(written).not.toContain('a-secret');
    const err = entries().find((entry) => entry.msg === 'bad value')?.err as {
      message: string;
      cause: { code: string; message: string };
    };
    expect(err.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "[redacted]"',
    });
    expect(err.message).toContain('Failed query: SELECT $1::uuid: invalid input syntax');
  });

  it('keeps the shape of details it knows, drops any other whole', () => {
    expect(redactDetail('Key (user_id)=(7f0c…) is not present in table "users".')).toBe(
      'Key (user_id)=([redacted]) is not present in table "users".',
    );
    expect(redactDetail('Key (a, b)=(x (1), y) already exists.')).toBe(
      'Key (a, b)=([redacted]) already exists.',
    );
    expect(redactDetail('Something new about "priya@example.in"')).toBe('[redacted]');
  });
});
