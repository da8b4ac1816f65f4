/**
 * The shared look of every mail: tables and inline styles only, every value through `escapeHtml`.
 * The shared words come in the recipient's language (`MailWords`, ./words.ts); English without them.
 */
import { formatIstDateTime, SHOP_SLOGAN } from '@shahi/contract';
import { LOCALE_TAGS } from '@shahi/contract/i18n';
import { ENGLISH_WORDS, type MailWords } from './words.ts';

const MAROON = '#7a1f2b';
const GOLD = '#e9c98b';
const CREAM = '#f8f1e7';
const INK = '#2b2118';
const MUTED = '#7a6a5a';
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = 'Arial, Helvetica, sans-serif';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Collapses line breaks and runs of spaces, so shopper text cannot shape a header line. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** "Namaste Asha," — or just "Namaste," when the name is blank, in the words' language. Plain text, not escaped. */
export function greeting(firstName: string | undefined, { m }: MailWords = ENGLISH_WORDS): string {
  const name = firstName?.trim();
  return name ? m.greetingNamed(name) : m.greetingPlain;
}

/**
 * The greeting of a mail to an address someone typed: "Namaste <name>," when their account proved
 * the address, else "Namaste,", so a guest's typed name is never repeated to a stranger.
 */
export function greetingFor(
  { addressProven, name }: { addressProven: boolean; name: string },
  words: MailWords = ENGLISH_WORDS,
): string {
  return greeting(addressProven ? oneLine(name) : undefined, words);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as Indian time for a mail, e.g. "21 Nov 2026, 3:05 pm IST" (`formatIstDateTime`); in
 * Hindi or Punjabi the same moment through `Intl` in `LOCALE_TAGS[locale]` (Latin digits), with "IST".
 */
export function indianTime(date: Date, { locale }: MailWords = ENGLISH_WORDS): string {
  if (locale === 'en') return formatIstDateTime(date);
  const tag = LOCALE_TAGS[locale];
  let format = timeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    });
    timeFormats.set(tag, format);
  }
  return `${format.format(date)} IST`;
}

/** "30 minutes" (or "1 minute") in the words' language. */
export function minutesText(count: number, { m }: MailWords = ENGLISH_WORDS): string {
  return count === 1 ? m.oneMinute : m.minutes(count);
}

/** The plain-text sign-off of every mail. */
export function textSignature(shopName: string, { m }: MailWords = ENGLISH_WORDS): string {
  return `${m.signOff}\n${shopName}\n${SHOP_SLOGAN}`;
}

/** A paragraph of plain text, escaped; `tone: 'small'` for security notes. */
export function paragraph(text: string, tone: 'body' | 'small' = 'body'): string {
  const style =
    tone === 'small'
      ? `margin:0 0 14px;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};`
      : `margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:23px;color:${INK};`;
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

/** Text kept as someone typed it (line breaks shown), set apart by a gold rule; escaped. */
export function quotedText(text: string): string {
  return `<div style="margin:0 0 18px;padding:14px 16px;border-left:3px solid ${GOLD};background:${CREAM};font-family:${SANS};font-size:15px;line-height:23px;color:${INK};white-space:pre-wrap;word-break:break-word;">${escapeHtml(text)}</div>`;
}

/** A one-time code, large and spaced so it is easy to read and type. */
export function codeBlock(code: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px auto 22px;">
<tr><td align="center" style="padding:14px 26px;border:1px dashed ${MAROON};border-radius:6px;background:${CREAM};font-family:'Courier New', Courier, monospace;font-size:32px;line-height:38px;font-weight:bold;letter-spacing:8px;color:${MAROON};">${escapeHtml(code)}</td></tr>
</table>`;
}

/** A button to `url` (absolute, built from `PUBLIC_URL`) and the raw link for clients that hide it. */
export function buttonWithLink(label: string, url: string, { m }: MailWords = ENGLISH_WORDS): string {
  const href = escapeHtml(url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px auto 18px;">
<tr><td align="center" bgcolor="${MAROON}" style="border-radius:4px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:13px 30px;font-family:${SANS};font-size:15px;font-weight:bold;letter-spacing:1px;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px;font-family:${SANS};font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(m.buttonFallback)}<br><a href="${href}" target="_blank" style="color:${MAROON};word-break:break-all;">${href}</a></p>`;
}

export interface LayoutInput {
  shopName: string;
  /** Short line mail clients show beside the subject; hidden in the body. Plain text. */
  preheader: string;
  blocks: string[];
  /** The recipient's language: `<html lang>`, sign-off and footer; English when absent. */
  words?: MailWords;
}

/** A complete HTML document around `blocks`, 600 px wide at most, `<html lang>` the words' BCP 47 tag. */
export function renderLayout({ shopName, preheader, blocks, words = ENGLISH_WORDS }: LayoutInput): string {
  const name = escapeHtml(shopName);
  const { m } = words;
  const lang = words.locale === 'en' ? 'en' : LOCALE_TAGS[words.locale];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${name}</title>
</head>
<body style="margin:0;padding:0;background:${CREAM};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${CREAM};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border:1px solid #eadfce;">
<tr><td align="center" bgcolor="${MAROON}" style="padding:26px 24px 20px;border-bottom:3px solid ${GOLD};">
<div style="font-family:${SERIF};font-size:28px;line-height:34px;color:#ffffff;">${name}</div>
<div style="margin-top:6px;font-family:${SANS};font-size:11px;letter-spacing:3px;color:${GOLD};">${escapeHtml(SHOP_SLOGAN)}</div>
</td></tr>
<tr><td style="padding:30px 32px 14px;">
${blocks.join('\n')}
</td></tr>
<tr><td style="padding:18px 32px 26px;border-top:1px solid #eadfce;">
<p style="margin:0;font-family:${SERIF};font-size:14px;line-height:21px;color:${INK};">${escapeHtml(m.signOff)}<br>${name}</p>
</td></tr>
</table>
<p style="margin:14px 0 0;font-family:${SANS};font-size:11px;line-height:16px;color:${MUTED};">${escapeHtml(m.footer)} &middot; ${name}</p>
</td></tr>
</table>
</body>
</html>
`;
}
