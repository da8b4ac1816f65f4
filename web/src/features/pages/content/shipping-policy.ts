import { t } from '@lingui/core/macro';
import type { PageContent, SellerFact } from '#web/features/pages/types.ts';
import {
  CLAIM_WINDOW_DAYS,
  DISPATCH_DAYS,
  linked,
  myOrdersLink,
  policyLinks,
  policyPage,
  supportHours,
} from './shared.ts';

/** "All prices include GST." or, for a seller not registered under GST, that none is charged (CGST Act s.32(1)). */
const gstPrices: SellerFact = { sellerFact: 'gstPrices' };

/**
 * `/shippingpolicy`: dispatch within 4 days, courier or Speed Post, prices with the GST sentence of
 * the seller's mode (CGST Act s.32(1)), a damaged parcel reported through My Orders within
 * `claimWindowDays` (default 7) of delivery (ADR 0057). In the active language.
 */
export function shippingPolicy(shop: string, claimWindowDays = CLAIM_WINDOW_DAYS): PageContent {
  const hours = supportHours();
  const links = policyLinks();
  return policyPage(t`shipping`, {
    title: t`Shipping Policy`,
    lead: t`Every piece at ${shop} is finished by hand in our Chandigarh workshop, and there is only one of each. This page explains how your piece travels from our workbench to your door.`,
    summary: [
      t`We ship every order within ${DISPATCH_DAYS} days of the day it is placed.`,
      t`We deliver across India by domestic courier or by India Post Speed Post.`,
      t`Delivery within India is free.`,
      t`Questions are answered ${hours}.`,
    ],
    sections: [
      {
        heading: t`When your order ships`,
        blocks: [
          t`We hand every order to the courier or to India Post within ${DISPATCH_DAYS} days of the day you place it. Before it leaves, each piece is checked, pressed and wrapped by hand — which is why we do not promise same-day dispatch.`,
          t`An order paid online is dispatched once the payment is confirmed; a cash-on-delivery order counts from the day it is placed.`,
          t`If something outside our hands — a public holiday, a strike, a courier suspending service in your area — would hold your order beyond ${DISPATCH_DAYS} days, we write to you at the e-mail address of your account before then.`,
        ],
      },
      {
        heading: t`How we ship`,
        blocks: [
          t`We ship within India only. Each parcel goes either with a reputable domestic courier or by India Post Speed Post, whichever serves your PIN code more reliably; some remote PIN codes are reached by Speed Post alone.`,
          t`Handwork is packed flat or loosely rolled, in a sealed, moisture-resistant cover, so that embroidery and fine weaves arrive without damp or hard creases.`,
        ],
      },
      {
        heading: t`Delivery times`,
        blocks: [
          t`Once dispatched, most parcels reach metro cities within a few days and smaller towns a little later. These times are the courier’s, not ours, and festivals, weather or local conditions can add a day or two.`,
          t`You can follow your order under My Orders in your account. For the tracking (consignment) number of a parcel already dispatched, write to us and we will share it.`,
        ],
      },
      {
        heading: t`Shipping charges`,
        blocks: [
          [
            t`Our prices are in Indian rupees and are the full price you pay.`,
            ' ',
            gstPrices,
            ' ',
            t`Delivery within India is free; should a shipping charge ever apply, it is shown at checkout before you confirm your order — never added afterwards.`,
          ],
          linked(
            ({ refundPolicy }) =>
              t`When we refund a piece (see our ${refundPolicy}), any amount you paid for its shipping is refunded with it.`,
            { refundPolicy: links.refunds },
          ),
        ],
      },
      {
        heading: t`Your address`,
        blocks: [
          t`Please check the name, full address, PIN code and phone number at checkout: couriers call that number before delivering. We cannot change the address once the parcel has left us.`,
          t`If a parcel comes back to us because the address was incomplete or nobody could receive it, we will get in touch to send it again; the cost of the second shipment is yours to bear.`,
        ],
      },
      {
        heading: t`If your parcel arrives damaged`,
        blocks: [
          linked(
            ({ myOrders, refundPolicy }) =>
              t`If the parcel looks opened, torn or wet, please photograph it before and while opening it. Then open ${myOrders} and press “Report a problem” on the order within ${claimWindowDays} days of delivery, with the photographs. We refund a damaged piece in full or in part and pay for its return, as our ${refundPolicy} explains.`,
            { myOrders: myOrdersLink(), refundPolicy: links.refunds },
          ),
        ],
      },
    ],
  });
}
