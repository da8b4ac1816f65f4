import { CLAIM_NOT_DELIVERED_AFTER_DAYS } from '@shahi/contract/schemas';
import type { PageContent } from '#web/features/pages/types.ts';
import {
  CLAIM_WINDOW_DAYS,
  contactLink,
  myOrdersLink,
  PAYMENT_REPORT_HOURS,
  policyLinks,
  policyPage,
  SUPPORT_HOURS,
} from './shared.ts';

/**
 * `/refundpolicy`: no refunds for a change of mind; a full or part refund, shipping included, of a
 * piece that arrives damaged, not as described, wrong or not at all, reported through My Orders
 * within `claimWindowDays` (default 7) of delivery with photographs; payment problems within 24
 * hours. Consumer Protection (E-Commerce) Rules 2020, rule 7(1)(a), 7(3), 7(5); CPA 2019 s.2(47);
 * CGST Act s.34 (the credit note); ADR 0057.
 */
export function refundPolicy(shop: string, claimWindowDays = CLAIM_WINDOW_DAYS): PageContent {
  const window = `${claimWindowDays} days of delivery`;
  return policyPage('refunds', {
    title: 'Refund Policy',
    lead: `As a rule, ${shop} does not offer refunds for a change of mind: each piece is made once and set aside for you the moment you order it. A piece that arrives damaged, is not as described, is the wrong piece or never arrives is different: we refund it, in full or in part, when you tell us within ${window}.`,
    summary: [
      'No refunds as a rule.',
      'Rare exceptions are decided case by case and need proof.',
      'Shipping costs are non-refundable.',
      `The exception the law gives you: a piece that arrives damaged, is not as described, is the wrong piece or does not arrive is refunded in full or in part, with any shipping paid. Report it within ${window} under My Orders, with photographs.`,
      'Delivery within India is free, and for a piece we refund we pay the return shipping and arrange the pickup; you never pay it.',
      `Report any payment problem within ${PAYMENT_REPORT_HOURS} hours.`,
    ],
    sections: [
      {
        heading: 'When we refund',
        blocks: [
          'We refund a piece when:',
          {
            list: [
              'it arrived damaged;',
              'it is not as described: not the piece in the photographs, or not what its description says;',
              'you received a different piece from the one you ordered;',
              'it never arrived;',
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
        heading: `Report a problem within ${window}`,
        blocks: [
          [
            'Sign in, open ',
            myOrdersLink(),
            ` and press “Report a problem” on the order within ${window}; for a parcel that has not arrived, from ${CLAIM_NOT_DELIVERED_AFTER_DAYS} days after we shipped it. Say what happened, describe it in a few words and add one to five photographs (none are needed for a parcel that never arrived). For a cash-on-delivery order, also give the UPI ID or the bank account (holder, account number, IFSC) to refund to.`,
          ],
          'Please keep the piece and its packing as they arrived until we have decided.',
          [
            `After ${claimWindowDays} days the button closes. If something is still wrong, write to our grievance officer through the `,
            { text: 'grievance page', href: '/grievance' },
            '; nothing in this policy limits your rights under the Consumer Protection Act, 2019.',
          ],
        ],
      },
      {
        heading: 'The proof we need',
        blocks: [
          'To look into a case, we need:',
          {
            list: [
              'your order (a claim from My Orders names it for you);',
              'for a damaged, wrong or not-as-described piece: clear photographs of the parcel as it arrived, its label, and the piece itself (an unboxing video helps a great deal);',
              'for a payment problem: the payment reference (the Razorpay payment ID or the UPI transaction reference) and a screenshot of the debit in your bank statement or UPI app.',
            ],
          },
          'Every case is decided individually, on its proof, and our decision is shared with you by e-mail and under My Orders: a refund in full, a refund in part (for example when only a corner of a piece is spoiled), or a refusal with our reasons.',
        ],
      },
      {
        heading: 'Return shipping',
        blocks: [
          'If we need a damaged, wrong or not-as-described piece back, we arrange the pickup from your address and pay for it. You never pay return shipping for such a piece, and a refund never waits for a parcel you were asked to pay for.',
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
              'Cash-on-delivery orders are refunded by UPI or by bank transfer (NEFT or IMPS) to the UPI ID or bank account you give in your claim; we tell you the transaction reference.',
              'Refunds are made in Indian rupees, up to everything you paid for the piece.',
              'With every refund we issue a credit note, the tax document that reverses your invoice for the amount refunded; you can download it under My Orders.',
            ],
          },
        ],
      },
      {
        heading: 'Shipping costs',
        blocks: [
          [
            'Shipping is free: we charge nothing for delivery, so a refund is never reduced by a shipping charge. Our ',
            policyLinks.shipping,
            ' has the details of how and when we ship.',
          ],
        ],
      },
    ],
  });
}
