import type { PageContent } from '#web/features/pages/types.ts';
import { contactLink, PAYMENT_REPORT_HOURS, policyLinks, policyPage } from './shared.ts';

/** `/returnpolicy`: no returns, and why; what to do when something is wrong. */
export function returnPolicy(shop: string): PageContent {
  return policyPage('returns', {
    title: 'Return Policy',
    lead: `Every piece at ${shop} is one of a kind: made by hand, sold once, and never restocked. For that reason we do not accept returns or exchanges.`,
    summary: [
      'We do not accept returns or exchanges.',
      'Please read the description and look at every photograph before you buy — and ask us anything first.',
      [
        `A wrong or damaged piece? Tell us within ${PAYMENT_REPORT_HOURS} hours of delivery, with photographs; our `,
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
            `If you receive a piece other than the one you ordered, or it arrives damaged in transit, write to us within ${PAYMENT_REPORT_HOURS} hours of delivery with your order number and photographs of the parcel and the piece. Keep the piece and its packing as they arrived. We look at each case individually, as set out in our `,
            policyLinks.refunds,
            '.',
          ],
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
