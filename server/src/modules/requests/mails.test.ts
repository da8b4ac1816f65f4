import { describe, expect, it } from 'vitest';
import { quoteMail, requestAcknowledgementMail, requestDeclinedMail, requestNoticeMail } from './mails.ts';

const hostile = '<script>alert("x")</script>';

const input = {
  shopName: 'Shahi Threads',
  reference: 'REQ-7C6B5A4F',
  name: 'Simran Kaur',
  email: 'simran@example.in',
  phone: '',
  message: 'One like this in deep green.\nFor a wedding.',
  budgetPaise: 1_250_000,
  pieceTitle: 'Bagh Phulkari Dupatta',
};

describe('request mails', () => {
  it('acknowledges with the reference, the piece, the budget in rupees and the message', () => {
    const mail = requestAcknowledgementMail(input);
    expect(mail.subject).toBe('We have your request REQ-7C6B5A4F');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('REQ-7C6B5A4F');
      expect(part).toContain('Bagh Phulkari Dupatta');
      expect(part).toContain('₹12,500.00');
    }
    expect(mail.text).toContain('One like this in deep green.\nFor a wedding.');
    expect(requestAcknowledgementMail({ ...input, budgetPaise: null }).text).toContain('Budget: not given');
  });

  it('tells the shop who asked, how to answer, and links the inbox', () => {
    const mail = requestNoticeMail(input, 'https://shahithreads.in/admin/requests?status=new');
    expect(mail.subject).toBe('Request REQ-7C6B5A4F: like Bagh Phulkari Dupatta');
    expect(mail.text).toContain('Simran Kaur <simran@example.in>, phone not given');
    expect(mail.text).toContain('https://shahithreads.in/admin/requests?status=new');
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

  it('escapes what the requester and the admin typed in HTML and keeps subjects to one line', () => {
    const bad = {
      ...input,
      name: `${hostile}\r\nBcc: x@example.in`,
      message: hostile,
      pieceTitle: `${hostile}\nX`,
    };
    for (const mail of [
      requestAcknowledgementMail(bad),
      requestNoticeMail(bad, 'https://shahithreads.in/admin/requests'),
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
