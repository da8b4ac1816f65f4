/**
 * Made-to-order request mails (ADR 0040): the acknowledgement to the requester (the shop's notice is
 * an owner alert, modules/alerts, ADR 0062), the quote (with the link to see and accept it) and the decline. Money arrives in paise and
 * is shown in rupees; everything the requester or the admin typed is escaped in HTML; subjects carry
 * only the reference and the piece's title on one line. Only a signed-in requester's own (proven)
 * address is shown what they typed; a guest's typed address gets bare mails, so the form relays no
 * text to strangers (ADR 0040, 2026-11-27).
 */
import { formatRupees, paiseToRupees } from '@shahi/contract';
import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  greetingFor,
  oneLine,
  paragraph,
  quotedText,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';

/** A stored request as its mails show it (paise). */
export interface RequestMailInput {
  shopName: string;
  /**
   * True when the request came from a signed-in account and so goes to the account's address,
   * proven at registration: only then may the requester's mails repeat their name, message and
   * budget. False for a guest, whose typed address nothing proves.
   */
  addressProven: boolean;
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  budgetPaise: number | null;
  /** The title of the piece it should be like, or null for a free request. */
  pieceTitle: string | null;
}

/** "₹12,500.00" from paise. */
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * Reference, piece (the catalogue's title) and budget lines of the acknowledgement; without the budget when `withBudget` is false (a guest's acknowledgement).
 */
function requestLines(input: RequestMailInput, withBudget = true): string[] {
  return [
    `Reference: ${input.reference}`,
    input.pieceTitle ? `Like: ${oneLine(input.pieceTitle)}` : 'A piece made to order',
    ...(withBudget
      ? [`Budget: ${input.budgetPaise === null ? 'not given' : rupees(input.budgetPaise)}`]
      : []),
  ];
}

/**
 * The requester's acknowledgement: reference, the piece it is like, what happens next and a link to
 * the shop. To a proven address (`addressProven`) it also greets by name and repeats the budget and
 * message; a guest's is bare — nothing they typed, and a line for a recipient who did not ask.
 */
export function requestAcknowledgementMail(input: RequestMailInput, shopUrl: string): MailContent {
  const proven = input.addressProven;
  const greet = greetingFor(input);
  const intro = proven
    ? `Thank you for asking us to make a piece for you. Please quote ${input.reference} whenever you write to us about it.`
    : `We have received a request to make a piece, sent with this e-mail address. Please quote ${input.reference} whenever you write to us about it.`;
  const lines = requestLines(input, proven);
  const next =
    'Our artisans will look at the request and reply by e-mail with a price and a making time. We will only write to you about this request.';
  const unquoted =
    'For your safety this e-mail does not repeat what was written; our artisans have it in full. If you did not write to us, please ignore this e-mail.';
  const visit = `Visit ${input.shopName}`;
  return {
    subject: `We have your request ${input.reference}`,
    text: [
      greet,
      intro,
      lines.join('\n'),
      ...(proven ? ['Your message:', input.message] : [unquoted]),
      next,
      `${visit}: ${shopUrl}`,
      textSignature(input.shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Request ${input.reference} received`,
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(lines.join(' · ')),
        proven ? quotedText(input.message) : paragraph(unquoted),
        paragraph(next),
        buttonWithLink(visit, shopUrl),
      ],
    }),
  };
}

/** A quote as mailed: price in paise, making time in days, the admin's message. */
export interface QuoteMailInput {
  shopName: string;
  reference: string;
  name: string;
  /** Whether `email` is a verified account's (the request came signed in): only then is `name` repeated. */
  addressProven: boolean;
  email: string;
  pieceTitle: string | null;
  quotePaise: number;
  quoteDays: number;
  quoteMessage: string;
  /** The quote page: `${PUBLIC_URL}/requests/<id>`. */
  url: string;
}

/** The quote: price, making time, message, and the link to see and accept it signed in as `email`. */
export function quoteMail(input: QuoteMailInput): MailContent {
  const greet = greetingFor(input);
  const what = input.pieceTitle ? `a piece like "${oneLine(input.pieceTitle)}"` : 'your made-to-order piece';
  const intro = `Here is our quote for ${what} (${input.reference}):`;
  const terms = `Price: ${rupees(input.quotePaise)} (cash on delivery) · Making time: ${input.quoteDays} ${input.quoteDays === 1 ? 'day' : 'days'}`;
  const how = `To accept, open the link and sign in (or register) with ${oneLine(input.email)}, then give your delivery address.`;
  return {
    subject: `Your quote for ${input.reference}`,
    text: [
      greet,
      intro,
      terms,
      input.quoteMessage,
      how,
      `See and accept the quote: ${input.url}`,
      textSignature(input.shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Quote ${rupees(input.quotePaise)}, ready in ${input.quoteDays} days`,
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(terms),
        quotedText(input.quoteMessage),
        paragraph(how),
        buttonWithLink('See and accept the quote', input.url),
      ],
    }),
  };
}

/** The decline, with the shop's note when it wrote one. */
export function requestDeclinedMail(
  input: Pick<RequestMailInput, 'shopName' | 'reference' | 'name' | 'addressProven'>,
  note: string,
): MailContent {
  const greet = greetingFor(input);
  const intro = `We are sorry: we cannot make the piece you asked for in ${input.reference}.`;
  const after = 'Thank you for thinking of our workshop. New pieces arrive every week.';
  return {
    subject: `About your request ${input.reference}`,
    text: [greet, intro, ...(note ? [note] : []), after, textSignature(input.shopName)].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `About your request ${input.reference}`,
      blocks: [paragraph(greet), paragraph(intro), ...(note ? [quotedText(note)] : []), paragraph(after)],
    }),
  };
}
