import type { PageContent } from '#web/features/pages/types.ts';
import { contactLink, DISPATCH_DAYS, policyLinks, policyPage } from './shared.ts';

/** `/termsandconditions`: one-of-a-kind pieces, INR prices with taxes, Indian law, Chandigarh courts. */
export function termsAndConditions(shop: string): PageContent {
  return policyPage('these terms', {
    title: 'Terms and Conditions',
    lead: `These terms apply when you use the ${shop} website and when you buy from us. By placing an order you accept them, together with our Shipping, Return, Refund and Privacy policies. We have tried to write them plainly.`,
    summary: [
      'Every piece is one of a kind: once sold, forever gone.',
      'Prices are in Indian rupees (INR) and include GST and all applicable taxes.',
      'These terms are governed by the laws of India; the courts of Chandigarh have jurisdiction.',
    ],
    sections: [
      {
        heading: 'Who we are',
        blocks: [
          `${shop} is a handcraft workshop in Chandigarh, Punjab, India, selling handmade clothing, textiles and traditional goods to customers in India.`,
        ],
      },
      {
        heading: 'One-of-a-kind pieces',
        blocks: [
          'Every piece we list exists once. The photographs show the actual piece you will receive; colours may look slightly different on your screen, and the small irregularities of hand embroidery, printing and weaving are part of its character, not defects.',
          'Once a piece is sold it is gone for good: we cannot take orders for a sold piece or promise an identical one.',
        ],
      },
      {
        heading: 'Prices and payment',
        blocks: [
          {
            list: [
              'Prices are shown in Indian rupees (INR) and include GST and all applicable taxes. Any shipping charge is shown at checkout before you confirm.',
              'You can pay cash on delivery or online through Razorpay (cards, UPI, net banking and wallets Razorpay offers).',
              'If a price is shown wrongly because of an obvious error, we may cancel the order and refund in full any amount you have paid.',
            ],
          },
        ],
      },
      {
        heading: 'Orders',
        blocks: [
          'When you pay online, the piece is held for you for a short time while you complete the payment; if the payment does not go through in that time, the piece becomes available to others again. A cash-on-delivery order secures the piece as soon as it is placed.',
          'We confirm every order by e-mail. We may decline or cancel an order — for example when a delivery address cannot be served or when we suspect misuse — and will refund in full anything you paid for it.',
        ],
      },
      {
        heading: 'Shipping, returns and refunds',
        blocks: [
          [
            `We ship within India within ${DISPATCH_DAYS} days of your order, as set out in our `,
            policyLinks.shipping,
            '. We do not accept returns (see our ',
            policyLinks.returns,
            '), and refunds are made only in rare cases with proof, as our ',
            policyLinks.refunds,
            ' explains.',
          ],
        ],
      },
      {
        heading: 'Your account',
        blocks: [
          'Please give true details, keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed from your account.',
          ['How we treat your data is described in our ', policyLinks.privacy, '.'],
        ],
      },
      {
        heading: 'Our designs and photographs',
        blocks: [
          `The photographs, designs, text and logo on this website belong to ${shop} or its artisans. Please do not copy or reuse them without our written permission; sharing a link to a piece is always welcome.`,
        ],
      },
      {
        heading: 'Liability',
        blocks: [
          'We take great care over every piece and every parcel. To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights as a consumer under the Consumer Protection Act, 2019.',
        ],
      },
      {
        heading: 'Governing law and disputes',
        blocks: [
          'These terms are governed by the laws of India. Any dispute arising from them or from a purchase is subject to the exclusive jurisdiction of the courts at Chandigarh.',
          [
            'Before anything formal, please write to us through our ',
            contactLink(),
            ': most concerns are settled with a conversation.',
          ],
        ],
      },
      {
        heading: 'Changes to these terms',
        blocks: [
          'We may update these terms from time to time; the date at the top shows the latest version. An order is governed by the terms in force on the day it was placed.',
        ],
      },
    ],
  });
}
