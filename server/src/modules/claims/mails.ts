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
}

/** "Order 1A2B3C4D". */
const orderLabel = (orderId: string) => `Order ${orderReference(orderId)}`;
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The lines naming the claim: number, order, kind. */
function claimLines(input: Pick<ClaimMailInput, 'claimNumber' | 'orderId' | 'kind'>): string[] {
  return [
    `Claim number: ${input.claimNumber}`,
    orderLabel(input.orderId),
    `Problem: ${claimKindLabels[input.kind]}`,
  ];
}

/** Text and HTML of the seller block, or nothing while the settings are unset. */
function sellerBlock(seller: SellerMailFooter | undefined) {
  return seller ? { text: [sellerMailText(seller)], html: [sellerMailHtml(seller)] } : { text: [], html: [] };
}

/**
 * The shopper's acknowledgement: claim number, order, problem, their message, where a cash refund
 * would go, and the promise of a reply within 2 working days; the link to My Claims.
 */
export function claimAcknowledgementMail(input: ClaimMailInput): MailContent {
  const greet = greeting(input.firstName);
  const intro = `We have received your claim. Please quote ${input.claimNumber} whenever you write to us about it.`;
  const lines = [
    ...claimLines(input),
    `Photos: ${input.photoCount}`,
    ...(input.payout ? [`Refund, if agreed, to: ${payoutLine(input.payout)}`] : []),
  ];
  const next =
    'We will look at your photos and message and reply within 2 working days. If we agree, we refund you (to your original payment, or for cash on delivery to the UPI ID or bank account you gave) and send a credit note. You do not need to send the piece back unless we ask; if we do, we pay the return shipping.';
  const link = 'See your claims';
  const seller = sellerBlock(input.seller);
  return {
    subject: `Your claim ${input.claimNumber} is registered`,
    text: [
      greet,
      intro,
      lines.join('\n'),
      'Your message:',
      input.message,
      next,
      `${link}: ${input.url}`,
      ...seller.text,
      textSignature(input.shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Claim ${input.claimNumber}: we will reply within 2 working days`,
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(lines.join(' · ')),
        quotedText(input.message),
        paragraph(next),
        buttonWithLink(link, input.url),
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
  const greet = greeting(input.firstName);
  const how =
    input.method === 'gateway'
      ? 'to your original payment; banks usually take 5–7 working days to show it'
      : `to your ${payoutLine(input.payout)}`;
  const intro = `We are sorry about the trouble with your order. We have refunded ${rupees(input.refundPaise)} ${how}.`;
  const lines = [
    ...claimLines(input),
    `Refund: ${rupees(input.refundPaise)}`,
    `Reference: ${input.reference}`,
    ...(input.creditNoteNumber ? [`Credit note: ${input.creditNoteNumber} (attached)`] : []),
  ];
  const link = 'See your claims';
  const seller = sellerBlock(input.seller);
  return {
    subject: `Your claim ${input.claimNumber}: refund of ${rupees(input.refundPaise)}`,
    text: [
      greet,
      intro,
      lines.join('\n'),
      ...(input.note ? [input.note] : []),
      `${link}: ${input.url}`,
      ...seller.text,
      textSignature(input.shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Refund of ${rupees(input.refundPaise)} for claim ${input.claimNumber}`,
      blocks: [
        paragraph(greet),
        paragraph(intro),
        paragraph(lines.join(' · ')),
        ...(input.note ? [quotedText(input.note)] : []),
        buttonWithLink(link, input.url),
        ...seller.html,
      ],
    }),
  };
}

/** Where a shopper may take a declined claim (CPA 2019; rule 4(4)–(5) of the E-Commerce Rules). */
export const ESCALATION_TEXT =
  'If you disagree, write to our grievance officer (details below, or file a grievance on our site): they acknowledge within 48 hours and resolve within one month. You may also call the National Consumer Helpline on 1915 or file a complaint with the consumer commission at https://e-daakhil.nic.in.';

/** The decline mail: the owner's reason, and how to escalate. */
export function claimDeclinedMail(input: ClaimDecisionMailInput): MailContent {
  const greet = greeting(input.firstName);
  const intro = `We have looked at your claim ${input.claimNumber} and cannot refund it. Our reason:`;
  const link = 'See your claims';
  const seller = sellerBlock(input.seller);
  return {
    subject: `Your claim ${input.claimNumber} is declined`,
    text: [
      greet,
      claimLines(input).join('\n'),
      intro,
      input.note,
      ESCALATION_TEXT,
      `${link}: ${input.url}`,
      ...seller.text,
      textSignature(input.shopName),
    ].join('\n\n'),
    html: renderLayout({
      shopName: input.shopName,
      preheader: `Claim ${input.claimNumber}: our answer`,
      blocks: [
        paragraph(greet),
        paragraph(claimLines(input).join(' · ')),
        paragraph(intro),
        quotedText(input.note),
        paragraph(ESCALATION_TEXT),
        buttonWithLink(link, input.url),
        ...seller.html,
      ],
    }),
  };
}
