/**
 * The new-pieces digest (ADR 0041) and the checkout reminder (ADR 0042), as pure functions returning
 * subject, text and HTML; prices in rupees. Both say plainly why they came and how to stop them; the
 * reminder names no timer and no scarcity beyond the truth that each piece is one of a kind.
 */
import { formatRupees } from '@shahi/contract';
import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  escapeHtml,
  greeting,
  paragraph,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';
import { ENGLISH_WORDS, type MailWords } from '#server/mail/words.ts';

/** A piece as a mail lists it: the title, the price in rupees and its absolute page link. */
export interface MailPiece {
  title: string;
  price: number;
  url: string;
}

const pieceLine = (piece: MailPiece) => `${piece.title} — ${formatRupees(piece.price)}`;

/** One line per piece: its title linked to its page, and its price (every value escaped). */
function pieceBlocks(pieces: MailPiece[]): string[] {
  return pieces.map(
    (piece) =>
      `<p style="margin:0 0 14px;font-family:Arial, Helvetica, sans-serif;font-size:15px;line-height:23px;color:#2b2118;"><a href="${escapeHtml(piece.url)}" target="_blank" style="color:#7a1f2b;font-weight:bold;">${escapeHtml(piece.title)}</a> — ${escapeHtml(formatRupees(piece.price))}</p>`,
  );
}

/** What the digest and the reminder tell apart; the rest of their layout is the same. */
interface PiecesMailParts {
  shopName: string;
  firstName?: string;
  pieces: MailPiece[];
  unsubscribeUrl: string;
  subject: string;
  intro: string;
  /** Text paragraphs after the list of pieces. */
  moreText: string[];
  /** HTML blocks after the list of pieces (a button to the pieces). */
  moreHtml: string[];
  /** Why the mail came, how to stop it, and the label of the stop button. */
  why: string;
  stop: string;
  stopLabel: string;
  words: MailWords;
}

/** A mail of pieces: greeting, intro, the pieces with their links, why it came and how to stop it. */
function piecesMail(parts: PiecesMailParts): MailContent {
  const { shopName, firstName, pieces, unsubscribeUrl, intro, why, stop, words } = parts;
  return {
    subject: parts.subject,
    text: [
      greeting(firstName, words),
      intro,
      pieces.map((piece) => `  - ${pieceLine(piece)}\n    ${piece.url}`).join('\n'),
      ...parts.moreText,
      why,
      `${stop}\n${unsubscribeUrl}`,
      textSignature(shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName,
      words,
      preheader: intro,
      blocks: [
        paragraph(greeting(firstName, words)),
        paragraph(intro),
        ...pieceBlocks(pieces),
        ...parts.moreHtml,
        paragraph(why, 'small'),
        paragraph(stop, 'small'),
        buttonWithLink(parts.stopLabel, unsubscribeUrl, words),
      ],
    }),
  };
}

export interface DigestMailInput {
  shopName: string;
  firstName?: string;
  pieces: MailPiece[];
  /** `${PUBLIC_URL}/new-arrivals`, the page of every new piece. */
  browseUrl: string;
  /** `${PUBLIC_URL}/unsubscribe?token=…`: works without signing in. */
  unsubscribeUrl: string;
  /** The shopper's language (`mailWordsFor(users.locale)`); English when absent. */
  words?: MailWords | undefined;
}

/** The daily digest: the new pieces matching the shopper's interests, still for sale. */
export function interestDigestMail({
  shopName,
  firstName,
  pieces,
  browseUrl,
  unsubscribeUrl,
  words = ENGLISH_WORDS,
}: DigestMailInput): MailContent {
  const { m } = words;
  const intro = pieces.length === 1 ? m.digestIntroOne : m.digestIntroMany(pieces.length);
  return piecesMail({
    shopName,
    firstName,
    pieces,
    unsubscribeUrl,
    words,
    subject: m.digestSubject(shopName),
    intro,
    moreText: [m.digestEveryPiece(browseUrl)],
    moreHtml: [buttonWithLink(m.digestButton, browseUrl, words)],
    why: m.digestWhy,
    stop: m.digestStop,
    stopLabel: m.digestStopLabel,
  });
}

export interface ReminderMailInput {
  shopName: string;
  firstName?: string;
  pieces: MailPiece[];
  /** `${PUBLIC_URL}/unsubscribe?token=…` of the reminders' scope. */
  unsubscribeUrl: string;
  /** The shopper's language (`mailWordsFor(users.locale)`); English when absent. */
  words?: MailWords | undefined;
}

/** "Still here — one of a kind": the pieces a shopper left at checkout, still available. */
export function checkoutReminderMail({
  shopName,
  firstName,
  pieces,
  unsubscribeUrl,
  words = ENGLISH_WORDS,
}: ReminderMailInput): MailContent {
  const { m } = words;
  const intro = pieces.length === 1 ? m.reminderIntroOne : m.reminderIntroMany;
  const [first] = pieces;
  return piecesMail({
    shopName,
    firstName,
    pieces,
    unsubscribeUrl,
    words,
    subject: m.reminderSubject,
    intro,
    moreText: [],
    moreHtml: first ? [buttonWithLink(m.buttonSeePiece, first.url, words)] : [],
    why: m.reminderWhy,
    stop: m.reminderStop,
    stopLabel: m.reminderStopLabel,
  });
}
