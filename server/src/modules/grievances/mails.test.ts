import { describe, expect, it } from 'vitest';
import { grievanceAcknowledgementMail, grievanceNoticeMail, grievanceResolutionMail } from './mails.ts';

const hostile = '<script>alert("x")</script>';

const input = {
  shopName: 'Shahi Threads',
  addressProven: true,
  ticketNumber: 'GRV-1042',
  name: 'Simran Kaur',
  email: 'simran@example.in',
  phone: '',
  subject: 'Dupatta arrived torn',
  message: 'The border is torn.\nPlease help.',
  orderId: '7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59',
  receivedAt: new Date('2026-11-26T09:35:00Z'),
  acknowledgeBy: new Date('2026-11-28T09:35:00Z'),
  resolveBy: new Date('2026-12-26T09:35:00Z'),
};
const officer = {
  name: 'Gurpreet Singh',
  designation: 'Grievance Officer',
  email: 'grievance@shahithreads.in',
  phone: '',
};
const shopUrl = 'https://shahithreads.in';

/** A guest's grievance as the PoC of the mail relay sent it: every typed field carries a lure. */
const lure = 'https://shahi-threads-verify.example/login';
const phishing = {
  ...input,
  addressProven: false,
  orderId: null,
  name: `Security Team ${lure}`,
  subject: `Account suspended - action required ${lure}`,
  message: `URGENT: your Shahi Threads account is suspended. Verify your card within 24 hours at ${lure} or your orders will be cancelled.`,
};

describe('grievance mails', () => {
  it('acknowledges with the ticket, the due dates in India time, the message and the officer', () => {
    const mail = grievanceAcknowledgementMail(input, officer, shopUrl);
    expect(mail.subject).toBe('Your grievance GRV-1042 is registered');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('GRV-1042');
      expect(part).toContain('28 Nov 2026, 3:05 pm IST');
      expect(part).toContain('26 Dec 2026, 3:05 pm IST');
      expect(part).toContain('Order: 7C6B5A4F');
      expect(part).toContain('Gurpreet Singh, Grievance Officer');
      expect(part).toContain('grievance@shahithreads.in');
    }
    expect(mail.text).toContain('The border is torn.\nPlease help.');
    expect(mail.text).toContain('Namaste Simran Kaur,');
    expect(mail.text).toContain('Subject: Dupatta arrived torn');
    expect(mail.text).not.toContain('Phone:');
  });

  it("acknowledges a guest barely: ticket, dates, officer and the shop's link, nothing the guest typed", () => {
    const mail = grievanceAcknowledgementMail(phishing, officer, shopUrl);
    expect(mail.subject).toBe('Your grievance GRV-1042 is registered');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('shahi-threads-verify');
      expect(part).not.toMatch(/URGENT|suspended|Security Team|Verify your card/);
    }
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('GRV-1042');
      expect(part).toContain('26 Nov 2026, 3:05 pm IST');
      expect(part).toContain('28 Nov 2026, 3:05 pm IST');
      expect(part).toContain('26 Dec 2026, 3:05 pm IST');
      expect(part).toContain('Gurpreet Singh, Grievance Officer');
      expect(part).toContain('grievance@shahithreads.in');
      expect(part).toContain(shopUrl);
      expect(part).toContain('If you did not write to us');
    }
    expect(mail.text.startsWith('Namaste,\n')).toBe(true);
  });

  it("tells the officer a guest's grievance in full, marked as from an unproven address", () => {
    const mail = grievanceNoticeMail(phishing);
    expect(mail.text).toContain(phishing.message);
    expect(mail.text).toContain('a guest (address not proven)');
    expect(grievanceNoticeMail(input).text).toContain('a signed-in shopper');
  });

  it('resolves a guest without their name or subject, a shopper with both', () => {
    const guest = grievanceResolutionMail(phishing, 'We could not find an order of yours.');
    for (const part of [guest.subject, guest.text, guest.html]) {
      expect(part).not.toContain('shahi-threads-verify');
      expect(part).not.toContain('Security Team');
    }
    expect(guest.text).toContain('Your grievance GRV-1042 is resolved.');
    const shopper = grievanceResolutionMail(input, 'A replacement is on its way.');
    expect(shopper.text).toContain('Namaste Simran Kaur,');
    expect(shopper.text).toContain('("Dupatta arrived torn")');
  });

  it('tells the officer who complained and by when to acknowledge; no phone reads "not given"', () => {
    const mail = grievanceNoticeMail(input);
    expect(mail.subject).toBe('Grievance GRV-1042: acknowledge by 28 Nov 2026, 3:05 pm IST');
    expect(mail.text).toContain('Simran Kaur <simran@example.in>, phone not given');
  });

  it('escapes what the complainant and the admin typed in HTML and keeps subjects to one line', () => {
    const bad = {
      ...input,
      name: `${hostile}\r\nBcc: x@example.in`,
      subject: `${hostile}\nX`,
      message: hostile,
    };
    for (const mail of [
      grievanceAcknowledgementMail(bad, officer, shopUrl),
      grievanceNoticeMail(bad),
      grievanceResolutionMail(bad, hostile),
    ]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
    }
    expect(grievanceResolutionMail(input, 'A replacement is on its way.').text).toContain(
      'A replacement is on its way.',
    );
  });
});
