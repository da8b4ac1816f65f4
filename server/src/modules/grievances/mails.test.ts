import { describe, expect, it } from 'vitest';
import { grievanceAcknowledgementMail, grievanceNoticeMail, grievanceResolutionMail } from './mails.ts';

const hostile = '<script>alert("x")</script>';

const input = {
  shopName: 'Shahi Threads',
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

describe('grievance mails', () => {
  it('acknowledges with the ticket, the due dates in India time, the message and the officer', () => {
    const mail = grievanceAcknowledgementMail(input, officer);
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
    expect(mail.text).not.toContain('Phone:');
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
      grievanceAcknowledgementMail(bad, officer),
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
