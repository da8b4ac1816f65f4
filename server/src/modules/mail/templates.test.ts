import type { Order } from '@shahi/contract';
import { describe, expect, it } from 'vitest';
import {
  contactMail,
  orderCancelledMail,
  orderConfirmationMail,
  orderDeliveredMail,
  orderShippedMail,
  otpMail,
  passwordResetMail,
  welcomeMail,
} from './templates.ts';
import { mailDomain, senderAddress } from './transport.ts';

const hostile = '<script>alert("x")</script>';

describe('mail templates', () => {
  it('the code mail carries the code in both parts, never in the subject, and escapes names', () => {
    const mail = otpMail({ shopName: 'Shahi Threads', firstName: hostile, code: '482913', validMinutes: 10 });
    expect(mail.subject).toBe('Your Shahi Threads verification code');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('482913');
    expect(mail.text).toContain(`Namaste ${hostile},`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    for (const part of [mail.text, mail.html]) {
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
    const mail = otpMail({ shopName: 'Shahi Threads', code: '000111', validMinutes: 1 });
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).toContain('ROYALTY IN EVERY THREAD');
    expect(mail.html).not.toMatch(/<style|class=/);
    expect(mail.text).toContain('valid for 1 minute.');
  });
});

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

  it('the order confirmation lists the pieces and total in rupees, escapes titles and addresses', () => {
    const order: Order = {
      _id: '4fab920e-e552-40fa-84fc-5399473a4c60',
      createdAt: '2026-11-21T08:13:00.000Z',
      orderStatus: 'pending',
      products: [
        { productId: 'a', title: hostile, price: 123456 },
        { productId: 'b', title: 'Ajrakh Dohar', price: 3650 },
      ],
      addressDetails: {
        firstName: 'Harleen',
        lastName: 'Kaur',
        phone: '9876543210',
        address: '<b>12 Mall Road</b>',
        city: 'Chandigarh',
        state: 'Punjab',
        zip: '160017',
        country: 'India',
      },
      phoneNumber: '9812345678',
      payment: { method: 'cod', status: 'pending', amount: 127106, currency: 'INR' },
    };
    const mail = orderConfirmationMail({
      shopName: 'Shahi Threads',
      firstName: 'Harleen',
      order,
      ordersUrl: 'https://shop.example.in/my-orders',
    });
    expect(mail.subject).toBe('Your Shahi Threads order 4FAB920E is placed');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('₹1,23,456.00');
      expect(part).toContain('₹1,27,106.00');
      expect(part).toContain('https://shop.example.in/my-orders');
    }
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>12 Mall Road</b>');
    expect(mail.html).toContain('&lt;b&gt;12 Mall Road&lt;/b&gt;');
  });
});

describe('fulfilment mails (issue 7 §3)', () => {
  const order: Order = {
    _id: '9c0ffee0-e552-40fa-84fc-5399473a4c60',
    createdAt: '2026-11-21T08:13:00.000Z',
    orderStatus: 'shipped',
    products: [
      { productId: 'a', title: hostile, price: 123456 },
      { productId: 'b', title: 'Ajrakh Dohar', price: 3650 },
    ],
    addressDetails: {
      firstName: 'Harleen',
      lastName: 'Kaur',
      phone: '9876543210',
      address: '12 Mall Road',
      city: 'Chandigarh',
      state: 'Punjab',
      zip: '160017',
      country: 'India',
    },
    phoneNumber: '9812345678',
    payment: { method: 'cod', status: 'pending', amount: 127106, currency: 'INR' },
  };
  const online: Order = { ...order, payment: { ...order.payment, method: 'online', status: 'paid' } };
  const common = {
    shopName: 'Shahi Threads',
    firstName: 'Harleen',
    ordersUrl: 'https://shop.example.in/my-orders',
  };

  function expectSafe(html: string) {
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  }

  it('shipped: courier and tracking number in both parts, the cash to keep ready, titles escaped', () => {
    const mail = orderShippedMail({
      ...common,
      order,
      courierName: 'Delhivery <Express>',
      trackingNumber: 'DL-778899',
    });
    expect(mail.subject).toBe('Your Shahi Threads order 9C0FFEE0 is on its way');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('DL-778899');
      expect(part).toContain('₹1,27,106.00');
      expect(part).toContain('https://shop.example.in/my-orders');
    }
    expect(mail.text).toContain('Courier: Delhivery <Express>.');
    expect(mail.html).toContain('Courier: Delhivery &lt;Express&gt;.');
    expect(mail.text).toContain('keep ₹1,27,106.00 ready in cash');
    expectSafe(mail.html);
    const paid = orderShippedMail({
      ...common,
      order: online,
      courierName: 'Blue Dart',
      trackingNumber: 'BD1',
    });
    expect(paid.text).toContain('Nothing to pay on delivery');
  });

  it('delivered: cash received for cash on delivery, paid online otherwise', () => {
    const mail = orderDeliveredMail({ ...common, order });
    expect(mail.subject).toBe('Your Shahi Threads order 9C0FFEE0 was delivered');
    expect(mail.text).toContain('received your payment of ₹1,27,106.00 in cash');
    expectSafe(mail.html);
    expect(orderDeliveredMail({ ...common, order: online }).text).toContain('Paid online: ₹1,27,106.00');
  });

  it('cancelled: the reason (escaped, lines kept) and what happens to the money', () => {
    const refunded = orderCancelledMail({
      ...common,
      order: online,
      reason: `Damaged ${hostile}\nSorry`,
      money: { kind: 'refunded', amount: 1271.06 },
    });
    expect(refunded.subject).toBe('Your Shahi Threads order 9C0FFEE0 was cancelled');
    expect(refunded.text).toContain(`Reason: Damaged ${hostile}\nSorry`);
    expect(refunded.html).toContain('Reason: Damaged &lt;script&gt;');
    expect(refunded.html).toContain('white-space:pre-wrap');
    for (const part of [refunded.text, refunded.html]) expect(part).toContain('refunded ₹1,271.06');
    expectSafe(refunded.html);

    const cod = orderCancelledMail({ ...common, order, reason: '  ', money: { kind: 'cod' } });
    expect(cod.text).not.toContain('Reason:');
    expect(cod.text).toContain('nothing to pay and nothing to refund');
    const unpaid = orderCancelledMail({ ...common, order: online, reason: '', money: { kind: 'unpaid' } });
    expect(unpaid.text).toContain('refunded to you in full automatically');
  });
});
