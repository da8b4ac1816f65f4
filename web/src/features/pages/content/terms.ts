import { t } from '@lingui/core/macro';
import type { PageContent, PageLink, SellerFact } from '#web/features/pages/types.ts';
import { contactLink, DISPATCH_DAYS, grievanceLink, linked, policyLinks, policyPage } from './shared.ts';

/** "All prices include GST." or, for a seller not registered under GST, that none is charged (CGST Act s.32(1)). */
const gstPrices: SellerFact = { sellerFact: 'gstPrices' };

/** Razorpay's own help for a payment made through it, and its grievance policy (nodal officer), in the active language. */
export function razorpayLinks(): Record<'support' | 'grievance', PageLink> {
  return {
    support: { text: 'razorpay.com/support', href: 'https://razorpay.com/support/' },
    grievance: {
      text: t`grievance redressal policy`,
      href: 'https://razorpay.com/grievance-redressal/payments',
    },
  };
}

/**
 * `/termsandconditions`: who sells (Chandigarh, a Union Territory), one-of-a-kind pieces, INR prices
 * with the GST sentence of the seller's mode, payments (methods, Razorpay and PCI DSS, charge-backs,
 * Razorpay's contact: Consumer Protection (E-Commerce) Rules 2020, rule 7), 18 or older, Indian law
 * and the Chandigarh courts without prejudice to the consumer commission where the buyer lives or
 * works (CPA 2019 s.34). In the active language.
 */
export function termsAndConditions(shop: string): PageContent {
  const links = policyLinks();
  const razorpay = razorpayLinks();
  return policyPage(t`these terms`, {
    title: t`Terms and Conditions`,
    lead: t`These terms apply when you use the ${shop} website and when you buy from us. By placing an order you accept them, together with our Shipping, Return, Refund and Privacy policies. We have tried to write them plainly.`,
    summary: [
      t`Every piece is one of a kind: once sold, forever gone.`,
      [t`Prices are in Indian rupees (INR) and are the full price you pay.`, ' ', gstPrices],
      t`You must be 18 or older to create an account or place an order.`,
      t`These terms are governed by the laws of India; the courts of Chandigarh have jurisdiction, without prejudice to your right to approach the consumer commission where you live or work.`,
    ],
    sections: [
      {
        heading: t`Who we are`,
        blocks: [
          t`${shop} is a handcraft workshop in Chandigarh (Union Territory), India, selling handmade clothing, textiles and traditional goods to customers in India.`,
        ],
      },
      {
        heading: t`Who may buy`,
        blocks: [
          t`You must be 18 or older to create an account or place an order. If you are younger, please ask a parent or guardian to order for you.`,
        ],
      },
      {
        heading: t`One-of-a-kind pieces`,
        blocks: [
          t`Every piece we list exists once. The photographs show the actual piece you will receive; colours may look slightly different on your screen, and the small irregularities of hand embroidery, printing and weaving are part of its character, not defects.`,
          t`Once a piece is sold it is gone for good: we cannot take orders for a sold piece or promise an identical one.`,
        ],
      },
      {
        heading: t`Prices`,
        blocks: [
          {
            list: [
              [
                t`Prices are shown in Indian rupees (INR) and are the full price of the piece.`,
                ' ',
                gstPrices,
                ' ',
                t`Any shipping charge is shown at checkout before you confirm.`,
              ],
              t`If a price is shown wrongly because of an obvious error, we may cancel the order and refund in full any amount you have paid.`,
            ],
          },
        ],
      },
      {
        heading: t`Payments`,
        blocks: [
          {
            list: [
              t`You can pay cash on delivery, in cash to the courier, or online through Razorpay: cards, UPI, net banking and the wallets Razorpay offers.`,
              t`Online payments are made on Razorpay’s secure checkout. Your card, UPI and bank details go to Razorpay and your bank, never to us; Razorpay is certified under the card industry’s security standard (PCI DSS). We keep only the payment reference, the amount and whether it succeeded.`,
              linked(
                ({ refundPolicy }) =>
                  t`If a payment went wrong (money debited but no order, or a double charge), write to us first: we settle most cases within days, as our ${refundPolicy} explains. If we do not, you can raise a dispute (a charge-back) with your bank or card issuer, which takes it up with Razorpay and us.`,
                { refundPolicy: links.refunds },
              ),
              linked(
                ({ razorpaySupport, razorpayGrievance }) =>
                  t`For help with a payment made through Razorpay you can also reach Razorpay at ${razorpaySupport} or through its ${razorpayGrievance}.`,
                { razorpaySupport: razorpay.support, razorpayGrievance: razorpay.grievance },
              ),
            ],
          },
        ],
      },
      {
        heading: t`Orders`,
        blocks: [
          t`When you pay online, the piece is held for you for a short time while you complete the payment; if the payment does not go through in that time, the piece becomes available to others again. A cash-on-delivery order secures the piece as soon as it is placed.`,
          t`We confirm every order by e-mail. We may decline or cancel an order — for example when a delivery address cannot be served or when we suspect misuse — and will refund in full anything you paid for it.`,
        ],
      },
      {
        heading: t`Shipping, returns and refunds`,
        blocks: [
          linked(
            ({ shippingPolicy, returnPolicy, refundPolicy }) =>
              t`We ship within India within ${DISPATCH_DAYS} days of your order, as set out in our ${shippingPolicy}. We do not accept returns for a change of mind (see our ${returnPolicy}); a piece that arrives damaged, is not as described, is the wrong piece or never arrives is refunded, as our ${refundPolicy} explains.`,
            { shippingPolicy: links.shipping, returnPolicy: links.returns, refundPolicy: links.refunds },
          ),
        ],
      },
      {
        heading: t`Your account`,
        blocks: [
          t`Please give true details, keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed from your account.`,
          linked(({ privacyPolicy }) => t`How we treat your data is described in our ${privacyPolicy}.`, {
            privacyPolicy: links.privacy,
          }),
        ],
      },
      {
        heading: t`Our designs and photographs`,
        blocks: [
          t`The photographs, designs, text and logo on this website belong to ${shop} or its artisans. Please do not copy or reuse them without our written permission; sharing a link to a piece is always welcome.`,
        ],
      },
      {
        heading: t`Liability`,
        blocks: [
          t`We take great care over every piece and every parcel. To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.`,
        ],
      },
      {
        heading: t`Governing law and disputes`,
        blocks: [
          t`These terms are governed by the laws of India. Any dispute arising from them or from a purchase is subject to the exclusive jurisdiction of the courts at Chandigarh, without prejudice to your right to approach the consumer commission where you live or work (Consumer Protection Act, 2019, section 34).`,
          linked(
            ({ contact, grievance }) =>
              t`Before anything formal, please write to us through our ${contact} or to our grievance officer through the ${grievance}: most concerns are settled with a conversation.`,
            { contact: contactLink(), grievance: grievanceLink() },
          ),
        ],
      },
      {
        heading: t`Changes to these terms`,
        blocks: [
          t`We may update these terms from time to time; the date at the top shows the latest version. An order is governed by the terms in force on the day it was placed.`,
        ],
      },
    ],
  });
}
