/**
 * What a mail template produces, and the kinds of mail (docs/product.md#mail). Each module keeps
 * its templates in its own `mails.ts`; codes and links never go in the subject, which outlives
 * delivery in `mail_messages`.
 */
/** What a template produces: ready for `MailQueue.enqueue` together with `kind` and `to`. */
export interface MailContent {
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part: a whole document with inline styles. */
  html: string;
}

/** Labels stored in `mail_messages.kind`. */
export type MailKind =
  | 'otp'
  | 'password-reset'
  | 'welcome'
  | 'order-confirmation'
  | 'order-shipped'
  | 'order-delivered'
  | 'order-cancelled'
  | 'contact'
  | 'grievance-acknowledgement'
  | 'grievance-notice'
  | 'grievance-resolution'
  | 'grievance-acknowledged'
  | 'request-acknowledgement'
  | 'request-notice'
  | 'request-quote'
  | 'request-declined'
  | 'sign-in-paused'
  | 'codes-paused'
  | 'order-cod-confirmed'
  | 'order-cod-lapsed'
  | 'wishlist-back-on-sale'
  | 'interest-digest'
  | 'checkout-reminder'
  | 'claim-acknowledgement'
  | 'claim-notice'
  | 'claim-refunded'
  | 'claim-declined'
  | 'owner-alert';
