import { describe, expect, it } from 'vitest';
import { contactMail } from './mails.ts';

const hostile = '<script>alert("x")</script>';

describe('contact mail', () => {
  const base = {
    shopName: 'Shahi Threads',
    name: 'Simran Kaur',
    email: 'simran@example.in',
    phone: '9876543210',
    message: 'Is the phulkari dupatta still available?\nI live in Mohali.',
    receivedAt: new Date('2026-11-21T09:35:00Z'),
  };

  it("names the shopper and the shopper's address in the subject and both parts", () => {
    const mail = contactMail(base);
    expect(mail.subject).toBe('Contact form: Simran Kaur <simran@example.in>');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Simran Kaur');
      expect(part).toContain('simran@example.in');
      expect(part).toContain('9876543210');
      expect(part).toContain('21 Nov 2026, 3:05');
    }
    expect(mail.text).toContain('Is the phulkari dupatta still available?\nI live in Mohali.');
    expect(mail.html).toContain('href="mailto:simran@example.in"');
    expect(mail.html).toContain('white-space:pre-wrap');
    expect(mail.text).toContain('To answer, write to simran@example.in');
  });

  it('says when no phone was given', () => {
    const mail = contactMail({ ...base, phone: '' });
    expect(mail.text).toContain('Phone: not given');
    expect(mail.html).toContain('Phone: not given');
    expect(mail.html).not.toContain('tel:');
  });

  it('keeps hostile text verbatim in the text part and escaped in HTML; the subject is one line', () => {
    const mail = contactMail({
      ...base,
      name: `${hostile}\r\nBcc: victim@example.in`,
      email: '"><img src=x onerror=alert(1)>@example.in',
      message: `${hostile} & <a href="javascript:alert(1)">click</a>`,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain(`Contact form: ${hostile} Bcc: victim@example.in`);
    expect(mail.text).toContain(`${hostile} & <a href="javascript:alert(1)">click</a>`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<a href="javascript');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href=&quot;javascript:alert(1)&quot;&gt;',
    );
    expect(mail.html).toContain('href="mailto:&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.in"');
  });
});
