import { t } from '@lingui/core/macro';
import type { PageContent } from '#web/features/pages/types.ts';
import { CLAIM_WINDOW_DAYS, contactLink, linked, myOrdersLink, policyLinks, policyPage } from './shared.ts';

/**
 * `/returnpolicy`: no returns or exchanges for a change of mind, and why; a damaged, wrong,
 * not-as-described or undelivered piece is reported within `claimWindowDays` (default 7) of
 * delivery through My Orders and refunded, the return shipping paid by the shop. Consumer
 * Protection (E-Commerce) Rules 2020, rule 7(1)(a), 7(3), 7(5); ADR 0057. In the active language.
 */
export function returnPolicy(shop: string, claimWindowDays = CLAIM_WINDOW_DAYS): PageContent {
  const window = t`${claimWindowDays} days of delivery`;
  const links = policyLinks();
  return policyPage(t`returns`, {
    title: t`Return Policy`,
    lead: t`Every piece at ${shop} is one of a kind: made by hand, sold once, and never restocked. For that reason we do not accept returns or exchanges for a change of mind. A piece that arrives damaged, is not as described, is the wrong piece or never arrives is another matter: we refund it and pay for its return.`,
    summary: [
      t`We do not accept returns or exchanges for a change of mind.`,
      t`Please read the description and look at every photograph before you buy — and ask us anything first.`,
      linked(
        ({ myOrders, refundPolicy }) =>
          t`Damaged, not as described, the wrong piece or not delivered? Report it within ${window} under ${myOrders}, with photographs; we refund it in full or in part and pay the return shipping. Our ${refundPolicy} explains what happens next.`,
        { myOrders: myOrdersLink(), refundPolicy: links.refunds },
      ),
    ],
    sections: [
      {
        heading: t`Why we do not accept returns`,
        blocks: [
          t`When you order a piece, it is taken out of our collection for you alone. There is no second one on a shelf to exchange it for, and a piece that travels back and forth across the country is no longer in the condition the next person deserves.`,
          t`Hand embroidery, block prints and handloom weaves are also delicate: once worn, washed or altered they cannot be offered again.`,
        ],
      },
      {
        heading: t`Before you buy`,
        blocks: [
          {
            list: [
              t`Each photograph shows the very piece you will receive. Colours can look slightly different on different screens, especially deep reds and golds.`,
              t`Small irregularities in stitching, weave or dye are the signature of handwork, not defects.`,
              t`Check the measurements in the description against a garment you already own.`,
              linked(
                ({ contact }) =>
                  t`Unsure about anything? Ask us through our ${contact} before you order — we are happy to send more photographs or measure again.`,
                { contact: contactLink() },
              ),
            ],
          },
        ],
      },
      {
        heading: t`If something is wrong with your parcel`,
        blocks: [
          linked(
            ({ myOrders, refundPolicy }) =>
              t`If a piece arrives damaged, is not as described, is not the one you ordered, or never arrives, open ${myOrders} and press “Report a problem” on the order within ${window}. Add photographs of the parcel, its label and the piece, and keep the piece and its packing as they arrived. We refund such a piece in full or in part, as set out in our ${refundPolicy}.`,
            { myOrders: myOrdersLink(), refundPolicy: links.refunds },
          ),
          t`If we need the piece back, we arrange the pickup and pay the return shipping: you never pay to send back a piece that was damaged, wrong or not as described.`,
        ],
      },
      {
        heading: t`Refused cash-on-delivery parcels`,
        blocks: [
          t`Refusing a cash-on-delivery parcel is not a way to return it: the piece was withdrawn from sale for you, and the shipping both ways is lost. If you have changed your mind before dispatch, write to us at once and we will do our best.`,
        ],
      },
    ],
  });
}
