import { t } from '@lingui/core/macro';
import { CLAIM_NOT_DELIVERED_AFTER_DAYS } from '@shahi/contract/schemas';
import type { PageContent } from '#web/features/pages/types.ts';
import {
  CLAIM_WINDOW_DAYS,
  contactLink,
  grievanceLink,
  linked,
  myOrdersLink,
  PAYMENT_REPORT_HOURS,
  policyLinks,
  policyPage,
  supportHours,
} from './shared.ts';

/**
 * `/refundpolicy`: no refunds for a change of mind; a full or part refund, shipping included, of a
 * piece that arrives damaged, not as described, wrong or not at all, reported through My Orders
 * within `claimWindowDays` (default 7) of delivery with photographs; payment problems within 24
 * hours. Consumer Protection (E-Commerce) Rules 2020, rule 7(1)(a), 7(3), 7(5); CPA 2019 s.2(47);
 * CGST Act s.34 (the credit note); ADR 0057. In the active language.
 */
export function refundPolicy(shop: string, claimWindowDays = CLAIM_WINDOW_DAYS): PageContent {
  const window = t`${claimWindowDays} days of delivery`;
  const hours = supportHours();
  const links = policyLinks();
  return policyPage(t`refunds`, {
    title: t`Refund Policy`,
    lead: t`As a rule, ${shop} does not offer refunds for a change of mind: each piece is made once and set aside for you the moment you order it. A piece that arrives damaged, is not as described, is the wrong piece or never arrives is different: we refund it, in full or in part, when you tell us within ${window}.`,
    summary: [
      t`No refunds as a rule.`,
      t`Rare exceptions are decided case by case and need proof.`,
      t`Shipping costs are non-refundable.`,
      t`The exception the law gives you: a piece that arrives damaged, is not as described, is the wrong piece or does not arrive is refunded in full or in part, with any shipping paid. Report it within ${window} under My Orders, with photographs.`,
      t`Delivery within India is free, and for a piece we refund we pay the return shipping and arrange the pickup; you never pay it.`,
      t`Report any payment problem within ${PAYMENT_REPORT_HOURS} hours.`,
    ],
    sections: [
      {
        heading: t`When we refund`,
        blocks: [
          t`We refund a piece when:`,
          {
            list: [
              t`it arrived damaged;`,
              t`it is not as described: not the piece in the photographs, or not what its description says;`,
              t`you received a different piece from the one you ordered;`,
              t`it never arrived;`,
              t`you were charged but no order was placed, or you were charged twice for one order.`,
            ],
          },
          linked(
            ({ returnPolicy }) =>
              t`A change of mind, a size that does not suit, or a colour that looks different on screen is not a reason for a refund — please see our ${returnPolicy} and ask us anything before you buy.`,
            { returnPolicy: links.returns },
          ),
        ],
      },
      {
        heading: t`Report a problem within ${window}`,
        blocks: [
          linked(
            ({ myOrders }) =>
              t`Sign in, open ${myOrders} and press “Report a problem” on the order within ${window}; for a parcel that has not arrived, from ${CLAIM_NOT_DELIVERED_AFTER_DAYS} days after we shipped it. Say what happened, describe it in a few words and add one to five photographs (none are needed for a parcel that never arrived). For a cash-on-delivery order, also give the UPI ID or the bank account (holder, account number, IFSC) to refund to.`,
            { myOrders: myOrdersLink() },
          ),
          t`Please keep the piece and its packing as they arrived until we have decided.`,
          linked(
            ({ grievance }) =>
              t`After ${claimWindowDays} days the button closes. If something is still wrong, write to our grievance officer through the ${grievance}; nothing in this policy limits your rights under the Consumer Protection Act, 2019.`,
            { grievance: grievanceLink() },
          ),
        ],
      },
      {
        heading: t`The proof we need`,
        blocks: [
          t`To look into a case, we need:`,
          {
            list: [
              t`your order (a claim from My Orders names it for you);`,
              t`for a damaged, wrong or not-as-described piece: clear photographs of the parcel as it arrived, its label, and the piece itself (an unboxing video helps a great deal);`,
              t`for a payment problem: the payment reference (the Razorpay payment ID or the UPI transaction reference) and a screenshot of the debit in your bank statement or UPI app.`,
            ],
          },
          t`Every case is decided individually, on its proof, and our decision is shared with you by e-mail and under My Orders: a refund in full, a refund in part (for example when only a corner of a piece is spoiled), or a refusal with our reasons.`,
        ],
      },
      {
        heading: t`Return shipping`,
        blocks: [
          t`If we need a damaged, wrong or not-as-described piece back, we arrange the pickup from your address and pay for it. You never pay return shipping for such a piece, and a refund never waits for a parcel you were asked to pay for.`,
        ],
      },
      {
        heading: t`Payment problems: tell us within ${PAYMENT_REPORT_HOURS} hours`,
        blocks: [
          linked(
            ({ contact }) =>
              t`If money has left your account but your order does not show as paid under My Orders, or you were charged twice, write to us through our ${contact} or by e-mail within ${PAYMENT_REPORT_HOURS} hours of the payment, with the proof above. Reports made later may be impossible for us and the payment provider to trace.`,
            { contact: contactLink() },
          ),
          t`We reply ${hours}. A message sent on a weekend or public holiday still counts from when you sent it.`,
          t`A payment that fails at the bank is usually reversed by the bank itself within a few working days. If a payment reaches us after the piece has stopped being held for you and someone else has bought it, we refund that payment in full, automatically, to the account it came from.`,
        ],
      },
      {
        heading: t`How refunds are paid`,
        blocks: [
          {
            list: [
              t`Online payments are refunded through Razorpay to the card, UPI account or bank account you paid with. Banks usually take 5 to 7 working days to show the credit.`,
              t`Cash-on-delivery orders are refunded by UPI or by bank transfer (NEFT or IMPS) to the UPI ID or bank account you give in your claim; we tell you the transaction reference.`,
              t`Refunds are made in Indian rupees, up to everything you paid for the piece.`,
              t`With every refund we issue a credit note, the tax document that reverses your invoice for the amount refunded; you can download it under My Orders.`,
            ],
          },
        ],
      },
      {
        heading: t`Shipping costs`,
        blocks: [
          linked(
            ({ shippingPolicy }) =>
              t`Shipping is free: we charge nothing for delivery, so a refund is never reduced by a shipping charge. Our ${shippingPolicy} has the details of how and when we ship.`,
            { shippingPolicy: links.shipping },
          ),
        ],
      },
    ],
  });
}
