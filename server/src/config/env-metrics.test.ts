import { describe, expect, it } from 'vitest';
import { resolveEnv } from './env.ts';
import { problemsOf } from './env-problems.ts';

/** A production start that passes every other refusal (docs/operations.md#production). */
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(32),
  PUBLIC_URL: 'https://shahithreads.in',
  SMTP_URL: 'smtp://mail.example.com:587',
};

describe('resolveEnv: metrics settings', () => {
  it('serves no metrics by default: no token, no port, loopback host', () => {
    const env = resolveEnv({});
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe('127.0.0.1');
  });

  it('reads the token, the port and the host; an empty token is no token', () => {
    expect(resolveEnv({ METRICS_TOKEN: 'short-dev-token' }).METRICS_TOKEN).toBe('short-dev-token');
    expect(resolveEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(resolveEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '0.0.0.0',
    });
  });

  it('refuses a bad port, a port equal to PORT and a token with spaces, naming each', () => {
    expect(problemsOf({ METRICS_PORT: 'ninety' })).toEqual(['METRICS_PORT: must be a port number (0-65535)']);
    expect(problemsOf({ METRICS_PORT: '70000' }).join()).toMatch(/^METRICS_PORT: /);
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT: must differ from PORT (unset it to serve /metrics on PORT with METRICS_TOKEN)',
    ]);
    expect(problemsOf({ METRICS_PORT: '4100', PORT: '4100' }).join()).toMatch(/METRICS_PORT: must differ/);
    expect(problemsOf({ METRICS_TOKEN: 'two words' })).toEqual([
      'METRICS_TOKEN: must be printable ASCII without spaces',
    ]);
  });

  it('refuses a production start with a token shorter than 32 characters', () => {
    expect(problemsOf({ ...production, METRICS_TOKEN: 't'.repeat(31) })).toEqual([
      'METRICS_TOKEN: must be at least 32 characters when NODE_ENV=production',
    ]);
    expect(resolveEnv({ ...production, METRICS_TOKEN: 't'.repeat(32) }).METRICS_TOKEN).toBe('t'.repeat(32));
    // Outside production a short token is accepted (tests, a laptop).
    expect(resolveEnv({ METRICS_TOKEN: 'dev' }).METRICS_TOKEN).toBe('dev');
  });

  it('refuses in production a metrics port open beyond loopback without a token', () => {
    expect(problemsOf({ ...production, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual([
      'METRICS_HOST: a metrics port on a non-loopback address needs METRICS_TOKEN when NODE_ENV=production',
    ]);
    expect(resolveEnv({ ...production, METRICS_PORT: '9464' }).METRICS_HOST).toBe('127.0.0.1');
    const tokened = {
      ...production,
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      METRICS_TOKEN: 'm'.repeat(40),
    };
    expect(resolveEnv(tokened).METRICS_PORT).toBe(9464);
  });
});
