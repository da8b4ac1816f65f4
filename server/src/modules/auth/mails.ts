/**
 * The account mails, as pure functions returning subject, text and HTML: the registration code,
 * the reset link, the welcome, and the notices that an address was locked (./lockouts.ts). Voice:
 * warm, brief, royal but plain — a handcraft workshop in Chandigarh writing to a customer.
 */

import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  codeBlock,
  greeting,
  indianTime,
  paragraph,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';

export interface OtpMailInput {
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
export function otpMail({ shopName, code, validMinutes, registeredAt }: OtpMailInput): MailContent {
  const intro = `Here is your code to verify your e-mail address with ${shopName}:`;
  const which = `This code confirms the registration made on ${indianTime(registeredAt)}, with the password typed then. If you did not register at that time, do not enter it.`;
  const validity = `The code is valid for ${minutes(validMinutes)}. Never share it with anyone — our team will never ask you for it.`;
  const ignore = 'If you did not ask for this, ignore this mail: without the code, nothing is confirmed.';
  return {
    subject: `Your ${shopName} verification code`,
    text: [greeting(undefined), intro, `    ${code}`, which, validity, ignore, textSignature(shopName)].join(
      '\n\n',
    ),
    html: renderLayout({
      shopName,
      preheader: `Your verification code, valid for ${minutes(validMinutes)}.`,
      blocks: [
        paragraph(greeting(undefined)),
        paragraph(intro),
        codeBlock(code),
        paragraph(which),
        paragraph(validity),
        paragraph(ignore, 'small'),
      ],
    }),
  };
}

export interface PasswordResetMailInput {
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
}: PasswordResetMailInput): MailContent {
  const intro = `We received a request to reset the password of your ${shopName} account. Choose a new one here:`;
  const validity = `The link is valid for ${minutes(validMinutes)} and works once. Please do not forward this mail or share the link.`;
  const ignore = 'If you did not ask for this, ignore this mail: your password stays as it is.';
  return {
    subject: `Reset your ${shopName} password`,
    text: [greeting(firstName), intro, resetUrl, validity, ignore, textSignature(shopName)].join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: `Choose a new password; the link is valid for ${minutes(validMinutes)}.`,
      blocks: [
        paragraph(greeting(firstName)),
        paragraph(intro),
        buttonWithLink('CHOOSE A NEW PASSWORD', resetUrl),
        paragraph(validity),
        paragraph(ignore, 'small'),
      ],
    }),
  };
}

export interface WelcomeMailInput {
  shopName: string;
  firstName?: string;
  /** The storefront's address (PUBLIC_URL). */
  shopUrl: string;
}

/** The welcome mail, sent once the e-mail address is verified. */
export function welcomeMail({ shopName, firstName, shopUrl }: WelcomeMailInput): MailContent {
  const intro = `Your e-mail address is verified and your account is ready. Welcome to ${shopName}!`;
  const pieces =
    'Every piece in our shop is made by hand in our Chandigarh workshop and is one of a kind: once sold, forever gone. Take your time and look around:';
  const contact = `A question about a piece? Write to us through the contact page: ${shopUrl}/contact`;
  const ignore =
    'If you did not create this account, write to us through the same page and we will look into it.';
  return {
    subject: `Welcome to ${shopName}`,
    text: [greeting(firstName), intro, pieces, shopUrl, contact, ignore, textSignature(shopName)].join(
      '\n\n',
    ),
    html: renderLayout({
      shopName,
      preheader: 'Your account is ready. Welcome to the family.',
      blocks: [
        paragraph(greeting(firstName)),
        paragraph(intro),
        paragraph(pieces),
        buttonWithLink('VISIT THE SHOP', shopUrl),
        paragraph(contact),
        paragraph(ignore, 'small'),
      ],
    }),
  };
}

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/*
 * Lock notices go out in the transaction of the lock, each with a fresh reset link that lifts it,
 * so nobody is locked out unawares (docs/decisions/0022-client-address-and-limits.md).
 */
export interface LockNoticeInput {
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
  const { shopName, firstName, resetUrl, validMinutes } = input;
  const validity = `The link is valid for ${validMinutes} minutes and works once. Never share it.`;
  return {
    subject: words.subject,
    text: [
      greeting(firstName),
      words.what,
      words.escape,
      resetUrl,
      validity,
      words.calm,
      textSignature(shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: words.preheader,
      blocks: [
        paragraph(greeting(firstName)),
        paragraph(words.what),
        paragraph(words.escape),
        buttonWithLink(words.button, resetUrl),
        paragraph(validity, 'small'),
        paragraph(words.calm, 'small'),
      ],
    }),
  };
}

/** Sign-in paused after many wrong passwords for the address. */
export function signInPausedMail(input: LockNoticeInput): MailContent {
  return lockNotice(input, {
    subject: `Sign-in to your ${input.shopName} account is paused`,
    preheader: 'Many wrong passwords were tried for your account.',
    what: `Many wrong passwords were just tried for your ${input.shopName} account, so we have paused signing in to it until ${indianTime(input.until)}. Nobody has signed in: none of those passwords was right.`,
    button: 'SET A NEW PASSWORD',
    escape:
      'If it was you and you have forgotten your password, or you want to sign in before then, set a new password with this link; it ends the pause at once:',
    calm: 'If it was not you, your account is safe. You may still like to set a new, longer password.',
  });
}

/** Code entry paused after many wrong codes for a registration still waiting for its code. */
export function codesPausedMail(input: LockNoticeInput): MailContent {
  return lockNotice(input, {
    subject: `Your ${input.shopName} registration is waiting`,
    preheader: 'Many wrong codes were entered for your address.',
    what: `Many wrong verification codes were entered for your e-mail address, so we have stopped accepting codes for it until ${indianTime(input.until)}.`,
    button: 'CHOOSE YOUR PASSWORD',
    escape:
      'If you are registering, you can finish now without a code: choose your password with this link and your address is confirmed:',
    calm: 'If you did not register with us, ignore this mail: nothing is confirmed without you.',
  });
}
