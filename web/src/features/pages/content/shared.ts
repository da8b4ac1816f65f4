/** Facts repeated across the written pages: one place to change them. */
import type { PageContent, PageLink } from '#web/features/pages/types.ts';

/** The date the policy texts last changed (YYYY-MM-DD). */
export const POLICIES_UPDATED = '2026-11-28';

/** When the shop answers messages and calls. */
export const SUPPORT_HOURS = 'Monday to Friday, 9:00 to 18:00';

/** Days between an order and its dispatch. */
export const DISPATCH_DAYS = 4;

/** Hours within which a payment problem (a debit with no paid order, a double charge) should be reported. */
export const PAYMENT_REPORT_HOURS = 24;

/**
 * Days after delivery within which a damaged, not-as-described, wrong or undelivered piece is
 * reported through My Orders: the default of the seller setting `claimWindowDays` (ADR 0057;
 * Consumer Protection (E-Commerce) Rules 2020, rule 7(5)).
 */
export const CLAIM_WINDOW_DAYS = 7;

/** My Orders, where a claim is filed ("Report a problem"), as a link inside text. */
export const myOrdersLink = (text = 'My Orders'): PageLink => ({ text, href: '/my-orders' });

/** The contact page, as a link inside text. */
export const contactLink = (text = 'contact page'): PageLink => ({ text, href: '/contact' });

/** Links to the sibling policies. */
export const policyLinks = {
  shipping: { text: 'Shipping Policy', href: '/shippingpolicy' },
  returns: { text: 'Return Policy', href: '/returnpolicy' },
  refunds: { text: 'Refund Policy', href: '/refundpolicy' },
  privacy: { text: 'Privacy Policy', href: '/privacypolicy' },
  terms: { text: 'Terms and Conditions', href: '/termsandconditions' },
} satisfies Record<string, PageLink>;

/** The closing "Questions?" section every policy ends with. */
function questionsSection(topic: string) {
  return {
    heading: 'Questions',
    blocks: [
      [
        `If anything about ${topic} is unclear, write to us through our `,
        contactLink(),
        ` or by e-mail. We answer ${SUPPORT_HOURS} (Indian Standard Time), usually within one working day.`,
      ],
    ],
  };
}

/** A policy page: dated `POLICIES_UPDATED`, its sections closed by the Questions section about `topic`. */
export function policyPage(topic: string, page: Omit<PageContent, 'lastUpdated'>): PageContent {
  return { ...page, lastUpdated: POLICIES_UPDATED, sections: [...page.sections, questionsSection(topic)] };
}
