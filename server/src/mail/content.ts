/**
 * What a mail template produces and the kinds of mail the shop sends. Each module keeps its own
 * mails beside the code that sends them (auth/mails.ts, orders/mails.ts, contact/mails.ts) as pure
 * functions; codes and links never go in the subject, which outlives delivery in `mail_messages`.
 */
/** What a template produces: ready for `MailQueue.enqueue` together with `kind` and `to`. */
export interface MailContent {
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part: a whole document with inline styles. */
  html: string;
}

/** Labels stored in `mail_messages.kind`; the later ones are kept for mails still to come. */
export type MailKind =
  | 'otp'
  | 'password-reset'
  | 'welcome'
  | 'order-confirmation'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'contact'
  | 'sign-in-paused'
  | 'codes-paused';
