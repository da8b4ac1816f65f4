import { describe, expect, it } from 'vitest';
import { mailDomain, senderAddress } from './transport.ts';

describe('sender address', () => {
  const env = { SMTP_URL: undefined, DATA_DIR: '/tmp', SHOP_NAME: 'Shahi Threads', SHOP_EMAIL: undefined };

  it('is no-reply at the public domain, or at shahithreads.in for localhost and addresses', () => {
    expect(mailDomain('https://shop.example.in')).toBe('shop.example.in');
    expect(mailDomain('http://localhost:3000')).toBe('shahithreads.in');
    expect(mailDomain('http://192.168.1.4:3000')).toBe('shahithreads.in');
    expect(senderAddress({ ...env, PUBLIC_URL: 'https://shop.example.in' })).toEqual({
      name: 'Shahi Threads',
      address: 'no-reply@shop.example.in',
    });
  });

  it('is SHOP_EMAIL when set', () => {
    const sender = senderAddress({
      ...env,
      PUBLIC_URL: 'http://localhost:3000',
      SHOP_EMAIL: 'hello@shahi.in',
    });
    expect(sender.address).toBe('hello@shahi.in');
  });
});
