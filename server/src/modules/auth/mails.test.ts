import { describe, expect, it } from 'vitest';
import { otpMail, passwordResetMail, welcomeMail } from './mails.ts';

describe('account mails', () => {
  it('the code mail carries the code in both parts, never in the subject, and names when, not who', () => {
    // 28 Nov 2026, 12:37 am in India.
    const registeredAt = new Date('2026-11-27T19:07:00Z');
    const mail = otpMail({ shopName: 'Shahi Threads', code: '482913', validMinutes: 10, registeredAt });
    expect(mail.subject).toBe('Your Shahi Threads verification code');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('482913');
    // The greeting names nobody: whoever registered typed the name, and anyone may register any address.
    expect(mail.text.startsWith('Namaste,\n')).toBe(true);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('the registration made on 28 Nov 2026, 12:37 am IST');
      expect(part).not.toMatch(/in the name of/);
      expect(part).toContain('valid for 10 minutes');
      expect(part).toContain('Never share it');
      expect(part).toContain('If you did not ask for this, ignore this mail');
    }
  });

  it('the reset mail has a button and the raw link, escaped in HTML', () => {
    const resetUrl = 'https://shop.example.in/reset-password/abc_DEF-123?x="><b>';
    const mail = passwordResetMail({
      shopName: 'Shahi Threads',
      firstName: 'Asha',
      resetUrl,
      validMinutes: 30,
    });
    expect(mail.subject).toBe('Reset your Shahi Threads password');
    expect(mail.subject).not.toContain('abc_DEF');
    expect(mail.text).toContain(resetUrl);
    expect(mail.html).not.toContain('"><b>');
    const escaped = 'https://shop.example.in/reset-password/abc_DEF-123?x=&quot;&gt;&lt;b&gt;';
    expect(mail.html.split(`href="${escaped}"`)).toHaveLength(3); // the button and the raw link
    expect(mail.html).toContain('CHOOSE A NEW PASSWORD');
    expect(mail.text).toContain('valid for 30 minutes');
    expect(mail.text).toContain('If you did not ask for this, ignore this mail');
  });

  it('the welcome mail links the shop and escapes the shop name', () => {
    const mail = welcomeMail({
      shopName: 'Shahi </b> Threads',
      firstName: ' ',
      shopUrl: 'http://localhost:3000',
    });
    expect(mail.subject).toBe('Welcome to Shahi </b> Threads');
    expect(mail.text.startsWith('Namaste,\n')).toBe(true);
    expect(mail.text).toContain('http://localhost:3000/contact');
    expect(mail.html).toContain('Shahi &lt;/b&gt; Threads');
    expect(mail.html).not.toContain('</b>');
    expect(mail.html).toContain('href="http://localhost:3000"');
  });

  it('every HTML part is a table layout with inline styles and the slogan', () => {
    const mail = otpMail({
      shopName: 'Shahi Threads',
      code: '000111',
      validMinutes: 1,
      registeredAt: new Date(),
    });
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('ROYALTY IN EVERY THREAD');
    expect(mail.html).not.toMatch(/<style|class=/);
    expect(mail.text).toContain('valid for 1 minute.');
  });
});
