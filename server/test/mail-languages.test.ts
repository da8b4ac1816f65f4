/**
 * The shopper's language on the server (ADR 0065): mails built from `translator(locale)` with
 * `<html lang>` and links in the language, English mails unchanged; `PUT /api/my-locale`; the `lang`
 * cookie stored on a registered account; the invoice's bilingual headings.
 */
import type { Order } from '@shahi/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmationMessage } from '#server/flows/steps/order-mail.ts';
import { cookieLocale } from '#server/i18n/cookie-locale.ts';
import { invoiceMessages } from '#server/i18n/invoice-messages.ts';
import { mailMessages } from '#server/i18n/mail-messages.ts';
import { translator } from '#server/i18n/translate.ts';
import { indianTime } from '#server/mail/layout.ts';
import { ENGLISH_WORDS, mailWordsFor } from '#server/mail/words.ts';
import { bilingual } from '#server/modules/tax/pdf-heading.ts';
import { newShopper, post } from './helpers/accounts.ts';
import { waitForMail } from './helpers/outbox.ts';
import { useTwoShoppers } from './helpers/two-shoppers.ts';

const order = {
  _id: '1a2b3c4d-0000-4000-8000-000000000001',
  products: [{ _id: 'p1', title: 'Phulkari dupatta', price: 4500, listPrice: 4500 }],
  payment: { method: 'cod', amount: 4500 },
  addressDetails: {
    firstName: 'Harleen',
    lastName: 'Kaur',
    address: '12 Sector 17',
    city: 'Chandigarh',
    state: 'Chandigarh',
    zip: '160017',
    country: 'India',
    phone: '9876543210',
  },
} as unknown as Order;

const deps = { shopName: 'Shahi Threads', publicUrl: 'https://shop.example' };

/** What `translator(locale)` gives for `id` with positional `args`, or the English where it has none. */
async function expected(locale: 'hi' | 'pa', id: string, english: string, ...args: string[]) {
  const t = await translator(locale);
  const text = t(id, Object.fromEntries(args.map((value, index) => [String(index), value])));
  return text === id ? english : text;
}

describe('a mail in the shopper language', () => {
  it('builds a Hindi order mail from translator("hi"), with <html lang="hi-IN"> and /hi links', async () => {
    const words = await mailWordsFor('hi');
    const mail = confirmationMessage(
      deps,
      { email: 'a@example.in', firstName: 'Asha' },
      order,
      undefined,
      undefined,
      words,
    );
    const english = mailMessages.orderPlacedSubject('Shahi Threads', '1A2B3C4D');
    expect(mail.subject).toBe(
      await expected('hi', 'mail.orderPlacedSubject', english, 'Shahi Threads', '1A2B3C4D'),
    );
    // The Hindi catalogue's own words, not the English fallback.
    expect(mail.subject).not.toBe(english);
    expect(mail.subject).toMatch(/[\u0900-\u097F]/);
    const greetingText = await expected('hi', 'mail.greetingNamed', 'Namaste Asha,', 'Asha');
    expect(mail.text.startsWith(greetingText)).toBe(true);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.text).toContain('https://shop.example/hi/my-orders');
    expect(mail.html).toContain('href="https://shop.example/hi/my-orders"');
    expect(mail.text).toContain('₹4,500.00');
  });

  it('leaves an English shopper mail as it was', async () => {
    expect(await mailWordsFor('en')).toBe(ENGLISH_WORDS);
    expect(await mailWordsFor(null)).toBe(ENGLISH_WORDS);
    expect(await mailWordsFor('fr')).toBe(ENGLISH_WORDS);
    const mail = confirmationMessage(deps, { email: 'a@example.in', firstName: 'Asha' }, order, undefined);
    expect(mail.subject).toBe('Your Shahi Threads order 1A2B3C4D is placed');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('https://shop.example/my-orders');
    expect(mail.text).not.toContain('/hi/');
  });

  it('writes the Punjabi date through Intl in pa-IN, India time, Latin digits', async () => {
    const words = await mailWordsFor('pa');
    const at = new Date('2026-11-21T09:35:00Z');
    const text = indianTime(at, words);
    expect(text).toMatch(/21/);
    expect(text).toMatch(/3:05/);
    expect(text.endsWith(' IST')).toBe(true);
    expect(indianTime(at)).toBe('21 Nov 2026, 3:05 pm IST');
  });
});

describe('the lang cookie', () => {
  it('names a locale only when the cookie holds one of the three', () => {
    expect(cookieLocale('theme=dark; lang=hi; x=1')).toBe('hi');
    expect(cookieLocale('lang=pa')).toBe('pa');
    expect(cookieLocale('lang="en"')).toBe('en');
    expect(cookieLocale('lang=fr')).toBeUndefined();
    expect(cookieLocale('slang=hi')).toBeUndefined();
    expect(cookieLocale('lang')).toBeUndefined();
    expect(cookieLocale(undefined)).toBeUndefined();
    expect(cookieLocale('')).toBeUndefined();
  });
});

describe('invoice headings', () => {
  it('prints English alone without labels, and "English / translation" with them', async () => {
    expect(bilingual({ copy: 'original' }, 'taxInvoice', 'TAX INVOICE')).toBe('TAX INVOICE');
    const labels = { ...invoiceMessages, taxInvoice: 'कर बीजक' };
    expect(bilingual({ copy: 'original', labels }, 'taxInvoice', 'TAX INVOICE')).toBe(
      'TAX INVOICE / कर बीजक',
    );
    // A label the catalogue leaves English is not repeated.
    expect(bilingual({ copy: 'original', labels }, 'date', 'Date')).toBe('Date');
  });
});

describe('PUT /api/my-locale', () => {
  const s = useTwoShoppers();
  const put = (body: unknown, token?: string) =>
    s.t.app.inject({
      method: 'PUT',
      url: '/api/my-locale',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as Record<string, unknown>,
    });
  const localeOf = async (email: string) => {
    const { rows } = await s.t.db.execute<{ locale: string }>(
      sql`SELECT locale FROM users WHERE email = ${email}`,
    );
    return rows[0]?.locale;
  };

  it('stores the locale of the signed-in shopper (200)', async () => {
    const answer = await put({ locale: 'pa' }, s.alice.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, locale: 'pa' });
    expect(await localeOf(s.alice.email)).toBe('pa');
    expect(await localeOf(s.bob.email)).toBe('en');
    await put({ locale: 'en' }, s.alice.token);
    expect(await localeOf(s.alice.email)).toBe('en');
  });

  it('answers 401 signed out, whatever the body', async () => {
    expect((await put({ locale: 'hi' })).statusCode).toBe(401);
    expect((await put({ locale: 'xx' })).statusCode).toBe(401);
  });

  it('answers 400 to anything but en, hi or pa, and keeps the locale', async () => {
    await put({ locale: 'hi' }, s.bob.token);
    for (const body of [
      { locale: 'fr' },
      { locale: 'HI' },
      {},
      { locale: 3 },
      { locale: 'h'.repeat(5000) },
    ]) {
      expect((await put(body, s.bob.token)).statusCode).toBe(400);
    }
    expect(await localeOf(s.bob.email)).toBe('hi');
  });

  it('mails a shopper registered with lang=hi in Hindi, and stores the locale', async () => {
    const shopper = newShopper();
    const registered = await s.t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: 'theme=light; lang=hi' },
      payload: shopper,
    });
    expect(registered.statusCode).toBe(201);
    expect(await localeOf(shopper.email)).toBe('hi');
    const mail = await waitForMail(s.t.env.DATA_DIR, (m) => m.to === shopper.email);
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(mail.subject).toBe(
      await expected('hi', 'mail.otpSubject', mailMessages.otpSubject('Shahi Threads'), 'Shahi Threads'),
    );
    // Without the cookie: English.
    const plain = newShopper();
    expect((await post(s.t.app, '/register', plain)).statusCode).toBe(201);
    expect(await localeOf(plain.email)).toBe('en');
  });
});
