import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { mailDomain, mailFields, senderAddress } from './transport.ts';

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

describe('recipient', () => {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const from = { name: 'Shahi Threads', address: 'no-reply@shahithreads.in' };

  /** The envelope's recipients and the To header's addresses of a mail to `to`. */
  async function recipientsOf(to: string) {
    const mail = { id: 'm1', to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    const info = await composer.sendMail(mailFields(mail, from, 'shahithreads.in'));
    const parsed = await simpleParser(info.message as Buffer);
    const header = [parsed.to ?? []].flat().flatMap((field) => field.value);
    return { envelope: info.envelope.to, header: header.map((address) => address.address) };
  }

  it('is one mailbox however the address is written, never a list', async () => {
    // nodemailer may quote the local part; unquoted, the one recipient is the address given.
    const unquoted = (address: string) => address.replaceAll('"', '');
    for (const to of ['me@x.co,postmaster', 'postmaster,me@x.co', '"a,b"@x.co', 'a;b@x.co']) {
      const { envelope, header } = await recipientsOf(to);
      expect(envelope.map(unquoted), to).toEqual([unquoted(to)]);
      expect(
        header.map((address) => unquoted(address ?? '')),
        to,
      ).toEqual([unquoted(to)]);
    }
  });

  it('keeps an ordinary address as it is', async () => {
    expect(await recipientsOf("o'brien+tag@x.co")).toEqual({
      envelope: ["o'brien+tag@x.co"],
      header: ["o'brien+tag@x.co"],
    });
  });
});
