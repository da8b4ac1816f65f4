/**
 * The order mails, as pure functions returning subject, text and HTML: placed (cash on delivery or
 * paid online), shipped, delivered and cancelled, each with the pieces and the total in rupees, in
 * the shopper's language (`words`, server/src/i18n/mail-messages.ts; English without). Piece titles,
 * addresses and amounts stay as written; amounts through `formatRupees` in every language.
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
import { ENGLISH_WORDS, type MailWords } from '#server/mail/words.ts';
import { type SellerMailFooter, sellerMailHtml, sellerMailText } from '#server/modules/seller/public.ts';

/** The seller block every order mail ends with, when the seller's settings are stored (ADR 0032). */
interface WithSeller {
  seller?: SellerMailFooter | undefined;
  /** The shopper's language (`mailWordsFor(users.locale)`); English when absent. */
  words?: MailWords | undefined;
}

const sellerText = ({ seller, words }: WithSeller) => (seller ? [sellerMailText(seller, words)] : []);
const sellerHtml = ({ seller, words }: WithSeller) => (seller ? [sellerMailHtml(seller, words)] : []);

/** What every order mail is given. */
export interface OrderMailInput extends WithSeller {
  shopName: string;
  firstName?: string;
  /** The order as the API shows it (prices in rupees). */
  order: Order;
  /** Absolute link to the shopper's orders in their language, `${PUBLIC_URL}/my-orders` (or `/hi/my-orders`…). */
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
  words = ENGLISH_WORDS,
}: OrderConfirmationMailInput): MailContent {
  const { m } = words;
  const reference = orderReference(order._id);
  const intro = confirm ? m.orderPlacedIntroToConfirm(reference) : m.orderPlacedIntro(reference);
  const ask = confirm ? m.orderPlacedAsk(confirm.by) : undefined;
  // With a discount code the pieces show their listed prices and one line the discount (ADR 0039).
  const pieces = [
    ...order.products.map((piece) => `${piece.title} — ${formatRupees(piece.listPrice ?? piece.price)}`),
    ...discountLines(order, words),
  ];
  const paidOnline = order.payment.method === 'online';
  const amount = formatRupees(order.payment.amount);
  const total = paidOnline ? m.orderTotalOnline(amount) : m.orderTotalCod(amount);
  const { addressDetails: to } = order;
  const shipping = m.orderDispatchTo(
    `${to.firstName} ${to.lastName}`,
    `${to.address}, ${to.city}, ${to.state} ${to.zip}, ${to.country}`,
    to.phone,
  );
  const follow = m.followInAccount;
  return {
    subject: m.orderPlacedSubject(shopName, reference),
    text: [
      greeting(firstName, words),
      intro,
      pieces.map((line) => `  - ${line}`).join('\n'),
      total,
      ...(confirm && ask ? [ask, confirm.url] : []),
      shipping,
      follow,
      ordersUrl,
      textSignature(shopName, words),
      ...sellerText({ seller, words }),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      words,
      preheader: paidOnline
        ? m.orderPlacedPreheaderOnline(reference, amount)
        : m.orderPlacedPreheaderCod(reference, amount),
      blocks: [
        paragraph(greeting(firstName, words)),
        paragraph(intro),
        ...pieces.map((line) => paragraph(line)),
        paragraph(total),
        ...(confirm && ask ? [paragraph(ask), buttonWithLink(m.buttonConfirmOrder, confirm.url, words)] : []),
        paragraph(shipping),
        buttonWithLink(m.buttonSeeOrders, ordersUrl, words),
        ...sellerHtml({ seller, words }),
      ],
    }),
  };
}

/** "Discount (WELCOME10) — −₹150.00" when the order has a discount code; none otherwise. */
export function discountLines(
  order: Pick<Order, 'discountCode' | 'discount'>,
  { m }: MailWords = ENGLISH_WORDS,
): string[] {
  if (!order.discountCode || !order.discount) return [];
  return [m.orderDiscountLine(order.discountCode, formatRupees(order.discount))];
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
  const { shopName, firstName, ordersUrl, words = ENGLISH_WORDS } = input;
  const { lead, close } = update;
  const pieces = piecesOf(input.order);
  return {
    subject: update.subject,
    text: [
      greeting(firstName, words),
      ...lead.map((part) => part.text),
      pieces.map((line) => `  - ${line}`).join('\n'),
      ...close.map((part) => part.text),
      ...(update.linkIntro ? [update.linkIntro] : []),
      ordersUrl,
      textSignature(shopName, words),
      ...sellerText(input),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      words,
      preheader: update.preheader,
      blocks: [
        paragraph(greeting(firstName, words)),
        ...lead.map(updateBlock),
        ...pieces.map((line) => paragraph(line)),
        ...close.map(updateBlock),
        buttonWithLink(update.button, ordersUrl, words),
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
  const { m } = input.words ?? ENGLISH_WORDS;
  const reference = referenceOf(order);
  const amount = formatRupees(order.payment.amount);
  const courier = oneLine(courierName);
  const tracking = oneLine(trackingNumber);
  return orderUpdateMail(input, {
    subject: m.orderShippedSubject(shopName, reference),
    preheader: m.orderShippedPreheader(reference, courier, tracking),
    lead: [{ text: m.orderShippedLead(reference) }, { text: m.orderShippedCourier(courier, tracking) }],
    close: [
      {
        text: order.payment.method === 'cod' ? m.orderCashForCourier(amount) : m.orderShippedPaid(amount),
      },
    ],
    linkIntro: m.followInAccount,
    button: m.buttonFollowOrder,
  });
}

export type OrderDeliveredMailInput = OrderMailInput;

/** "Your order was delivered"; for cash on delivery it confirms the payment received. */
export function orderDeliveredMail(input: OrderDeliveredMailInput): MailContent {
  const { shopName, order } = input;
  const { m } = input.words ?? ENGLISH_WORDS;
  const reference = referenceOf(order);
  const amount = formatRupees(order.payment.amount);
  return orderUpdateMail(input, {
    subject: m.orderDeliveredSubject(shopName, reference),
    preheader: m.orderDeliveredPreheader(reference),
    lead: [{ text: m.orderDeliveredLead(reference) }],
    close: [
      {
        text:
          order.payment.method === 'cod'
            ? m.orderDeliveredCashReceived(amount)
            : m.orderDeliveredPaidOnline(amount),
      },
      { text: m.orderDeliveredCare },
      { text: m.orderDeliveredHelp, tone: 'small' },
    ],
    button: m.buttonSeeOrders,
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
  const { m } = input.words ?? ENGLISH_WORDS;
  const reference = referenceOf(order);
  const why = reason.trim() ? m.orderCancelledReason(reason.trim()) : '';
  const refund =
    money.kind === 'refunded'
      ? m.orderCancelledRefunded(formatRupees(money.amount))
      : money.kind === 'cod'
        ? m.orderCancelledCod
        : m.orderCancelledUnpaid;
  return orderUpdateMail(input, {
    subject: m.orderCancelledSubject(shopName, reference),
    preheader: m.orderCancelledPreheader(reference),
    lead: [
      { text: m.orderCancelledLead(reference) },
      ...(why ? [{ text: why, tone: 'quote' as const }] : []),
    ],
    close: [{ text: refund }, { text: m.orderCancelledQuestion, tone: 'small' }],
    button: m.buttonSeeOrders,
  });
}

export type CodMailInput = OrderMailInput;

/** "Your order is confirmed": a cash-on-delivery order confirmed by the shopper or by phone (ADR 0035). */
export function orderCodConfirmedMail(input: CodMailInput): MailContent {
  const { shopName, order } = input;
  const { m } = input.words ?? ENGLISH_WORDS;
  const reference = referenceOf(order);
  return orderUpdateMail(input, {
    subject: m.orderCodConfirmedSubject(shopName, reference),
    preheader: m.orderCodConfirmedPreheader(reference),
    lead: [{ text: m.orderCodConfirmedLead(reference) }],
    close: [
      { text: m.orderCashForCourier(formatRupees(order.payment.amount)) },
      { text: m.orderCodConfirmedDispatch, tone: 'small' },
    ],
    linkIntro: m.followInAccount,
    button: m.buttonFollowOrder,
  });
}

/** "We did not hear from you": a cash-on-delivery order cancelled unconfirmed, its pieces back on sale. */
export function orderCodLapsedMail(input: CodMailInput): MailContent {
  const { shopName, order } = input;
  const { m } = input.words ?? ENGLISH_WORDS;
  const reference = referenceOf(order);
  return orderUpdateMail(input, {
    subject: m.orderCodLapsedSubject(shopName, reference),
    preheader: m.orderCodLapsedPreheader(reference),
    lead: [{ text: m.orderCodLapsedLead(reference) }],
    close: [{ text: m.orderCodLapsedClose }],
    linkIntro: m.yourOrders,
    button: m.buttonSeeOrders,
  });
}
