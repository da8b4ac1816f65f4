/**
 * The account mails, as pure functions returning subject, text and HTML: the registration code,
 * the reset link, the welcome, and the notices that an address was locked (./lockouts.ts). Voice:
 * warm, brief, royal but plain — a handcraft workshop in Chandigarh writing to a customer — in the
 * recipient's language (`words`; English without).
 */

import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  codeBlock,
  greeting,
  indianTime,
  minutesText,
  paragraph,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';
import { ENGLISH_WORDS, type MailWords } from '#server/mail/words.ts';

/** The recipient's language (`mailWordsFor(users.locale)`, ADR 0065); English when absent. */
interface InLanguage {
  words?: MailWords | undefined;
}

export interface OtpMailInput extends InLanguage {
  shopName: string;
  /** The one-time code, e.g. "482913". */
  code: string;
  /** How long the code is accepted, in minutes. */
  validMinutes: number;
  /** When the registration this code confirms was made: each has its own code (ADR 0018). */
  registeredAt: Date;
}

/**
 * The e-mail verification code mail, sent on registration and on "Resend OTP", one per registration.
 * It names when that registration was made (India time) and no text the caller typed — no name — as
 * anyone may register any address (ADR 0018).
 */
export function otpMail({
  shopName,
  code,
  validMinutes,
  registeredAt,
  words = ENGLISH_WORDS,
}: OtpMailInput): MailContent {
  const { m } = words;
  const duration = minutesText(validMinutes, words);
  const intro = m.otpIntro(shopName);
  const which = m.otpWhich(indianTime(registeredAt, words));
  const validity = m.otpValidity(duration);
  const ignore = m.otpIgnore;
  return {
    subject: m.otpSubject(shopName),
    text: [
      greeting(undefined, words),
      intro,
      `    ${code}`,
      which,
      validity,
      ignore,
      textSignature(shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      words,
      preheader: m.otpPreheader(duration),
      blocks: [
        paragraph(greeting(undefined, words)),
        paragraph(intro),
        codeBlock(code),
        paragraph(which),
        paragraph(validity),
        paragraph(ignore, 'small'),
      ],
    }),
  };
}

export interface PasswordResetMailInput extends InLanguage {
  shopName: string;
  firstName?: string;
  /** Absolute link built from PUBLIC_URL, e.g. `${PUBLIC_URL}/reset-password/<token>`. */
  resetUrl: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

/** The "forgot password" mail with the reset link. */
export function passwordResetMail({
  shopName,
  firstName,
  resetUrl,
  validMinutes,
  words = ENGLISH_WORDS,
}: PasswordResetMailInput): MailContent {
  const { m } = words;
  const duration = minutesText(validMinutes, words);
  const intro = m.resetIntro(shopName);
  const validity = m.resetValidity(duration);
  const ignore = m.resetIgnore;
  return {
    subject: m.resetSubject(shopName),
    text: [
      greeting(firstName, words),
      intro,
      resetUrl,
      validity,
      ignore,
      textSignature(shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      words,
      preheader: m.resetPreheader(duration),
      blocks: [
        paragraph(greeting(firstName, words)),
        paragraph(intro),
        buttonWithLink(m.resetButton, resetUrl, words),
        paragraph(validity),
        paragraph(ignore, 'small'),
      ],
    }),
  };
}

export interface WelcomeMailInput extends InLanguage {
  shopName: string;
  firstName?: string;
  /** The storefront's address in the recipient's language (PUBLIC_URL, or `${PUBLIC_URL}/hi`…). */
  shopUrl: string;
}

/** The welcome mail, sent once the e-mail address is verified. */
export function welcomeMail({
  shopName,
  firstName,
  shopUrl,
  words = ENGLISH_WORDS,
}: WelcomeMailInput): MailContent {
  const { m } = words;
  const intro = m.welcomeIntro(shopName);
  const pieces = m.welcomePieces;
  const contact = m.welcomeContact(`${shopUrl}/contact`);
  const ignore = m.welcomeIgnore;
  return {
    subject: m.welcomeSubject(shopName),
    text: [
      greeting(firstName, words),
      intro,
      pieces,
      shopUrl,
      contact,
      ignore,
      textSignature(shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      words,
      preheader: m.welcomePreheader,
      blocks: [
        paragraph(greeting(firstName, words)),
        paragraph(intro),
        paragraph(pieces),
        buttonWithLink(m.welcomeButton, shopUrl, words),
        paragraph(contact),
        paragraph(ignore, 'small'),
      ],
    }),
  };
}

/*
 * Lock notices go out in the transaction of the lock, each with a fresh reset link that lifts it,
 * so nobody is locked out unawares (docs/decisions/0022-client-address-and-limits.md).
 */
export interface LockNoticeInput extends InLanguage {
  shopName: string;
  firstName?: string;
  /** When the lock ends. */
  until: Date;
  /** Absolute reset link (`${PUBLIC_URL}/reset-password/<token>`), valid `validMinutes`. */
  resetUrl: string;
  validMinutes: number;
}

/** What each notice says; the rest of the mail is shared. */
interface LockNoticeWords {
  subject: string;
  preheader: string;
  what: string;
  button: string;
  escape: string;
  calm: string;
}

function lockNotice(input: LockNoticeInput, words: LockNoticeWords): MailContent {
  const { shopName, firstName, resetUrl, validMinutes, words: language = ENGLISH_WORDS } = input;
  const validity = language.m.lockValidity(validMinutes);
  return {
    subject: words.subject,
    text: [
      greeting(firstName, language),
      words.what,
      words.escape,
      resetUrl,
      validity,
      words.calm,
      textSignature(shopName, language),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      words: language,
      preheader: words.preheader,
      blocks: [
        paragraph(greeting(firstName, language)),
        paragraph(words.what),
        paragraph(words.escape),
        buttonWithLink(words.button, resetUrl, language),
        paragraph(validity, 'small'),
        paragraph(words.calm, 'small'),
      ],
    }),
  };
}

/** Sign-in paused after many wrong passwords for the address. */
export function signInPausedMail(input: LockNoticeInput): MailContent {
  const { m } = input.words ?? ENGLISH_WORDS;
  return lockNotice(input, {
    subject: m.signInPausedSubject(input.shopName),
    preheader: m.signInPausedPreheader,
    what: m.signInPausedWhat(input.shopName, indianTime(input.until, input.words)),
    button: m.signInPausedButton,
    escape: m.signInPausedEscape,
    calm: m.signInPausedCalm,
  });
}

/** Code entry paused after many wrong codes for a registration still waiting for its code. */
export function codesPausedMail(input: LockNoticeInput): MailContent {
  const { m } = input.words ?? ENGLISH_WORDS;
  return lockNotice(input, {
    subject: m.codesPausedSubject(input.shopName),
    preheader: m.codesPausedPreheader,
    what: m.codesPausedWhat(indianTime(input.until, input.words)),
    button: m.codesPausedButton,
    escape: m.codesPausedEscape,
    calm: m.codesPausedCalm,
  });
}
