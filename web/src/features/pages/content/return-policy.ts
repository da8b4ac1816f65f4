import type { PageContent } from '#web/features/pages/types.ts';
import { CLAIM_WINDOW_DAYS, contactLink, myOrdersLink, policyLinks, policyPage } from './shared.ts';

/**
 * `/returnpolicy`: no returns or exchanges for a change of mind, and why; a damaged, wrong,
 * not-as-described or undelivered piece is reported within `claimWindowDays` (default 7) of
 * delivery through My Orders and refunded, the return shipping paid by the shop. Consumer
 * Protection (E-Commerce) Rules 2020, rule 7(1)(a), 7(3), 7(5); ADR 0057.
 */
export function returnPolicy(shop: string, claimWindowDays = CLAIM_WINDOW_DAYS): PageContent {
  const window = `${claimWindowDays} days of delivery`;
  return policyPage('returns', {
    title: 'Return Policy',
    lead: `Every piece at ${shop} is one of a kind: made by hand, sold once, and never restocked. For that reason we do not accept returns or exchanges for a change of mind. A piece that arrives damaged, is not as described, is the wrong piece or never arrives is another matter: we refund it and pay for its return.`,
    summary: [
      'We do not accept returns or exchanges for a change of mind.',
      'Please read the description and look at every photograph before you buy — and ask us anything first.',
      [
        `Damaged, not as described, the wrong piece or not delivered? Report it within ${window} under `,
        myOrdersLink(),
        ', with photographs; we refund it in full or in part and pay the return shipping. Our ',
        policyLinks.refunds,
        ' explains what happens next.',
      ],
    ],
    sections: [
      {
        heading: 'Why we do not accept returns',
        blocks: [
          'When you order a piece, it is taken out of our collection for you alone. There is no second one on a shelf to exchange it for, and a piece that travels back and forth across the country is no longer in the condition the next person deserves.',
          'Hand embroidery, block prints and handloom weaves are also delicate: once worn, washed or altered they cannot be offered again.',
        ],
      },
      {
        heading: 'Before you buy',
        blocks: [
          {
            list: [
              'Each photograph shows the very piece you will receive. Colours can look slightly different on different screens, especially deep reds and golds.',
              'Small irregularities in stitching, weave or dye are the signature of handwork, not defects.',
              'Check the measurements in the description against a garment you already own.',
              [
                'Unsure about anything? Ask us through our ',
                contactLink(),
                ' before you order — we are happy to send more photographs or measure again.',
              ],
            ],
          },
        ],
      },
      {
        heading: 'If something is wrong with your parcel',
        blocks: [
          [
            `If a piece arrives damaged, is not as described, is not the one you ordered, or never arrives, open `,
            myOrdersLink(),
            ` and press “Report a problem” on the order within ${window}. Add photographs of the parcel, its label and the piece, and keep the piece and its packing as they arrived. We refund such a piece in full or in part, as set out in our `,
            policyLinks.refunds,
            '.',
          ],
          'If we need the piece back, we arrange the pickup and pay the return shipping: you never pay to send back a piece that was damaged, wrong or not as described.',
        ],
      },
      {
        heading: 'Refused cash-on-delivery parcels',
        blocks: [
          'Refusing a cash-on-delivery parcel is not a way to return it: the piece was withdrawn from sale for you, and the shipping both ways is lost. If you have changed your mind before dispatch, write to us at once and we will do our best.',
        ],
      },
    ],
  });
}
