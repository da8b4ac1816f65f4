/**
 * The mails that tell an account's owner their address was locked (./lockouts.ts): sent in the
 * same transaction as the lock, each with a fresh reset link that lifts it — so nobody can lock a
 * chosen shopper out without the shopper hearing of it and holding the way back in
 * (docs/decisions/0022-client-address-and-limits.md).
 */
import {
  buttonWithLink,
  greeting,
  indianTime,
  paragraph,
  renderLayout,
  textSignature,
} from '#server/modules/mail/layout.ts';
import type { MailContent } from '#server/modules/mail/templates.ts';

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
