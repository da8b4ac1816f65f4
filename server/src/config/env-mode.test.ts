import { describe, expect, it } from 'vitest';
import { notProductionWarning, resolveEnv } from './env.ts';

describe('notProductionWarning', () => {
  it('warns when a live-looking shop starts without NODE_ENV=production, naming the sandbox', () => {
    for (const source of [
      { PUBLIC_URL: 'https://shahithreads.in' },
      { SMTP_URL: 'smtp://user:pass@mail.example.in:587' },
      { NODE_ENV: 'test', PUBLIC_URL: 'https://shahithreads.in', SMTP_URL: 'smtps://mail.example.in' },
    ]) {
      const warning = notProductionWarning(resolveEnv(source));
      expect(warning, JSON.stringify(source)).toMatch(/^NODE_ENV is (development|test), but /);
      expect(warning).toContain('the payment sandbox is ON');
      expect(warning).toContain('Set NODE_ENV=production');
    }
  });

  it('says the sandbox would stand in when PAYMENT_SANDBOX=false', () => {
    const env = resolveEnv({ PUBLIC_URL: 'https://shahithreads.in', PAYMENT_SANDBOX: 'false' });
    expect(notProductionWarning(env)).toContain('the payment sandbox would stand in');
  });

  it('stays quiet in production and on a development machine', () => {
    const production = resolveEnv({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://shahithreads.in',
      SMTP_URL: 'smtp://mail.example.in',
    });
    expect(notProductionWarning(production)).toBeUndefined();
    expect(notProductionWarning(resolveEnv({}))).toBeUndefined();
    expect(notProductionWarning(resolveEnv({ PUBLIC_URL: 'http://192.168.1.4:3000' }))).toBeUndefined();
  });
});
