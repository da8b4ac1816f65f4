import type { PageContent } from '#web/features/pages/types.ts';
import { contactLink, PAYMENT_REPORT_HOURS, policyLinks, policyPage, SUPPORT_HOURS } from './shared.ts';

/** `/refundpolicy`: no refunds except rare, case-by-case ones with proof; payment issues in 24 hours. */
export function refundPolicy(shop: string): PageContent {
  return policyPage('refunds', {
    title: 'Refund Policy',
    lead: `As a rule, ${shop} does not offer refunds: each piece is made once and set aside for you the moment you order it. In rare cases, decided one by one and only with proof, we do refund.`,
    summary: [
      'No refunds as a rule.',
      'Rare exceptions are decided case by case and need proof.',
      'Shipping costs are non-refundable.',
      `Report any payment problem within ${PAYMENT_REPORT_HOURS} hours.`,
    ],
    sections: [
      {
        heading: 'When we may refund',
        blocks: [
          'We consider a refund only in situations like these:',
          {
            list: [
              'the piece was damaged in transit;',
              'you received a different piece from the one you ordered;',
              'you were charged but no order was placed, or you were charged twice for one order.',
            ],
          },
          [
            'A change of mind, a size that does not suit, or a colour that looks different on screen is not a reason for a refund — please see our ',
            policyLinks.returns,
            ' and ask us anything before you buy.',
          ],
        ],
      },
      {
        heading: 'The proof we need',
        blocks: [
          'To look into a case, we need:',
          {
            list: [
              'your order number;',
              'for a damaged or wrong piece: clear photographs of the parcel as it arrived, its label, and the piece itself (an unboxing video helps a great deal);',
              'for a payment problem: the payment reference (the Razorpay payment ID or the UPI transaction reference) and a screenshot of the debit in your bank statement or UPI app.',
            ],
          },
          'Without proof we cannot make an exception. Every case is decided individually, and our decision is shared with you by e-mail.',
        ],
      },
      {
        heading: `Payment problems: tell us within ${PAYMENT_REPORT_HOURS} hours`,
        blocks: [
          [
            `If money has left your account but your order does not show as paid under My Orders, or you were charged twice, write to us through our `,
            contactLink(),
            ` or by e-mail within ${PAYMENT_REPORT_HOURS} hours of the payment, with the proof above. Reports made later may be impossible for us and the payment provider to trace.`,
          ],
          `We reply ${SUPPORT_HOURS}. A message sent on a weekend or public holiday still counts from when you sent it.`,
          'A payment that fails at the bank is usually reversed by the bank itself within a few working days. If a payment reaches us after the piece has stopped being held for you and someone else has bought it, we refund that payment in full, automatically, to the account it came from.',
        ],
      },
      {
        heading: 'How refunds are paid',
        blocks: [
          {
            list: [
              'Online payments are refunded through Razorpay to the card, UPI account or bank account you paid with. Banks usually take 5 to 7 working days to show the credit.',
              'Cash-on-delivery orders are refunded by bank transfer (NEFT, IMPS or UPI) to an account in the name of the person who placed the order.',
              'Refunds are made in Indian rupees, for the price of the piece.',
            ],
          },
        ],
      },
      {
        heading: 'Shipping costs',
        blocks: [
          [
            'Shipping costs are non-refundable, including when a piece itself is refunded. Our ',
            policyLinks.shipping,
            ' has the details of how and when we ship.',
          ],
        ],
      },
    ],
  });
}
