/**
 * The owner alerts' mails (ADR 0062), one builder per kind, as pure functions of the facts the
 * caller gives. A subject reads well in a phone's notification ("New order 43A07F5B – ₹3,450 COD");
 * the body says what happened and links the back-office page where the owner acts. Money in
 * rupees as the API shows it (an order) or paise (a request's budget), shown as rupees; everything
 * a shopper typed is escaped in HTML and kept to one line in subjects.
 */
import { formatIstDateTime, formatRupees, type Order, orderReference, paiseToRupees } from '@shahi/contract';
import { type ClaimKind, claimKindLabels, type OwnerAlertKind } from '@shahi/contract/schemas';
import type { MailContent } from '#server/mail/content.ts';
import { buttonWithLink, oneLine, paragraph, quotedText, renderLayout } from '#server/mail/layout.ts';

/** Who confirmed a cash-on-delivery order: the mail's link, My Orders, or an admin on the phone. */
export type CodConfirmedBy = 'link' | 'shopper' | 'admin';

/** What each kind of alert is told, by kind. */
export interface OwnerAlertFacts {
  /** A COD order placed, or an online order paid (rupees). */
  new_order: { order: Order };
  cod_confirmed: { order: Order; by: CodConfirmedBy };
  cod_lapsed: { order: Order };
  /** An online order whose reservation ended unpaid. */
  payment_failed: { order: Order };
  claim: {
    claimId: string;
    claimNumber: string;
    orderId: string;
    kind: ClaimKind;
    message: string;
    photoCount: number;
    /** Where a cash refund would go, as a line ("UPI asha@upi"), or the original payment. */
    payoutLine: string;
    customerName: string;
    customerEmail: string;
  };
  grievance: {
    ticketNumber: string;
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
    orderId: string | null;
    addressProven: boolean;
    acknowledgeBy: Date;
    resolveBy: Date;
  };
  piece_request: {
    reference: string;
    name: string;
    email: string;
    phone: string;
    addressProven: boolean;
    pieceTitle: string | null;
    /** Paise, or null when none was given. */
    budgetPaise: number | null;
    message: string;
  };
  backup_failed: { message: string; at: Date };
}

/** What every builder needs beside the facts. */
export interface AlertMailContext {
  shopName: string;
  /** PUBLIC_URL, no trailing slash. */
  publicUrl: string;
}

/** "₹3,450" for whole rupees, "₹3,450.50" otherwise. */
export function shortRupees(rupees: number): string {
  const text = formatRupees(rupees);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A subject part a shopper typed: one line, at most 60 characters. */
const typed = (value: string) => oneLine(value).slice(0, 60);

/** One alert's parts before they become text and HTML. */
interface AlertParts {
  subject: string;
  intro: string;
  lines: string[];
  /** What someone typed, set apart. */
  quote?: string;
  /** Paragraphs after the lines. */
  notes?: string[];
  link: { label: string; url: string };
}

function render(context: AlertMailContext, parts: AlertParts): MailContent {
  const notes = parts.notes ?? [];
  const quote = parts.quote === undefined ? [] : [parts.quote];
  return {
    subject: parts.subject,
    text: [
      parts.intro,
      parts.lines.join('\n'),
      ...quote,
      ...notes,
      `${parts.link.label}: ${parts.link.url}`,
    ].join('\n\n'),
    html: renderLayout({
      shopName: context.shopName,
      preheader: parts.intro,
      blocks: [
        paragraph(parts.intro),
        ...parts.lines.map((line) => paragraph(line)),
        ...quote.map((text) => quotedText(text)),
        ...notes.map((text) => paragraph(text, 'small')),
        buttonWithLink(parts.link.label, parts.link.url),
      ],
    }),
  };
}

/** The pieces, where it goes, and how it is paid: the lines every order alert shows. */
function orderLines(order: Order): string[] {
  const to = order.addressDetails;
  const paid =
    order.payment.method === 'online'
      ? `Payment: ${formatRupees(order.payment.amount)}, paid online`
      : `Payment: ${formatRupees(order.payment.amount)}, cash on delivery`;
  return [
    ...order.products.map((piece) => `• ${oneLine(piece.title)} — ${formatRupees(piece.price)}`),
    ...(order.discountCode ? [`Discount code ${order.discountCode}: −${formatRupees(order.discount)}`] : []),
    paid,
    `Deliver to: ${oneLine(`${to.firstName} ${to.lastName}`)}, ${oneLine(to.city)}, ${oneLine(to.state)} ${to.zip}`,
  ];
}

const orderPage = (context: AlertMailContext, order: Order) => ({
  label: 'Open the order',
  url: `${context.publicUrl}/admin/orders/${order._id}`,
});

/** The packing slip needs the back office's session: it is printed from the order page. */
const PACKING_SLIP_NOTE =
  'Packing slip: open the order and tap "Packing slip" to print it (you need to be signed in).';

/** `shortRupees` of the order's amount and how it is paid: "₹3,450 COD", "₹3,450 paid online". */
const amountAndMethod = (order: Order) =>
  `${shortRupees(order.payment.amount)} ${order.payment.method === 'online' ? 'paid online' : 'COD'}`;

function newOrderMail(context: AlertMailContext, { order }: OwnerAlertFacts['new_order']): MailContent {
  const reference = orderReference(order._id);
  const count = order.products.length;
  const ask =
    order.payment.method === 'cod'
      ? 'Cash on delivery: the shopper has been asked to confirm it; pack it once confirmed.'
      : 'Paid online: it is ready to pack.';
  return render(context, {
    subject: `New order ${reference} – ${amountAndMethod(order)}`,
    intro: `Order ${reference} came in: ${count} ${count === 1 ? 'piece' : 'pieces'}, ${amountAndMethod(order)}.`,
    lines: orderLines(order),
    notes: [ask, PACKING_SLIP_NOTE],
    link: orderPage(context, order),
  });
}

const CONFIRMED_BY: Record<CodConfirmedBy, string> = {
  link: 'the shopper, from the link in their mail',
  shopper: 'the shopper, in My Orders',
  admin: 'the back office, on the phone with the shopper',
};

function codConfirmedMail(
  context: AlertMailContext,
  { order, by }: OwnerAlertFacts['cod_confirmed'],
): MailContent {
  const reference = orderReference(order._id);
  return render(context, {
    subject: `COD order ${reference} confirmed – ${shortRupees(order.payment.amount)}, ready to pack`,
    intro: `Cash-on-delivery order ${reference} was confirmed by ${CONFIRMED_BY[by]}. It is ready to pack.`,
    lines: orderLines(order),
    notes: [PACKING_SLIP_NOTE],
    link: orderPage(context, order),
  });
}

function codLapsedMail(context: AlertMailContext, { order }: OwnerAlertFacts['cod_lapsed']): MailContent {
  const reference = orderReference(order._id);
  return render(context, {
    subject: `COD order ${reference} not confirmed – cancelled`,
    intro: `Cash-on-delivery order ${reference} was not confirmed in time, so it is cancelled and its pieces are back on sale. The shopper has been told.`,
    lines: orderLines(order),
    notes: ['Do not pack it. If the shopper calls, they can order again while the pieces are available.'],
    link: orderPage(context, order),
  });
}

function paymentFailedMail(
  context: AlertMailContext,
  { order }: OwnerAlertFacts['payment_failed'],
): MailContent {
  const reference = orderReference(order._id);
  return render(context, {
    subject: `Payment not made: order ${reference} – ${shortRupees(order.payment.amount)}`,
    intro: `The shopper reserved the pieces of order ${reference} but did not pay online in time. The order is cancelled and the pieces are back on sale.`,
    lines: orderLines(order),
    notes: ['Nothing to do, unless you want to call the shopper: their phone is on the order page.'],
    link: orderPage(context, order),
  });
}

function claimMail(context: AlertMailContext, facts: OwnerAlertFacts['claim']): MailContent {
  return render(context, {
    subject: `Claim ${facts.claimNumber}: ${claimKindLabels[facts.kind]}`,
    intro: `A claim came in from ${oneLine(facts.customerName)} <${oneLine(facts.customerEmail)}>. Please reply within 2 working days.`,
    lines: [
      `Claim number: ${facts.claimNumber}`,
      `Order ${orderReference(facts.orderId)}`,
      `Problem: ${claimKindLabels[facts.kind]}`,
      `Photos: ${facts.photoCount}`,
      `Refund would go to: ${facts.payoutLine}`,
    ],
    quote: facts.message,
    link: { label: 'Decide the claim', url: `${context.publicUrl}/admin/claims/${facts.claimId}` },
  });
}

function grievanceMail(context: AlertMailContext, facts: OwnerAlertFacts['grievance']): MailContent {
  const who = facts.addressProven ? 'a signed-in shopper' : 'a guest (address not proven)';
  return render(context, {
    subject: `New grievance ${facts.ticketNumber}: acknowledge by ${formatIstDateTime(facts.acknowledgeBy)}`,
    intro: `A grievance came in from ${who}, ${oneLine(facts.name)} <${oneLine(facts.email)}>, phone ${facts.phone || 'not given'}. The grievance officer has its notice too.`,
    lines: [
      `Ticket: ${facts.ticketNumber}`,
      `Subject: ${oneLine(facts.subject)}`,
      ...(facts.orderId ? [`Order ${orderReference(facts.orderId)}`] : []),
      `Acknowledge by: ${formatIstDateTime(facts.acknowledgeBy)}`,
      `Resolve by: ${formatIstDateTime(facts.resolveBy)}`,
    ],
    quote: facts.message,
    link: { label: 'Open the grievances', url: `${context.publicUrl}/admin/grievances` },
  });
}

function pieceRequestMail(context: AlertMailContext, facts: OwnerAlertFacts['piece_request']): MailContent {
  const who = facts.addressProven ? 'a signed-in shopper' : 'a guest (address not proven)';
  return render(context, {
    subject: `Request ${facts.reference}${facts.pieceTitle ? `: like ${typed(facts.pieceTitle)}` : ''}`,
    intro: `A made-to-order request came in from ${who}, ${oneLine(facts.name)} <${oneLine(facts.email)}>, phone ${facts.phone || 'not given'}.`,
    lines: [
      `Reference: ${facts.reference}`,
      `Like: ${facts.pieceTitle ? oneLine(facts.pieceTitle) : 'no piece named'}`,
      `Budget: ${facts.budgetPaise === null ? 'not given' : formatRupees(paiseToRupees(facts.budgetPaise))}`,
    ],
    quote: facts.message,
    link: { label: 'Quote it', url: `${context.publicUrl}/admin/requests?status=new` },
  });
}

function backupFailedMail(context: AlertMailContext, facts: OwnerAlertFacts['backup_failed']): MailContent {
  return render(context, {
    subject: 'Backup failed – please check',
    intro: `The shop's backup failed at ${formatIstDateTime(facts.at)}. The shop keeps running and tries again every hour; this mail comes once until a backup succeeds.`,
    lines: [`Reason: ${oneLine(facts.message).slice(0, 500)}`],
    notes: ['docs/operations.md ("Backups") says what to check: free disk space first.'],
    link: { label: 'See the backups', url: `${context.publicUrl}/admin/backups` },
  });
}

/** The mail of an alert of `kind` with its `facts`. */
export function ownerAlertMail<K extends OwnerAlertKind>(
  context: AlertMailContext,
  kind: K,
  facts: OwnerAlertFacts[K],
): MailContent {
  const builders: {
    [Kind in OwnerAlertKind]: (c: AlertMailContext, f: OwnerAlertFacts[Kind]) => MailContent;
  } = {
    new_order: newOrderMail,
    cod_confirmed: codConfirmedMail,
    cod_lapsed: codLapsedMail,
    payment_failed: paymentFailedMail,
    claim: claimMail,
    grievance: grievanceMail,
    piece_request: pieceRequestMail,
    backup_failed: backupFailedMail,
  };
  return builders[kind](context, facts);
}
