import { describe, expect, it } from 'vitest';
import { quoteMail, requestAcknowledgementMail, requestDeclinedMail } from './mails.ts';

const hostile = '<script>alert("x")</script>';

const input = {
  shopName: 'Shahi Threads',
  addressProven: true,
  reference: 'REQ-7C6B5A4F',
  name: 'Simran Kaur',
  email: 'simran@example.in',
  phone: '',
  message: 'One like this in deep green.\nFor a wedding.',
  budgetPaise: 1_250_000,
  pieceTitle: 'Bagh Phulkari Dupatta',
};
const shopUrl = 'https://shahithreads.in';

/** A guest's request as the PoC of the mail relay sent it: name and message carry a lure. */
const lure = 'https://shahi-threads-verify.example/login';
const phishing = {
  ...input,
  addressProven: false,
  name: `Security Team ${lure}`,
  message: `URGENT: your Shahi Threads account is suspended. Verify your card within 24 hours at ${lure} or your orders will be cancelled.`,
  budgetPaise: 123_456_700,
};

describe('request mails', () => {
  it('acknowledges with the reference, the piece, the budget in rupees and the message', () => {
    const mail = requestAcknowledgementMail(input, shopUrl);
    expect(mail.subject).toBe('We have your request REQ-7C6B5A4F');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('REQ-7C6B5A4F');
      expect(part).toContain('Bagh Phulkari Dupatta');
      expect(part).toContain('₹12,500.00');
    }
    expect(mail.text).toContain('One like this in deep green.\nFor a wedding.');
    expect(mail.text).toContain('Namaste Simran Kaur,');
    expect(requestAcknowledgementMail({ ...input, budgetPaise: null }, shopUrl).text).toContain(
      'Budget: not given',
    );
  });

  it("acknowledges a guest barely: reference, the piece, next steps and the shop's link, nothing typed", () => {
    const mail = requestAcknowledgementMail(phishing, shopUrl);
    expect(mail.subject).toBe('We have your request REQ-7C6B5A4F');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('shahi-threads-verify');
      expect(part).not.toMatch(/URGENT|suspended|Security Team|Verify your card|12,34,567/);
    }
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('REQ-7C6B5A4F');
      expect(part).toContain('Bagh Phulkari Dupatta');
      expect(part).toContain(shopUrl);
      expect(part).toContain('If you did not write to us');
    }
    expect(mail.text.startsWith('Namaste,\n')).toBe(true);
  });

  it('mails the quote with price, making time, the address to sign in with and the link', () => {
    const mail = quoteMail({
      ...input,
      quotePaise: 1_499_950,
      quoteDays: 21,
      quoteMessage: 'Deep green georgette.',
      url: 'https://shahithreads.in/requests/7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59',
    });
    expect(mail.subject).toBe('Your quote for REQ-7C6B5A4F');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('₹14,999.50');
      expect(part).toContain('21 days');
      expect(part).toContain('simran@example.in');
      expect(part).toContain('https://shahithreads.in/requests/7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59');
    }
  });

  it("greets a guest's quote and decline without the typed name, a shopper's with it", () => {
    const quote = { quotePaise: 100, quoteDays: 1, quoteMessage: 'Yes.', url: 'https://x.in/r' };
    for (const mail of [quoteMail({ ...phishing, ...quote }), requestDeclinedMail(phishing, '')]) {
      for (const part of [mail.text, mail.html]) expect(part).not.toContain(lure);
      expect(mail.text).toContain('Namaste,');
    }
    expect(quoteMail({ ...input, ...quote }).text).toContain('Namaste Simran Kaur,');
    expect(requestDeclinedMail(input, '').text).toContain('Namaste Simran Kaur,');
  });

  it('escapes what the requester and the admin typed in HTML and keeps subjects to one line', () => {
    const bad = {
      ...input,
      name: `${hostile}\r\nBcc: x@example.in`,
      message: hostile,
      pieceTitle: `${hostile}\nX`,
    };
    for (const mail of [
      requestAcknowledgementMail(bad, shopUrl),
      quoteMail({ ...bad, quotePaise: 100, quoteDays: 1, quoteMessage: hostile, url: 'https://x.in/r' }),
      requestDeclinedMail(bad, hostile),
    ]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    }
    expect(requestDeclinedMail(input, '').text).not.toContain('undefined');
  });
});
