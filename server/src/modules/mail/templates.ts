/**
 * The shop's mails as pure functions (issue 3 §3): each returns the subject and both parts.
 * Voice: warm, brief, royal but plain — a handcraft workshop in Chandigarh writing to a
 * customer. Codes and links never go in the subject: the subject outlives delivery in
 * `mail_messages`, the bodies do not.
 */
import { formatRupees, type Order } from '@shahi/contract';
import { buttonWithLink, codeBlock, greeting, paragraph, renderLayout, textSignature } from './layout.ts';

/** What a template produces: ready for `MailQueue.enqueue` together with `kind` and `to`. */
export interface MailContent {
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part: a whole document with inline styles. */
  html: string;
}

/** Labels stored in `mail_messages.kind`; the later ones are kept for mails still to come. */
export type MailKind = 'otp' | 'password-reset' | 'welcome' | 'order-confirmation' | 'contact';

export interface OtpMailInput {
  shopName: string;
  firstName?: string;
  /** The one-time code, e.g. "482913". */
  code: string;
  /** How long the code is accepted, in minutes. */
  validMinutes: number;
}

/** The e-mail verification code mail (spec §5 OTP; sent on register and on "Resend OTP"). */
export function otpMail({ shopName, firstName, code, validMinutes }: OtpMailInput): MailContent {
  const intro = `Here is your code to verify your e-mail address with ${shopName}:`;
  const validity = `The code is valid for ${minutes(validMinutes)}. Never share it with anyone — our team will never ask you for it.`;
  const ignore = 'If you did not ask for this, ignore this mail: without the code, nothing is confirmed.';
  return {
    subject: `Your ${shopName} verification code`,
    text: [greeting(firstName), intro, `    ${code}`, validity, ignore, textSignature(shopName)].join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: `Your verification code, valid for ${minutes(validMinutes)}.`,
      blocks: [
        paragraph(greeting(firstName)),
        paragraph(intro),
        codeBlock(code),
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

/** The "forgot password" mail with the reset link (spec §3 `/forgot-password`). */
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

export interface OrderConfirmationMailInput {
  shopName: string;
  firstName?: string;
  /** The order as the API shows it (prices in rupees). */
  order: Order;
  /** Absolute link to the shopper's orders, `${PUBLIC_URL}/my-orders`. */
  ordersUrl: string;
}

/**
 * The order confirmation (issue 4 §3, issue 5 §3): the pieces, the total in rupees, the address,
 * and how it is paid — cash on delivery, or paid online for a verified online payment.
 */
export function orderConfirmationMail({
  shopName,
  firstName,
  order,
  ordersUrl,
}: OrderConfirmationMailInput): MailContent {
  const reference = order._id.slice(0, 8).toUpperCase();
  const intro = `Thank you for your order ${reference}. These pieces are now yours — no one else can buy them:`;
  const pieces = order.products.map((piece) => `${piece.title} — ${formatRupees(piece.price)}`);
  const paidOnline = order.payment.method === 'online';
  const total = paidOnline
    ? `Total: ${formatRupees(order.payment.amount)}, paid online.`
    : `Total: ${formatRupees(order.payment.amount)}, to be paid in cash on delivery.`;
  const { addressDetails: to } = order;
  const shipping = `We dispatch within 3 - 5 working days to: ${to.firstName} ${to.lastName}, ${to.address}, ${to.city}, ${to.state} ${to.zip}, ${to.country} (phone ${to.phone}).`;
  const follow = 'You can follow the order in your account:';
  return {
    subject: `Your ${shopName} order ${reference} is placed`,
    text: [
      greeting(firstName),
      intro,
      pieces.map((line) => `  - ${line}`).join('\n'),
      total,
      shipping,
      follow,
      ordersUrl,
      textSignature(shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: `Order ${reference}: ${formatRupees(order.payment.amount)}, ${paidOnline ? 'paid online' : 'cash on delivery'}.`,
      blocks: [
        paragraph(greeting(firstName)),
        paragraph(intro),
        ...pieces.map((line) => paragraph(line)),
        paragraph(total),
        paragraph(shipping),
        buttonWithLink('SEE YOUR ORDERS', ordersUrl),
      ],
    }),
  };
}
