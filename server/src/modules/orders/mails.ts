/**
 * The order mails, as pure functions returning subject, text and HTML: placed (cash on delivery or
 * paid online), shipped, delivered and cancelled, each with the pieces and the total in rupees.
 */
import { formatRupees, type Order, orderReference } from '@shahi/contract';
import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  escapeHtml,
  greeting,
  oneLine,
  paragraph,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';
import { type SellerMailFooter, sellerMailHtml, sellerMailText } from '#server/modules/seller/public.ts';

/** The seller block every order mail ends with, when the seller's settings are stored (ADR 0032). */
interface WithSeller {
  seller?: SellerMailFooter | undefined;
}

const sellerText = ({ seller }: WithSeller) => (seller ? [sellerMailText(seller)] : []);
const sellerHtml = ({ seller }: WithSeller) => (seller ? [sellerMailHtml(seller)] : []);

/** What every order mail is given. */
export interface OrderMailInput extends WithSeller {
  shopName: string;
  firstName?: string;
  /** The order as the API shows it (prices in rupees). */
  order: Order;
  /** Absolute link to the shopper's orders, `${PUBLIC_URL}/my-orders`. */
  ordersUrl: string;
}

export interface OrderConfirmationMailInput extends OrderMailInput {
  /**
   * A cash-on-delivery order awaiting confirmation (ADR 0035): the confirm page's signed link and
   * the deadline as India time; the mail then asks the shopper to confirm.
   */
  confirm?: { url: string; by: string };
}

/** The order confirmation: the pieces, the total in rupees, the address, and how it is paid. */
export function orderConfirmationMail({
  shopName,
  firstName,
  order,
  ordersUrl,
  seller,
  confirm,
}: OrderConfirmationMailInput): MailContent {
  const reference = orderReference(order._id);
  const intro = confirm
    ? `Thank you for your order ${reference}. These pieces are set aside for you — no one else can buy them while you confirm:`
    : `Thank you for your order ${reference}. These pieces are now yours — no one else can buy them:`;
  const ask = confirm
    ? `Please confirm this cash-on-delivery order by ${confirm.by}. Each piece is one of a kind, so an order that is not confirmed is cancelled then and the pieces go back on sale. Confirm here:`
    : undefined;
  // With a discount code the pieces show their listed prices and one line the discount (ADR 0039).
  const pieces = [
    ...order.products.map((piece) => `${piece.title} — ${formatRupees(piece.listPrice ?? piece.price)}`),
    ...discountLines(order),
  ];
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
      ...(confirm && ask ? [ask, confirm.url] : []),
      shipping,
      follow,
      ordersUrl,
      textSignature(shopName),
      ...sellerText({ seller }),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      preheader: `Order ${reference}: ${formatRupees(order.payment.amount)}, ${paidOnline ? 'paid online' : 'cash on delivery'}.`,
      blocks: [
        paragraph(greeting(firstName)),
        paragraph(intro),
        ...pieces.map((line) => paragraph(line)),
        paragraph(total),
        ...(confirm && ask ? [paragraph(ask), buttonWithLink('CONFIRM ORDER', confirm.url)] : []),
        paragraph(shipping),
        buttonWithLink('SEE YOUR ORDERS', ordersUrl),
        ...sellerHtml({ seller }),
      ],
    }),
  };
}

/** "Discount (WELCOME10) — −₹150.00" when the order has a discount code; none otherwise. */
export function discountLines(order: Pick<Order, 'discountCode' | 'discount'>): string[] {
  if (!order.discountCode || !order.discount) return [];
  return [`Discount (${order.discountCode}) — −${formatRupees(order.discount)}`];
}

/** The 8-character reference the mails show for an order (its id's start, upper-cased). */
function referenceOf(order: Order): string {
  return orderReference(order._id);
}

function piecesOf(order: Order): string[] {
  return order.products.map((piece) => `${piece.title} — ${formatRupees(piece.price)}`);
}

/** A paragraph of an order update: `small` in small print, `quote` set apart (the shop's own words). */
interface UpdateParagraph {
  text: string;
  tone?: 'small' | 'quote';
}

/** What differs between the order-update mails (shipped, delivered, cancelled, COD confirmed or lapsed). */
interface OrderUpdate {
  subject: string;
  preheader: string;
  /** Paragraphs before the list of pieces. */
  lead: UpdateParagraph[];
  /** Paragraphs after the list of pieces. */
  close: UpdateParagraph[];
  /** The plain-text line before the orders link (the HTML shows `button` instead); none when absent. */
  linkIntro?: string;
  button: string;
}

function updateBlock({ text, tone }: UpdateParagraph): string {
  if (tone === 'quote')
    return `<div style="margin:0 0 16px;padding:12px 14px;border-left:3px solid #e9c98b;background:#f8f1e7;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:23px;color:#2b2118;white-space:pre-wrap;word-break:break-word;">${escapeHtml(text)}</div>`;
  return paragraph(text, tone === 'small' ? 'small' : 'body');
}

/** One order-update mail, text and HTML: greeting, lead, the pieces with prices, close, the orders link. */
function orderUpdateMail(input: OrderMailInput, update: OrderUpdate): MailContent {
  const { shopName, firstName, ordersUrl } = input;
  const { lead, close } = update;
  const pieces = piecesOf(input.order);
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
      ...sellerText(input),
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
        ...sellerHtml(input),
      ],
    }),
  };
}

export interface OrderShippedMailInput extends OrderMailInput {
  courierName: string;
  trackingNumber: string;
}

/** "Your order is on its way": courier, tracking number, the pieces, and the amount due on delivery. */
export function orderShippedMail(input: OrderShippedMailInput): MailContent {
  const { shopName, order, courierName, trackingNumber } = input;
  const reference = referenceOf(order);
  const amount = formatRupees(order.payment.amount);
  return orderUpdateMail(input, {
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

export type OrderDeliveredMailInput = OrderMailInput;

/** "Your order was delivered"; for cash on delivery it confirms the payment received. */
export function orderDeliveredMail(input: OrderDeliveredMailInput): MailContent {
  const { shopName, order } = input;
  const reference = referenceOf(order);
  const amount = formatRupees(order.payment.amount);
  return orderUpdateMail(input, {
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

export interface OrderCancelledMailInput extends OrderMailInput {
  /** The shop's reason, as typed in the back office ('' for none). */
  reason: string;
  money: CancelledMoney;
}

/** "Your order was cancelled": the reason when given and what happens to the money. */
export function orderCancelledMail(input: OrderCancelledMailInput): MailContent {
  const { shopName, order, reason, money } = input;
  const reference = referenceOf(order);
  const why = reason.trim() ? `Reason: ${reason.trim()}` : '';
  const refund =
    money.kind === 'refunded'
      ? `We have refunded ${formatRupees(money.amount)} to your original payment method. Banks usually take 5 - 7 working days to show it.`
      : money.kind === 'cod'
        ? 'The order was to be paid in cash on delivery, so there is nothing to pay and nothing to refund.'
        : 'No payment was taken. If a payment still goes through, it is refunded to you in full automatically.';
  return orderUpdateMail(input, {
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

export type CodMailInput = OrderMailInput;

/** "Your order is confirmed": a cash-on-delivery order confirmed by the shopper or by phone (ADR 0035). */
export function orderCodConfirmedMail(input: CodMailInput): MailContent {
  const { shopName, order } = input;
  const reference = referenceOf(order);
  return orderUpdateMail(input, {
    subject: `Your ${shopName} order ${reference} is confirmed`,
    preheader: `Order ${reference} is confirmed; we will dispatch it soon.`,
    lead: [{ text: `Thank you for confirming your order ${reference}. We are getting these pieces ready:` }],
    close: [
      { text: `Please keep ${formatRupees(order.payment.amount)} ready in cash for the courier.` },
      { text: 'We dispatch within 3 - 5 working days and mail you the tracking number.', tone: 'small' },
    ],
    linkIntro: 'You can follow the order in your account:',
    button: 'FOLLOW YOUR ORDER',
  });
}

/** "We did not hear from you": a cash-on-delivery order cancelled unconfirmed, its pieces back on sale. */
export function orderCodLapsedMail(input: CodMailInput): MailContent {
  const { shopName, order } = input;
  const reference = referenceOf(order);
  return orderUpdateMail(input, {
    subject: `Your ${shopName} order ${reference} was not confirmed`,
    preheader: `Order ${reference} was cancelled: we did not hear from you in time.`,
    lead: [
      {
        text: `We did not hear from you, so your cash-on-delivery order ${reference} has been cancelled and these pieces are back on sale:`,
      },
    ],
    close: [
      {
        text: 'Nothing is owed. If you still want a piece, you are welcome to order it again any time while it is available.',
      },
    ],
    linkIntro: 'Your orders:',
    button: 'SEE YOUR ORDERS',
  });
}
