import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, resolveEnv } from './env.ts';
import { problemsOf } from './env-problems.ts';

describe('resolveEnv', () => {
  it('fills the contract defaults', () => {
    const env = resolveEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.IMAGE_DIR).toBe(path.resolve('./data/images'));
    expect(env.IMAGE_BASE_URL).toBe('/images/');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.SHOP_NAME).toBe('Shahi Threads');
  });

  it('reads SEED_DEMO=false and derives IMAGE_DIR and PUBLIC_URL from DATA_DIR and PORT', () => {
    const env = resolveEnv({ SEED_DEMO: 'false', DATA_DIR: '/tmp/shop', PORT: '4100' });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.IMAGE_DIR).toBe('/tmp/shop/images');
    expect(env.PUBLIC_URL).toBe('http://localhost:4100');
  });

  it('puts backups beside DATA_DIR unless BACKUP_DIR is set, keeping 14 days, archiving each 60 s', () => {
    expect(resolveEnv({ DATA_DIR: '/srv/shop/data' })).toMatchObject({
      BACKUP_DIR: '/srv/shop/backups',
      BACKUP_KEEP_DAYS: 14,
      BACKUP_ARCHIVE_SECONDS: 60,
      BACKUP_EVERY_HOURS: 24,
      BACKUP_HOUR: 3,
    });
    expect(
      resolveEnv({
        BACKUP_DIR: '/mnt/other',
        BACKUP_KEEP_DAYS: '30',
        BACKUP_ARCHIVE_SECONDS: '10',
        BACKUP_EVERY_HOURS: '0',
      }),
    ).toMatchObject({
      BACKUP_DIR: '/mnt/other',
      BACKUP_KEEP_DAYS: 30,
      BACKUP_ARCHIVE_SECONDS: 10,
      BACKUP_EVERY_HOURS: 0,
    });
    expect(() => resolveEnv({ BACKUP_KEEP_DAYS: '0' })).toThrow(/BACKUP_KEEP_DAYS/);
    expect(() => resolveEnv({ BACKUP_ARCHIVE_SECONDS: '5' })).toThrow(/BACKUP_ARCHIVE_SECONDS/);
    expect(() => resolveEnv({ BACKUP_EVERY_HOURS: 'nightly' })).toThrow(/BACKUP_EVERY_HOURS/);
    expect(resolveEnv({ BACKUP_HOUR: '23' }).BACKUP_HOUR).toBe(23);
    for (const hour of ['24', '-1', '2.5', 'night']) {
      expect(problemsOf({ BACKUP_HOUR: hour }), hour).toEqual([
        'BACKUP_HOUR: must be an hour from 0 to 23 (India time)',
      ]);
    }
  });

  it('reads the mail retry delay and the reservation release period, 30 s and 60 s by default', () => {
    expect(resolveEnv({})).toMatchObject({ MAIL_RETRY_DELAY_SECONDS: 30, RESERVATION_RELEASE_SECONDS: 60 });
    expect(resolveEnv({ MAIL_RETRY_DELAY_SECONDS: '1', RESERVATION_RELEASE_SECONDS: '4' })).toMatchObject({
      MAIL_RETRY_DELAY_SECONDS: 1,
      RESERVATION_RELEASE_SECONDS: 4,
    });
    expect(() => resolveEnv({ MAIL_RETRY_DELAY_SECONDS: '0' })).toThrow(/MAIL_RETRY_DELAY_SECONDS/);
    expect(() => resolveEnv({ RESERVATION_RELEASE_SECONDS: 'soon' })).toThrow(/RESERVATION_RELEASE_SECONDS/);
  });

  it('reads TRUST_PROXY as false, a hop count (true = 1) or a list of proxies', () => {
    expect(resolveEnv({}).TRUST_PROXY).toBe(false);
    expect(resolveEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(resolveEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(resolveEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(resolveEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual({
      proxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
    });
    for (const wrong of ['11', 'all', '10.0.0.0/99', '127.0.0.1,,', 'x'.repeat(3_000)]) {
      expect(() => resolveEnv({ TRUST_PROXY: wrong }), wrong.slice(0, 20)).toThrow(/TRUST_PROXY/);
    }
  });

  it('PAYMENT_SANDBOX: on by default outside production, off in production unless set to true', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(32),
      PUBLIC_URL: 'https://shop.example.in',
      SMTP_URL: 'smtp://127.0.0.1:1',
    };
    expect(resolveEnv({}).PAYMENT_SANDBOX).toBe(true);
    expect(resolveEnv({ NODE_ENV: 'test' }).PAYMENT_SANDBOX).toBe(true);
    expect(resolveEnv({ PAYMENT_SANDBOX: 'false' }).PAYMENT_SANDBOX).toBe(false);
    expect(resolveEnv(production).PAYMENT_SANDBOX).toBe(false);
    expect(resolveEnv({ ...production, PAYMENT_SANDBOX: 'true' }).PAYMENT_SANDBOX).toBe(true);
    expect(() => resolveEnv({ PAYMENT_SANDBOX: 'perhaps' })).toThrow(
      /PAYMENT_SANDBOX: must be true or false/,
    );
  });

  it('refuses PAYMENT_SANDBOX=true beside Razorpay keys, naming the setting', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    expect(() => resolveEnv({ ...keys, PAYMENT_SANDBOX: 'true' })).toThrow(
      /PAYMENT_SANDBOX: cannot be true while Razorpay keys are set/,
    );
    expect(() => resolveEnv({ ...keys, PAYMENT_SANDBOX: 'yes', NODE_ENV: 'production' })).toThrow(EnvError);
    expect(resolveEnv({ ...keys, PAYMENT_SANDBOX: 'false' }).PAYMENT_SANDBOX).toBe(false);
    expect(resolveEnv(keys).RAZORPAY_KEY_ID).toBe('rzp_live_x');
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      resolveEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', NODE_ENV: 'production' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const problems = (caught as EnvError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must be a URL like postgres://');
    expect(problems).toContain('SEED_DEMO: must be true or false');
    expect(problems).toContain('JWT_SECRET: is required when NODE_ENV=production');
  });

  describe('NODE_ENV=production refuses unsafe settings', () => {
    const safe = {
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(48),
      PUBLIC_URL: 'https://shahithreads.in',
      SMTP_URL: 'smtp://mailer:secret@smtp.example.in:587',
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
    };
    it('starts with the recipe settings (docs/operations.md#production)', () => {
      const env = resolveEnv(safe);
      expect(env.PUBLIC_URL).toBe('https://shahithreads.in');
      expect(env.TRUST_PROXY).toEqual({ proxies: ['127.0.0.1'] });
      expect(env.PAYMENT_SANDBOX).toBe(false);
    });

    it('lists every refusal of a bare production start at once', () => {
      expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
        'JWT_SECRET: is required when NODE_ENV=production',
        'PUBLIC_URL: is required when NODE_ENV=production (e.g. https://shahithreads.in)',
        'SMTP_URL: is required when NODE_ENV=production (without it mail is only written to DATA_DIR/outbox)',
      ]);
    });

    it('refuses a plain-http PUBLIC_URL, a short JWT_SECRET and the SMS outbox', () => {
      expect(problemsOf({ ...safe, PUBLIC_URL: 'http://shahithreads.in' })).toEqual([
        'PUBLIC_URL: must be https:// when NODE_ENV=production',
      ]);
      expect(problemsOf({ ...safe, JWT_SECRET: 'short' })).toEqual([
        'JWT_SECRET: must be at least 32 characters',
      ]);
      expect(problemsOf({ ...safe, SMS_PROVIDER: 'outbox' })).toHaveLength(1);
      // Outside production the same values start.
      expect(resolveEnv({ PUBLIC_URL: 'http://localhost:4500' }).PUBLIC_URL).toBe('http://localhost:4500');
    });

    it('refuses a TRUST_PROXY hop count unless the port listens on loopback only', () => {
      for (const hops of ['1', 'true', '2']) {
        expect(problemsOf({ ...safe, HOST: undefined, TRUST_PROXY: hops }), hops).toEqual([
          expect.stringMatching(/^TRUST_PROXY: a hop count trusts anyone who reaches the port/),
        ]);
        expect(problemsOf({ ...safe, HOST: '0.0.0.0', TRUST_PROXY: hops })).toHaveLength(1);
        expect(problemsOf({ ...safe, HOST: '127.0.0.1', TRUST_PROXY: hops })).toEqual([]);
        expect(problemsOf({ ...safe, HOST: '::1', TRUST_PROXY: hops })).toEqual([]);
        expect(problemsOf({ ...safe, NODE_ENV: 'development', HOST: '0.0.0.0', TRUST_PROXY: hops })).toEqual(
          [],
        );
      }
      expect(problemsOf({ ...safe, HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8' })).toEqual([]);
      expect(problemsOf({ ...safe, HOST: '0.0.0.0', TRUST_PROXY: 'false' })).toEqual([]);
    });
  });

  describe('the image store (ADR 0068)', () => {
    const bucket = {
      IMAGE_STORE: 's3',
      S3_BUCKET: 'shahi-images',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };

    it('keeps pictures on the disk by default, with no bucket settings', () => {
      const env = resolveEnv({});
      expect(env.IMAGE_STORE).toBe('disk');
      expect(env.s3).toBeUndefined();
      // Bucket settings alone do not move the pictures outside production.
      expect(resolveEnv({ S3_BUCKET: 'shahi-images' }).s3).toBeUndefined();
    });

    it('reads a bucket: region us-east-1 unless told, path style off unless told', () => {
      expect(resolveEnv(bucket).s3).toEqual({
        bucket: 'shahi-images',
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        forcePathStyle: false,
      });
      expect(
        resolveEnv({
          ...bucket,
          S3_REGION: 'auto',
          S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
          S3_FORCE_PATH_STYLE: 'true',
        }).s3,
      ).toMatchObject({
        region: 'auto',
        endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
        forcePathStyle: true,
      });
    });

    it('refuses IMAGE_STORE=s3 without the bucket or a key, in any mode, naming what is missing', () => {
      expect(problemsOf({ IMAGE_STORE: 's3' })).toEqual([
        'S3_BUCKET: is required with IMAGE_STORE=s3 (missing: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
      ]);
      expect(problemsOf({ ...bucket, S3_SECRET_ACCESS_KEY: '' })).toEqual([
        'S3_SECRET_ACCESS_KEY: is required with IMAGE_STORE=s3 (missing: S3_SECRET_ACCESS_KEY)',
      ]);
    });

    it('refuses bad values: the store, a bucket name, a region, an endpoint', () => {
      expect(problemsOf({ IMAGE_STORE: 'ftp' })).toEqual(['IMAGE_STORE: must be disk or s3']);
      expect(problemsOf({ ...bucket, S3_BUCKET: 'Shahi_Images' })).toEqual([
        expect.stringMatching(/^S3_BUCKET: must be a bucket name/),
      ]);
      expect(problemsOf({ ...bucket, S3_REGION: 'Mumbai India' })).toEqual([
        expect.stringMatching(/^S3_REGION: must be a region/),
      ]);
      expect(problemsOf({ ...bucket, S3_ENDPOINT: 'r2.cloudflarestorage.com' })).toEqual([
        expect.stringMatching(/^S3_ENDPOINT: must be a URL/),
      ]);
    });

    it('in production, refuses S3_* settings while IMAGE_STORE is not s3, and starts with a whole bucket', () => {
      const safe = {
        NODE_ENV: 'production',
        JWT_SECRET: 's'.repeat(48),
        PUBLIC_URL: 'https://shahithreads.in',
        SMTP_URL: 'smtp://mailer:secret@smtp.example.in:587',
      };
      for (const half of [
        { S3_BUCKET: 'shahi-images' },
        { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' },
        { S3_ENDPOINT: 'https://minio.internal:9000' },
      ]) {
        expect(problemsOf({ ...safe, ...half }), JSON.stringify(half)).toEqual([
          expect.stringMatching(/^IMAGE_STORE: S3_\* settings are set but IMAGE_STORE is not s3/),
        ]);
        expect(problemsOf({ ...half })).toEqual([]);
      }
      expect(problemsOf({ ...safe, ...bucket })).toEqual([]);
      expect(problemsOf({ ...safe, IMAGE_STORE: 's3', S3_BUCKET: 'shahi-images' })).toHaveLength(1);
    });
  });

  it('reads SHUTDOWN_DRAIN_SECONDS, 0 by default, at most 60', () => {
    expect(resolveEnv({}).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(resolveEnv({ SHUTDOWN_DRAIN_SECONDS: '5' }).SHUTDOWN_DRAIN_SECONDS).toBe(5);
    expect(resolveEnv({ SHUTDOWN_DRAIN_SECONDS: '0.5' }).SHUTDOWN_DRAIN_SECONDS).toBe(0.5);
    for (const wrong of ['-1', '61', 'soon']) {
      expect(() => resolveEnv({ SHUTDOWN_DRAIN_SECONDS: wrong }), wrong).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    }
  });
});
