/**
 * Claim mails (Consumer Protection (E-Commerce) Rules 2020 r.7(5); ADR 0057): the shopper's
 * acknowledgement and the decision — a refund (amount, how, reference, the credit note attached by
 * the caller) or a decline (the owner's reason and where to escalate: the
 * grievance officer, then the National Consumer Helpline or the consumer commission). Money in
 * paise, shown in rupees; everything typed is escaped in HTML; subjects carry only the claim number.
 * The owner's alert of a new claim is an owner alert (modules/alerts, ADR 0062).
 */

import { formatRupees, orderReference, paiseToRupees } from '@shahi/contract';
import { type ClaimKind, type ClaimPayout, claimKindLabels } from '@shahi/contract/schemas';
import type { MailContent } from '#server/mail/content.ts';
import {
  buttonWithLink,
  greeting,
  paragraph,
  quotedText,
  renderLayout,
  textSignature,
} from '#server/mail/layout.ts';
import { ENGLISH_WORDS, type MailWords } from '#server/mail/words.ts';
import { type SellerMailFooter, sellerMailHtml, sellerMailText } from '#server/modules/seller/public.ts';
import { payoutLine } from './service.ts';

/** A claim as its mails show it. */
export interface ClaimMailInput {
  shopName: string;
  firstName: string;
  claimNumber: string;
  orderId: string;
  kind: ClaimKind;
  message: string;
  photoCount: number;
  payout: ClaimPayout | null;
  /** Absolute link to My Claims (the shopper) or the claim in the back office (the owner). */
  url: string;
  seller: SellerMailFooter | undefined;
  /** The shopper's language (`mailWordsFor(users.locale)`); English when absent. */
  words?: MailWords | undefined;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The lines naming the claim: number, order ("Order 1A2B3C4D"), kind (the contract's label, translated). */
function claimLines(
  input: Pick<ClaimMailInput, 'claimNumber' | 'orderId' | 'kind'>,
  { m, message }: MailWords,
): string[] {
  return [
    m.claimNumberLine(input.claimNumber),
    m.claimOrderLine(orderReference(input.orderId)),
    m.claimProblemLine(message(claimKindLabels[input.kind])),
  ];
}

/** Text and HTML of the seller block, or nothing while the settings are unset. */
function sellerBlock(seller: SellerMailFooter | undefined, words: MailWords) {
  return seller
    ? { text: [sellerMailText(seller, words)], html: [sellerMailHtml(seller, words)] }
    : { text: [], html: [] };
}

/**
 * The shopper's acknowledgement: claim number, order, problem, their message, where a cash refund
 * would go, and the promise of a reply within 2 working days; the link to My Claims.
 */
export function claimAcknowledgementMail(input: ClaimMailInput): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const greet = greeting(input.firstName, words);
  const intro = m.claimAckIntro(input.claimNumber);
  const lines = [
    ...claimLines(input, words),
    m.claimPhotosLine(input.photoCount),
    ...(input.payout ? [m.claimRefundToLine(payoutLine(input.payout))] : []),
  ];
  const next = m.claimAckNext;
  const link = m.claimSeeClaims;
  const seller = sellerBlock(input.seller, words);
  return {
    subject: m.claimAckSubject(input.claimNumber),
    text: [
      greet,
      intro,
      lines.join('\n'),
      m.yourMessage,
      input.message,
      next,
      `${link}: ${input.url}`,
      ...seller.text,
      textSignature(input.shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.claimAckPreheader(input.claimNumber),
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(lines.join(' · ')),
        quotedText(input.message),
        paragraph(next),
        buttonWithLink(link, input.url, words),
        ...seller.html,
      ],
    }),
  };
}

/** A decided claim as its mail shows it (paise). */
export interface ClaimDecisionMailInput extends Omit<ClaimMailInput, 'message' | 'photoCount'> {
  note: string;
}

/**
 * The refund mail: amount, how it went back (the original payment, or the UPI ID / bank account),
 * the reference, and the credit note attached (when issued).
 */
export function claimRefundedMail(
  input: ClaimDecisionMailInput & {
    refundPaise: number;
    method: 'gateway' | 'upi' | 'bank';
    reference: string;
    creditNoteNumber: string | null;
  },
): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const greet = greeting(input.firstName, words);
  const amount = rupees(input.refundPaise);
  const intro =
    input.method === 'gateway'
      ? m.claimRefundedGateway(amount)
      : m.claimRefundedPayout(amount, payoutLine(input.payout));
  const lines = [
    ...claimLines(input, words),
    m.claimRefundLine(amount),
    m.claimReferenceLine(input.reference),
    ...(input.creditNoteNumber ? [m.claimCreditNoteLine(input.creditNoteNumber)] : []),
  ];
  const link = m.claimSeeClaims;
  const seller = sellerBlock(input.seller, words);
  return {
    subject: m.claimRefundedSubject(input.claimNumber, amount),
    text: [
      greet,
      intro,
      lines.join('\n'),
      ...(input.note ? [input.note] : []),
      `${link}: ${input.url}`,
      ...seller.text,
      textSignature(input.shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.claimRefundedPreheader(amount, input.claimNumber),
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(lines.join(' · ')),
        ...(input.note ? [quotedText(input.note)] : []),
        buttonWithLink(link, input.url, words),
        ...seller.html,
      ],
    }),
  };
}

/** Where a shopper may take a declined claim (CPA 2019; rule 4(4)–(5) of the E-Commerce Rules). */
export const ESCALATION_TEXT = ENGLISH_WORDS.m.claimEscalation;

/** The decline mail: the owner's reason, and how to escalate. */
export function claimDeclinedMail(input: ClaimDecisionMailInput): MailContent {
  const { words = ENGLISH_WORDS } = input;
  const { m } = words;
  const greet = greeting(input.firstName, words);
  const intro = m.claimDeclinedIntro(input.claimNumber);
  const link = m.claimSeeClaims;
  const seller = sellerBlock(input.seller, words);
  return {
    subject: m.claimDeclinedSubject(input.claimNumber),
    text: [
      greet,
      claimLines(input, words).join('\n'),
      intro,
      input.note,
      m.claimEscalation,
      `${link}: ${input.url}`,
      ...seller.text,
      textSignature(input.shopName, words),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      words,
      preheader: m.claimDeclinedPreheader(input.claimNumber),
      blocks: [
        paragraph(greet),
        paragraph(claimLines(input, words).join(' · ')),
        paragraph(intro),
        quotedText(input.note),
        paragraph(m.claimEscalation),
        buttonWithLink(link, input.url, words),
        ...seller.html,
      ],
    }),
  };
}
