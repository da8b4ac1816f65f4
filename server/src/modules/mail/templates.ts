/**
 * The shop's mails as pure functions (issue 3 §3): each returns the subject and both parts.
 * Voice: warm, brief, royal but plain — a handcraft workshop in Chandigarh writing to a
 * customer. Codes and links never go in the subject: the subject outlives delivery in
 * `mail_messages`, the bodies do not.
 */
import { formatRupees, type Order } from '@shahi/contract';
import {
  buttonWithLink,
  codeBlock,
  escapeHtml,
  greeting,
  indianTime,
  paragraph,
  renderLayout,
  textSignature,
} from './layout.ts';

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

export interface OtpMailInput {
  shopName: string;
  firstName?: string;
  /** The one-time code, e.g. "482913". */
  code: string;
  /** How long the code is accepted, in minutes. */
  validMinutes: number;
  /**
   * The registration this code confirms: the name typed and when. Each registration of an address
   * has its own code (docs/decisions/0018), so the mail says which one this is.
   */
  registration?: { name: string; at: Date };
}

/** The e-mail verification code mail (spec §5 OTP; sent on register and on "Resend OTP"). */
export function otpMail({
  shopName,
  firstName,
  code,
  validMinutes,
  registration,
}: OtpMailInput): MailContent {
  const intro = `Here is your code to verify your e-mail address with ${shopName}:`;
  const which = registration
    ? `This code confirms the registration in the name of ${registration.name}, made on ${indianTime(registration.at)}, with the password typed then. If that was not you, do not enter it.`
    : undefined;
  const validity = `The code is valid for ${minutes(validMinutes)}. Never share it with anyone — our team will never ask you for it.`;
  const ignore = 'If you did not ask for this, ignore this mail: without the code, nothing is confirmed.';
  return {
    subject: `Your ${shopName} verification code`,
    text: [greeting(firstName), intro, `    ${code}`, which, validity, ignore, textSignature(shopName)]
      .filter((part) => part !== undefined)
      .join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: `Your verification code, valid for ${minutes(validMinutes)}.`,
      blocks: [
        paragraph(greeting(firstName)),
        paragraph(intro),
        codeBlock(code),
        ...(which ? [paragraph(which)] : []),
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

/** The 8-character reference the mails show for an order (its id's start, upper-cased). */
function referenceOf(order: Order): string {
  return order._id.slice(0, 8).toUpperCase();
}

function piecesOf(order: Order): string[] {
  return order.products.map((piece) => `${piece.title} — ${formatRupees(piece.price)}`);
}

/** A paragraph of an order update: `small` in small print, `quote` set apart (the shop's own words). */
interface UpdateParagraph {
  text: string;
  tone?: 'small' | 'quote';
}

/** What differs between the order-update mails (shipped, delivered, cancelled). */
interface OrderUpdate {
  shopName: string;
  firstName?: string;
  subject: string;
  preheader: string;
  /** Paragraphs before the list of pieces. */
  lead: UpdateParagraph[];
  order: Order;
  /** Paragraphs after the list of pieces. */
  close: UpdateParagraph[];
  /** The plain-text line before the orders link (the HTML shows `button` instead); none when absent. */
  linkIntro?: string;
  button: string;
  ordersUrl: string;
}

function updateBlock({ text, tone }: UpdateParagraph): string {
  if (tone === 'quote')
    return `<div style="margin:0 0 16px;padding:12px 14px;border-left:3px solid #e9c98b;background:#f8f1e7;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:23px;color:#2b2118;white-space:pre-wrap;word-break:break-word;">${escapeHtml(text)}</div>`;
  return paragraph(text, tone === 'small' ? 'small' : 'body');
}

/** One order-update mail, text and HTML: greeting, lead, the pieces with prices, close, the orders link. */
function orderUpdateMail(update: OrderUpdate): MailContent {
  const { shopName, firstName, lead, close, ordersUrl } = update;
  const pieces = piecesOf(update.order);
  return {
    subject: update.subject,
    text: [
      greeting(firstName),
      ...lead.map((part) => part.text),
      pieces.map((line) => `  - ${line}`).join('\n'),
      ...close.map((part) => part.text),
      ...(update.linkIntro ? [update.linkIntro] : []),
      ordersUrl,
      textSignature(shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: update.preheader,
      blocks: [
        paragraph(greeting(firstName)),
        ...lead.map(updateBlock),
        ...pieces.map((line) => paragraph(line)),
        ...close.map(updateBlock),
        buttonWithLink(update.button, ordersUrl),
      ],
    }),
  };
}

export interface OrderShippedMailInput {
  shopName: string;
  firstName?: string;
  /** The order as the API shows it (prices in rupees). */
  order: Order;
  courierName: string;
  trackingNumber: string;
  /** Absolute link to the shopper's orders, `${PUBLIC_URL}/my-orders`. */
  ordersUrl: string;
}

/**
 * "Your order is on its way" (issue 7 §3): the courier and tracking number, the pieces, and for
 * cash on delivery the amount to keep ready.
 */
export function orderShippedMail({
  shopName,
  firstName,
  order,
  courierName,
  trackingNumber,
  ordersUrl,
}: OrderShippedMailInput): MailContent {
  const reference = referenceOf(order);
  const amount = formatRupees(order.payment.amount);
  return orderUpdateMail({
    shopName,
    firstName,
    order,
    ordersUrl,
    subject: `Your ${shopName} order ${reference} is on its way`,
    preheader: `Order ${reference} is on its way: ${oneLine(courierName)} ${oneLine(trackingNumber)}.`,
    lead: [
      { text: `Good news: your order ${reference} has left our workshop and is on its way to you.` },
      { text: `Courier: ${oneLine(courierName)}. Tracking number: ${oneLine(trackingNumber)}.` },
    ],
    close: [
      {
        text:
          order.payment.method === 'cod'
            ? `Please keep ${amount} ready in cash for the courier.`
            : `Already paid online: ${amount}. Nothing to pay on delivery.`,
      },
    ],
    linkIntro: 'You can follow the order in your account:',
    button: 'FOLLOW YOUR ORDER',
  });
}

export interface OrderDeliveredMailInput {
  shopName: string;
  firstName?: string;
  order: Order;
  ordersUrl: string;
}

/** "Your order was delivered" (issue 7 §3); for cash on delivery it confirms the payment received. */
export function orderDeliveredMail({
  shopName,
  firstName,
  order,
  ordersUrl,
}: OrderDeliveredMailInput): MailContent {
  const reference = referenceOf(order);
  const amount = formatRupees(order.payment.amount);
  return orderUpdateMail({
    shopName,
    firstName,
    order,
    ordersUrl,
    subject: `Your ${shopName} order ${reference} was delivered`,
    preheader: `Order ${reference} was delivered.`,
    lead: [
      {
        text: `Your order ${reference} has been delivered. We hope these pieces bring you joy for many years:`,
      },
    ],
    close: [
      {
        text:
          order.payment.method === 'cod'
            ? `We have received your payment of ${amount} in cash. Thank you.`
            : `Paid online: ${amount}.`,
      },
      {
        text: 'Handcrafted textiles love a gentle hand: dry clean or hand wash in cold water, and dry in the shade.',
      },
      {
        text: 'If something is not right, write to us through the contact page and we will help.',
        tone: 'small',
      },
    ],
    button: 'SEE YOUR ORDERS',
  });
}

/** What happens to the money of a cancelled order. */
export type CancelledMoney =
  /** Paid online and refunded in full (`amount` rupees). */
  | { kind: 'refunded'; amount: number }
  /** Cash on delivery: nothing was taken. */
  | { kind: 'cod' }
  /** Online, not paid (yet): a payment that still arrives is refunded automatically. */
  | { kind: 'unpaid' };

export interface OrderCancelledMailInput {
  shopName: string;
  firstName?: string;
  order: Order;
  /** The shop's reason, as typed in the back office ('' for none). */
  reason: string;
  money: CancelledMoney;
  ordersUrl: string;
}

/** "Your order was cancelled" (issue 7 §3): the reason when given and what happens to the money. */
export function orderCancelledMail({
  shopName,
  firstName,
  order,
  reason,
  money,
  ordersUrl,
}: OrderCancelledMailInput): MailContent {
  const reference = referenceOf(order);
  const why = reason.trim() ? `Reason: ${reason.trim()}` : '';
  const refund =
    money.kind === 'refunded'
      ? `We have refunded ${formatRupees(money.amount)} to your original payment method. Banks usually take 5 - 7 working days to show it.`
      : money.kind === 'cod'
        ? 'The order was to be paid in cash on delivery, so there is nothing to pay and nothing to refund.'
        : 'No payment was taken. If a payment still goes through, it is refunded to you in full automatically.';
  return orderUpdateMail({
    shopName,
    firstName,
    order,
    ordersUrl,
    subject: `Your ${shopName} order ${reference} was cancelled`,
    preheader: `Order ${reference} was cancelled.`,
    lead: [
      { text: `We are sorry: your order ${reference} has been cancelled.` },
      ...(why ? [{ text: why, tone: 'quote' as const }] : []),
    ],
    close: [
      { text: refund },
      { text: 'If you have any question, write to us through the contact page.', tone: 'small' },
    ],
    button: 'SEE YOUR ORDERS',
  });
}

export interface ContactMailInput {
  shopName: string;
  /** The shopper's name, e-mail address, phone ('' when not given) and message, as validated. */
  name: string;
  email: string;
  phone: string;
  message: string;
  /** When the message arrived (shown in Indian time). */
  receivedAt: Date;
}

/** Collapses line breaks and runs of spaces, so shopper text cannot shape a header line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * The contact form's message to the shop (issue 6 §1). The queue has no Reply-To, so the
 * shopper's address is in the subject and the body (as a mailto link in HTML): reply to it, not
 * to the sender. Everything the shopper typed is escaped in HTML; the message keeps its lines.
 */
export function contactMail({
  shopName,
  name,
  email,
  phone,
  message,
  receivedAt,
}: ContactMailInput): MailContent {
  const sender = oneLine(name);
  const address = oneLine(email);
  const when = indianTime(receivedAt);
  const intro = `A message came in through the contact form of ${shopName} on ${when}.`;
  const replyHint = `To answer, write to ${address} — replying to this mail reaches the shop, not the shopper.`;
  const details = [`Name: ${sender}`, `E-mail: ${address}`, `Phone: ${phone || 'not given'}`];
  const quoteStyle =
    'margin:0 0 18px;padding:14px 16px;border-left:3px solid #e9c98b;background:#f8f1e7;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:23px;color:#2b2118;white-space:pre-wrap;word-break:break-word;';
  const linkStyle = 'color:#7a1f2b;';
  const detailRows = [
    `Name: ${escapeHtml(sender)}`,
    `E-mail: <a href="mailto:${escapeHtml(address)}" style="${linkStyle}">${escapeHtml(address)}</a>`,
    phone
      ? `Phone: <a href="tel:+91${escapeHtml(phone)}" style="${linkStyle}">${escapeHtml(phone)}</a>`
      : 'Phone: not given',
  ];
  return {
    subject: `Contact form: ${sender} <${address}>`,
    text: [intro, details.join('\n'), 'Message:', message, replyHint].join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: `From ${sender} <${address}>`,
      blocks: [
        paragraph(intro),
        `<p style="margin:0 0 16px;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:23px;color:#2b2118;">${detailRows.join('<br>')}</p>`,
        `<div style="${quoteStyle}">${escapeHtml(message)}</div>`,
        paragraph(replyHint, 'small'),
      ],
    }),
  };
}
