/**
 * The shop in Hindi and Punjabi on a phone (docs/decisions/0065-three-languages.md): home → a
 * piece → ADD → bag → checkout signed in by mobile number (the code read from the SMS stand-in's
 * outbox) → address → cash on delivery → My Orders, every page in the language (`<html lang>`,
 * links kept under `/hi` or `/pa`), axe-clean, and with no English left but the owner's own words.
 * Labels are looked up in the language's catalogues (English where one lacks a translation), so
 * the journey runs before and after the catalogues are filled; the English check lists what is left.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './gestures.ts';
import { withShopDatabase } from './shop-database.ts';

type Language = 'hi' | 'pa';
const TAGS: Record<Language, string> = { hi: 'hi-IN', pa: 'pa-IN' };

/** Unquotes a PO string (`"a\"b"` → `a"b`). */
function poString(quoted: string): string {
  return JSON.parse(quoted.replace(/\\t/g, '\t')) as string;
}

/** source text → translation of a PO file; an empty translation is left out. */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | undefined;
  let text: string | undefined;
  let field: 'id' | 'text' | undefined;
  const flush = () => {
    if (id && text) entries.set(id, text);
    id = undefined;
    text = undefined;
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] === 'msgid' ? 'id' : 'text';
      const value = poString(start[2] ?? '""');
      if (field === 'id') id = value;
      else text = value;
    } else if (/^".*"$/.test(line)) {
      if (field === 'id') id = `${id ?? ''}${poString(line)}`;
      else if (field === 'text') text = `${text ?? ''}${poString(line)}`;
    }
  }
  flush();
  return entries;
}

const root = path.resolve(import.meta.dirname, '../..');
const catalogues: Record<Language, Map<string, string>> = {
  hi: readPo(path.join(root, 'web/src/locales/hi.po')),
  pa: readPo(path.join(root, 'web/src/locales/pa.po')),
};

/** `english` as the storefront shows it in `language`: its translation, or English until there is one. */
function word(language: Language, english: string): string {
  return catalogues[language].get(english) ?? english;
}

/** A fresh Indian mobile number (6–9 then nine digits). */
function freshMobile(): string {
  return `9${String(Date.now()).slice(-9)}`;
}

/** The newest sign-in code the SMS stand-in took for `mobile`, from `notification_outbox`. */
async function smsCode(mobile: string, after: Date): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const { rows } = await withShopDatabase((client) =>
        client.query<{ body: string }>(
          `SELECT body FROM notification_outbox
            WHERE channel = 'sms' AND phone LIKE $1 AND created_at >= $2
            ORDER BY created_at DESC LIMIT 1`,
          [`%${mobile}`, after],
        ),
      );
      code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in with `mobile` through the mobile form on screen: number → SMS code → signed in. */
async function signInByMobile(page: Page, mobile: string) {
  const asked = new Date(Date.now() - 1000);
  await page.locator('input[type="tel"]').first().fill(mobile);
  await page.locator('form:has(input[type="tel"]) button[type="submit"]').click();
  const codeInput = page.locator('input[autocomplete="one-time-code"]');
  await expect(codeInput).toBeVisible();
  await codeInput.fill(await smsCode(mobile, asked));
  await page.locator('form:has(input[autocomplete="one-time-code"]) button[type="submit"]').click();
  await expect(codeInput).toBeHidden();
}

/** Every text string of the owner's (pieces, categories, footer, seller, banners, testimonials). */
async function ownersWords(request: APIRequestContext, extra: unknown[] = []): Promise<string[]> {
  const answers = await Promise.all([
    request.get('/api/footer'),
    request.get('/api/seller'),
    request.get('/api/product-list-by-category'),
    request.post('/api/category/active'),
    request.post('/api/banner/active'),
    request.post('/api/testimonial/active'),
  ]);
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      // A description's lines are separated by `$`; the details' marks (~~struck~~, **bold**) split text nodes.
      for (const part of value.split(/\$|\n|~~|\*\*/)) if (part.trim()) words.add(part.trim());
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const answer of answers) if (answer.ok()) collect(await answer.json());
  extra.forEach(collect);
  // Longest first, so a title is taken out before a shorter word inside it.
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * What may stay in Latin letters: the brand; how Intl writes times in every language; the names
 * Indian shoppers read in Latin letters whatever their language (GST, GSTIN, UPI, Razorpay,
 * WhatsApp, the STOP a shopper types back); English as the switcher names it; the licence the
 * PIN directory is credited under.
 */
const ALLOWED =
  /\b(?:Shahi Threads|IST|am|pm|AM|PM|UPI|GSTIN|GST|Razorpay|WhatsApp|STOP|English|data\.gov\.in|GODL-India)\b/g;

/**
 * The English strings left on the page: each visible text node and label (aria-label,
 * placeholder, title, alt) with the owner's own words, the brand, e-mail addresses, URLs and
 * numbers taken out, that still holds a Latin word of two letters or more.
 */
async function englishLeft(page: Page, owners: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    ))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    return found;
  });
  const left = new Set<string>();
  for (const text of texts) {
    // The allowed names first: an owner's word inside one ("India" in "GODL-India") would break it.
    let rest = text.replace(ALLOWED, ' ');
    for (const own of owners) if (own.length > 1 && rest.includes(own)) rest = rest.split(own).join(' ');
    rest = rest
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      // An order's reference (its id's first 8 hex digits, upper-cased: "CB11C2AA").
      .replace(/\b[0-9A-F]{8}\b/g, ' ');
    if (/[A-Za-z]{2,}/.test(rest)) left.add(text);
  }
  return [...left];
}

// Axe reads colours as they are on screen: with motion reduced, no text is caught mid-fade.
test.use({ reducedMotion: 'reduce' });

for (const language of ['hi', 'pa'] as const) {
  test(`${language}: home → piece → ADD → bag → mobile sign-in → address → COD → My Orders, all in the language`, async ({
    page,
    request,
    failures,
  }) => {
    test.setTimeout(180_000);
    const prefix = `/${language}`;
    const visited: Array<{ name: string; english: string[]; axe: string[] }> = [];
    let owners = await ownersWords(request);
    const check = async (name: string) => {
      await expect(page.locator('html')).toHaveAttribute('lang', TAGS[language]);
      expect(new URL(page.url()).pathname.startsWith(prefix), page.url()).toBe(true);
      visited.push({ name, english: await englishLeft(page, owners), axe: await axeViolations(page) });
    };

    // Home: server-rendered in the language; its links stay in it.
    await page.goto(prefix);
    await check('home');
    // The last home row's last piece: the specs that count a category's pieces read the first rows.
    const rows = (await (await request.get('/api/product-list-by-category')).json()).data as Array<{
      products: Array<{ _id: string }>;
    }>;
    const pieceId = rows.at(-1)?.products.at(-1)?._id;
    if (!pieceId) throw new Error('home shows no piece');
    // Home links it in the language (it may sit past the row's visible cards on a phone).
    await expect(page.locator(`main a[href="${prefix}/product/${pieceId}"]`).first()).toBeAttached();
    await page.goto(`${prefix}/product/${pieceId}`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/product/[0-9a-f-]{36}$`));
    const productId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const product = (await (await request.get(`/api/product/${productId}`)).json()).data;
    const title: string = product.translations?.[language]?.title ?? product.title;
    owners = await ownersWords(request, [product]);
    await check('product');

    // ADD: a visitor is asked to sign in first (by mobile number), then adds the piece.
    const mobile = freshMobile();
    await page.getByRole('button', { name: word(language, 'Add'), exact: true }).click();
    // Adding to the bag needs an account: the login page, in the language, offers the mobile number.
    await expect(page).toHaveURL(new RegExp(`${prefix}/login`));
    await page.getByRole('button', { name: word(language, 'Sign in with mobile number') }).click();
    await check('sign-in');
    await signInByMobile(page, mobile);
    await page.goto(`${prefix}/product/${productId}`);
    await page.getByRole('button', { name: word(language, 'Add'), exact: true }).click();
    await expect(page.getByRole('button', { name: word(language, 'Added') })).toBeDisabled();

    // The bag, then BUY the piece.
    await page.goto(`${prefix}/cart`);
    await expect(page.locator('main article')).toHaveCount(1);
    await check('bag');
    await page
      .locator('main article')
      .getByRole('link', { name: word(language, 'BUY') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/${productId}$`));

    // The address, typed in at the checkout (a new account has none saved).
    const field = (name: string) => page.locator(`[name="addressDetails.${name}"]`);
    await expect(field('firstName')).toBeVisible();
    await field('firstName').fill('Harleen');
    await field('lastName').fill('Kaur');
    await field('address').fill('House 12, Sector 17-C');
    // What the shopper typed is theirs, shown back as typed.
    owners.unshift('House 12, Sector 17-C, Chandigarh, Chandigarh, 160017, India');
    await field('zip').fill('160017');
    await field('city').fill('Chandigarh');
    const state = page.locator('select[name="addressDetails.state"]');
    if (await state.count()) await state.selectOption('Chandigarh');
    // The recipient's phone for the courier (a new account has no saved address to fill it from).
    const phone = field('phone');
    if (!(await phone.inputValue())) await phone.fill(mobile);
    await check('checkout');
    await page.locator('input[name="paymentMethod"][value="cod"]').check();
    await page.locator('input[name="acceptTerms"]').check();
    await page.getByRole('button', { name: word(language, 'Place Order') }).click();

    // My Orders, in the language, with the order.
    await expect(page).toHaveURL(new RegExp(`${prefix}/my-orders$`));
    await expect(page.locator('main').getByText(title).first()).toBeVisible();
    await check('my-orders');

    expect(failures).toEqual([]);
    const axe = visited.flatMap(({ name, axe: found }) => found.map((line) => `${name}: ${line}`));
    expect(axe, 'axe violations').toEqual([]);
    // Fails until the catalogues hold every word: lists each English string by page.
    const english = visited.flatMap(({ name, english: found }) => found.map((text) => `${name}: ${text}`));
    expect(english, `English left on the ${language} pages`).toEqual([]);
  });
}
