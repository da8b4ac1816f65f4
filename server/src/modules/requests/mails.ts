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
import { ENGLISH_WORDS, type MailWords } from '#server/mail/words.ts';

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
  /** The requester's language (a signed-in account's `users.locale`); English when absent. */
  words?: MailWords | undefined;
}

/** "₹12,500.00" from paise. */
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * Reference, piece (the catalogue's title) and budget lines of the acknowledgement; without the budget when `withBudget` is false (a guest's acknowledgement).
 */
function requestLines(input: RequestMailInput, withBudget: boolean, { m }: MailWords): string[] {
  return [
    m.requestReferenceLine(input.reference),
    input.pieceTitle ? m.requestLikeLine(oneLine(input.pieceTitle)) : m.requestMadeToOrder,
    ...(withBudget
      ? [
          input.budgetPaise === null
            ? m.requestBudgetNotGiven
            : m.requestBudgetLine(rupees(input.budgetPaise)),
        ]
      : []),
  ];
}

/**
 * The requester's acknowledgement: reference, the piece it is like, what happens next and a link to
 * the shop. To a proven address (`addressProven`) it also greets by name and repeats the budget and
 * message; a guest's is bare — nothing they typed, and a line for a recipient who did not ask.
 */
export function requestAcknowledgementMail(input: RequestMailInput, shopUrl: string): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const proven = input.addressProven;
  const greet = greetingFor(input, words);
  const intro = proven ? m.requestAckIntroProven(input.reference) : m.requestAckIntroGuest(input.reference);
  const lines = requestLines(input, proven, words);
  const next = m.requestAckNext;
  const unquoted = m.requestAckUnquoted;
  const visit = m.visitShop(input.shopName);
  return {
    subject: m.requestAckSubject(input.reference),
    text: [
      greet,
      intro,
      lines.join('\n'),
      ...(proven ? [m.yourMessage, input.message] : [unquoted]),
      next,
      `${visit}: ${shopUrl}`,
      textSignature(input.shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.requestAckPreheader(input.reference),
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(lines.join(' · ')),
        proven ? quotedText(input.message) : paragraph(unquoted),
        paragraph(next),
        buttonWithLink(visit, shopUrl, words),
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
  /** The quote page in the requester's language: `${PUBLIC_URL}/requests/<id>` (or `/hi/requests/<id>`…). */
  url: string;
  /** The requester's language (a signed-in account's `users.locale`); English when absent. */
  words?: MailWords | undefined;
}

/** The quote: price, making time, message, and the link to see and accept it signed in as `email`. */
export function quoteMail(input: QuoteMailInput): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const greet = greetingFor(input, words);
  const intro = input.pieceTitle
    ? m.quoteIntroLike(oneLine(input.pieceTitle), input.reference)
    : m.quoteIntro(input.reference);
  const price = rupees(input.quotePaise);
  const terms = input.quoteDays === 1 ? m.quoteTermsOneDay(price) : m.quoteTerms(price, input.quoteDays);
  const how = m.quoteHow(oneLine(input.email));
  return {
    subject: m.quoteSubject(input.reference),
    text: [
      greet,
      intro,
      terms,
      input.quoteMessage,
      how,
      m.quoteLink(input.url),
      textSignature(input.shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.quotePreheader(price, input.quoteDays),
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(terms),
        quotedText(input.quoteMessage),
        paragraph(how),
        buttonWithLink(m.quoteButton, input.url, words),
      ],
    }),
  };
}

/** The decline, with the shop's note when it wrote one. */
export function requestDeclinedMail(
  input: Pick<RequestMailInput, 'shopName' | 'reference' | 'name' | 'addressProven' | 'words'>,
  note: string,
): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const greet = greetingFor(input, words);
  const intro = m.requestDeclinedIntro(input.reference);
  const after = m.requestDeclinedAfter;
  return {
    subject: m.requestDeclinedSubject(input.reference),
    text: [greet, intro, ...(note ? [note] : []), after, textSignature(input.shopName, words)].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.requestDeclinedSubject(input.reference),
      blocks: [paragraph(greet), paragraph(intro), ...(note ? [quotedText(note)] : []), paragraph(after)],
    }),
  };
}
