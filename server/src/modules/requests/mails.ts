/**
 * Made-to-order request mails (ADR 0040): the acknowledgement to the requester, the notice to the
 * shop, the quote (with the link to see and accept it) and the decline. Money arrives in paise and
 * is shown in rupees; everything the requester or the admin typed is escaped in HTML; subjects carry
 * only the reference and the piece's title on one line.
 */
import { formatRupees, paiseToRupees } from '@shahi/contract';
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

/** A stored request as its mails show it (paise). */
export interface RequestMailInput {
  shopName: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  budgetPaise: number | null;
  /** The title of the piece it should be like, or null for a free request. */
  pieceTitle: string | null;
}

const QUOTE_STYLE =
  'margin:0 0 18px;padding:14px 16px;border-left:3px solid #e9c98b;background:#f8f1e7;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:23px;color:#2b2118;white-space:pre-wrap;word-break:break-word;';

/** A block of text kept as typed (line breaks shown), escaped. */
const quote = (text: string) => `<div style="${QUOTE_STYLE}">${escapeHtml(text)}</div>`;

/** "₹12,500.00" from paise. */
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Reference, piece and budget lines shared by the acknowledgement and the notice. */
function requestLines(input: RequestMailInput): string[] {
  return [
    `Reference: ${input.reference}`,
    input.pieceTitle ? `Like: ${oneLine(input.pieceTitle)}` : 'A piece made to order',
    `Budget: ${input.budgetPaise === null ? 'not given' : rupees(input.budgetPaise)}`,
  ];
}

/** The requester's acknowledgement: reference, what they asked and what happens next. */
export function requestAcknowledgementMail(input: RequestMailInput): MailContent {
  const hello = greeting(oneLine(input.name));
  const intro = `Thank you for asking us to make a piece for you. Please quote ${input.reference} whenever you write to us about it.`;
  const next =
    'Our artisans will look at your request and reply by e-mail with a price and a making time. We will only write to you about this request.';
  return {
    subject: `We have your request ${input.reference}`,
    text: [
      hello,
      intro,
      requestLines(input).join('\n'),
      'Your message:',
      input.message,
      next,
      textSignature(input.shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Request ${input.reference} received`,
      blocks: [
        paragraph(hello),
        paragraph(intro),
        paragraph(requestLines(input).join(' · ')),
        quote(input.message),
        paragraph(next),
      ],
    }),
  };
}

/** The shop's notice of a new request: who, how to answer, what, and where to quote it. */
export function requestNoticeMail(input: RequestMailInput, inboxUrl: string): MailContent {
  const from = `${oneLine(input.name)} <${oneLine(input.email)}>`;
  const intro = `A made-to-order request came in through ${input.shopName} from ${from}, phone ${input.phone || 'not given'}.`;
  return {
    subject: `Request ${input.reference}${input.pieceTitle ? `: like ${oneLine(input.pieceTitle).slice(0, 80)}` : ''}`,
    text: [intro, requestLines(input).join('\n'), 'Message:', input.message, `Quote it: ${inboxUrl}`].join(
      '\n\n',
    ),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `New request ${input.reference}`,
      blocks: [
        paragraph(intro),
        paragraph(requestLines(input).join(' · ')),
        quote(input.message),
        buttonWithLink('Open the requests inbox', inboxUrl),
      ],
    }),
  };
}

/** A quote as mailed: price in paise, making time in days, the admin's message. */
export interface QuoteMailInput {
  shopName: string;
  reference: string;
  name: string;
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
  const hello = greeting(oneLine(input.name));
  const what = input.pieceTitle ? `a piece like "${oneLine(input.pieceTitle)}"` : 'your made-to-order piece';
  const intro = `Here is our quote for ${what} (${input.reference}):`;
  const terms = `Price: ${rupees(input.quotePaise)} (cash on delivery) · Making time: ${input.quoteDays} ${input.quoteDays === 1 ? 'day' : 'days'}`;
  const how = `To accept, open the link and sign in (or register) with ${oneLine(input.email)}, then give your delivery address.`;
  return {
    subject: `Your quote for ${input.reference}`,
    text: [
      hello,
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
        paragraph(hello),
        paragraph(intro),
        paragraph(terms),
        quote(input.quoteMessage),
        paragraph(how),
        buttonWithLink('See and accept the quote', input.url),
      ],
    }),
  };
}

/** The decline, with the shop's note when it wrote one. */
export function requestDeclinedMail(
  input: Pick<RequestMailInput, 'shopName' | 'reference' | 'name'>,
  note: string,
): MailContent {
  const hello = greeting(oneLine(input.name));
  const intro = `We are sorry: we cannot make the piece you asked for in ${input.reference}.`;
  const after = 'Thank you for thinking of our workshop. New pieces arrive every week.';
  return {
    subject: `About your request ${input.reference}`,
    text: [hello, intro, ...(note ? [note] : []), after, textSignature(input.shopName)].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `About your request ${input.reference}`,
      blocks: [paragraph(hello), paragraph(intro), ...(note ? [quote(note)] : []), paragraph(after)],
    }),
  };
}
