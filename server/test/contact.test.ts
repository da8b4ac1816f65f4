/**
 * The contact form (docs/product.md#contact-and-content-pages): validation with the contract's
 * messages, storage in contact_messages, the mail to the shop's inbox through the queue (the seller
 * settings' customer-care e-mail, else SHOP_EMAIL, else the footer's e-mail address, else
 * shop@<domain>; ADR 0062), escaping, and the rate limits per
 * e-mail address and per client.
 */
import { randomBytes } from 'node:crypto';
import { messages } from '@shahi/contract';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@shahi/contract/schemas';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRateLimits } from '#server/modules/contact/rate-limits.ts';
import { createContactService } from '#server/modules/contact/service.ts';
import { contactMessages, footerContacts, sellerSettings } from '#server/tables/index.ts';
import { type OutboxMail, waitForMail } from './helpers/outbox.ts';
import { createTestApp } from './helpers/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The seeded footer's first e-mail entry (server/src/seed/demo-content.ts). */
const FOOTER_EMAIL = 'care@shahithreads.in';

const uniqueEmail = () => `contact.${randomBytes(6).toString('hex')}@example.in`;

/** A valid message from a fresh address (`overrides` win). */
function message(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Simran Kaur',
    email: uniqueEmail(),
    phone: '9876543210',
    message: 'Is the phulkari dupatta with the gold border still available? I live in Mohali.',
    ...overrides,
  };
}

function send(app: typeof t.app, body: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: body as Record<string, unknown>,
    remoteAddress,
  });
}

/** The stored rows from `email`, newest first. */
function storedFrom(app: typeof t, email: string) {
  return app.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt));
}

/** The contact mail whose text names `email` (the shopper), once it is in the outbox. */
function contactMailFrom(dataDir: string, email: string): Promise<OutboxMail> {
  return waitForMail(
    dataDir,
    (mail) => mail.subject.startsWith('Contact form:') && mail.text.includes(email),
  );
}

describe('POST /api/contact', () => {
  it('stores the message, answers 201 with the thank-you, and mails the shop', async () => {
    const body = message({ name: '  Simran Kaur ', email: `  ${uniqueEmail().toUpperCase()} ` });
    const email = body.email.trim().toLowerCase();
    const response = await send(t.app, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.contactSent });

    const [row, ...others] = await storedFrom(t, email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ name: 'Simran Kaur', email, phone: '9876543210', message: body.message });

    const mail = await contactMailFrom(t.env.DATA_DIR, email);
    expect(mail.to).toBe(FOOTER_EMAIL); // The seeded seller's customer-care e-mail, the footer's too.
    expect(mail.subject).toBe(`Contact form: Simran Kaur <${email}>`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(body.message);
      expect(part).toContain(email);
      expect(part).toContain('9876543210');
    }
    expect(mail.html).toContain(`href="mailto:${email}"`);
  });

  it('accepts a message without a phone and stores the phone as empty', async () => {
    const { phone: _phone, ...body } = message();
    expect((await send(t.app, body)).statusCode).toBe(201);
    const [row] = await storedFrom(t, body.email);
    expect(row?.phone).toBe('');
    const mail = await contactMailFrom(t.env.DATA_DIR, body.email);
    expect(mail.text).toContain('Phone: not given');
  });

  it('stores hostile text verbatim and escapes it in the HTML part', async () => {
    const hostile = `<script>alert("x")</script> '; DROP TABLE contact_messages; -- & <img src=x onerror=alert(1)>`;
    const body = message({ name: '<b>Bold</b> "Name"', message: hostile });
    expect((await send(t.app, body)).statusCode).toBe(201);
    const [row] = await storedFrom(t, body.email);
    expect(row?.message).toBe(hostile);
    expect(row?.name).toBe('<b>Bold</b> "Name"');

    const mail = await contactMailFrom(t.env.DATA_DIR, body.email);
    expect(mail.text).toContain(hostile);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &quot;Name&quot;');
  });

  it.each([
    ['no name', { name: '' }, messages.nameRequired],
    ['a blank name', { name: '   ' }, messages.nameRequired],
    ['a name that is not text', { name: 42 }, messages.nameRequired],
    ['no e-mail', { email: '' }, messages.emailRequired],
    ['a bad e-mail', { email: 'simran.example.in' }, messages.enterValidEmail],
    ['a bad phone', { phone: '98765' }, messages.enterValidPhone],
    ['no message', { message: ' ' }, messages.messageRequired],
    [
      'a message that is too long',
      { message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) },
      messages.messageTooLong,
    ],
    ['a name that is too long', { name: 'n'.repeat(101) }, messages.textTooLong],
  ])('refuses %s with 400 and its message, storing nothing', async (_case, overrides, expected) => {
    const body = message(overrides);
    const response = await send(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expected });
    if (typeof body.email === 'string' && body.email) expect(await storedFrom(t, body.email)).toHaveLength(0);
  });

  it('refuses a missing message field with its message', async () => {
    const { message: _message, ...body } = message();
    expect((await send(t.app, body)).json()).toMatchObject({
      success: false,
      message: messages.messageRequired,
    });
  });

  it('accepts a message of exactly the longest length', async () => {
    const body = message({ message: 'm'.repeat(CONTACT_MESSAGE_MAX_LENGTH) });
    expect((await send(t.app, body)).statusCode).toBe(201);
  });

  it.each([
    ['an array', [1, 2]],
    ['null', null],
    ['a string', 'hello'],
  ])('answers %s as a body with a 400, never a 500', async (_case, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers a huge body with 413 and other content types with 415', async () => {
    const huge = await send(t.app, message({ message: 'x'.repeat(200_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, message: 'The request body is too large' });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a&email=a%40b.in&message=hi',
    });
    expect(form.statusCode).toBe(415);
  });

  it('refuses NUL characters with a 400', async () => {
    const response = await send(t.app, message({ message: 'before\u0000after' }));
    expect(response.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('trip after the allowance for one e-mail address, whatever the client', async () => {
    const email = uniqueEmail();
    const { max } = contactRateLimits.address;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await send(t.app, message({ email }), `198.51.100.${attempt + 1}`);
      expect(response.statusCode, `attempt ${attempt + 1}`).toBe(201);
    }
    // The same address in other letters is the same address.
    const blocked = await send(t.app, message({ email: email.toUpperCase() }), '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, message: messages.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFrom(t, email)).toHaveLength(max);
    // Another address goes on.
    expect((await send(t.app, message(), '198.51.100.201')).statusCode).toBe(201);
  });

  it('trip after the allowance for one client across addresses; other clients go on', async () => {
    const { max } = contactRateLimits.client;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await send(t.app, message(), '203.0.113.9')).statusCode, `attempt ${attempt + 1}`).toBe(201);
    }
    const blocked = await send(t.app, message(), '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await send(t.app, message(), '203.0.113.10')).statusCode).toBe(201);
  });

  it('do not count loopback clients per client (a same-machine proxy would lock everyone out)', async () => {
    const { max } = contactRateLimits.client;
    for (let attempt = 0; attempt <= max; attempt += 1) {
      expect((await send(t.app, message())).statusCode).toBe(201);
    }
  });
});

describe('where the mail goes', () => {
  it("to the seller settings' customer-care e-mail, ahead of SHOP_EMAIL", async () => {
    const withInbox = await createTestApp({ SHOP_EMAIL: 'orders@shahithreads.in' });
    try {
      await withInbox.db.update(sellerSettings).set({ careEmail: 'care@phulkarighar.in' });
      const body = message();
      expect((await send(withInbox.app, body)).statusCode).toBe(201);
      const mail = await contactMailFrom(withInbox.env.DATA_DIR, body.email);
      expect(mail.to).toBe('care@phulkarighar.in');
    } finally {
      await withInbox.close();
    }
  });

  it('to SHOP_EMAIL when it is set and the seller settings are not stored yet', async () => {
    const withInbox = await createTestApp({ SHOP_EMAIL: 'orders@shahithreads.in' });
    try {
      await withInbox.db.delete(sellerSettings);
      const body = message();
      expect((await send(withInbox.app, body)).statusCode).toBe(201);
      const mail = await contactMailFrom(withInbox.env.DATA_DIR, body.email);
      expect(mail.to).toBe('orders@shahithreads.in');
    } finally {
      await withInbox.close();
    }
  });

  it('to shop@<the public domain> when neither seller settings, SHOP_EMAIL nor a footer e-mail is set', async () => {
    const bare = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
    try {
      await bare.db.delete(sellerSettings);
      await bare.db.delete(footerContacts).where(eq(footerContacts.type, 'email'));
      const body = message();
      expect((await send(bare.app, body)).statusCode).toBe(201);
      const mail = await contactMailFrom(bare.env.DATA_DIR, body.email);
      expect(mail.to).toBe('shop@shop.example.in');
    } finally {
      await bare.close();
    }
  });
});

describe('one transaction', () => {
  it('stores nothing when the mail cannot be queued', async () => {
    const failing = createContactService({
      pool: t.pool,
      env: t.env,
      mail: {
        enqueue: async () => {
          throw new Error('queue refused');
        },
        wake: () => {},
      },
    });
    const body = { ...message(), phone: '' };
    await expect(failing.send(body)).rejects.toThrow('queue refused');
    expect(await storedFrom(t, body.email)).toHaveLength(0);
  });
});
