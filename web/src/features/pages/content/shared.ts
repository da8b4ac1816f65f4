/**
 * Facts repeated across the written pages, in one place, and the helpers the policies are built
 * with. Every visible word goes through Lingui's `t` when a page is built, so in the page's
 * language (the language is activated before any render); the English text is the binding one.
 */
import { t } from '@lingui/core/macro';
import type { PageContent, PageLink, PageSection, SellerFact } from '#web/features/pages/types.ts';

/** The date the policy texts last changed (YYYY-MM-DD). */
export const POLICIES_UPDATED = '2026-11-28';

/** When the shop answers messages and calls ("Monday to Friday, 9:00 to 18:00"), in the active language. */
export const supportHours = (): string => t`Monday to Friday, 9:00 to 18:00`;

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
export const myOrdersLink = (text = t`My Orders`): PageLink => ({ text, href: '/my-orders' });

/** The contact page, as a link inside text. */
export const contactLink = (text = t`contact page`): PageLink => ({ text, href: '/contact' });

/** The grievance page, where a complaint or a privacy request is filed with a ticket number, as a link inside text. */
export const grievanceLink = (): PageLink => ({ text: t`grievance page`, href: '/grievance' });

/** Links to the sibling policies, titled in the active language. */
export function policyLinks() {
  return {
    shipping: { text: t`Shipping Policy`, href: '/shippingpolicy' },
    returns: { text: t`Return Policy`, href: '/returnpolicy' },
    refunds: { text: t`Refund Policy`, href: '/refundpolicy' },
    privacy: { text: t`Privacy Policy`, href: '/privacypolicy' },
    terms: { text: t`Terms and Conditions`, href: '/termsandconditions' },
  } satisfies Record<string, PageLink>;
}

/** Marks a slot inside a translated sentence: a private-use character around the slot's number. */
const SLOT_MARK = '\uE000';
const SLOT_PATTERN = new RegExp(`${SLOT_MARK}(\\d+)${SLOT_MARK}`);

/**
 * A whole sentence with links (or seller facts) inside it, kept as ONE message so that a translation
 * may place the links where its grammar needs them: `sentence` is called with a marker string for
 * each key of `parts` and returns the translated sentence (`({ contact }) => t\`write to us through
 * our ${contact}\``, whose message reads "write to us through our {contact}"); the markers are then
 * replaced by the parts. Returns the pieces of rich text in reading order, without empty strings.
 */
export function linked<K extends string>(
  sentence: (slots: Record<K, string>) => string,
  parts: Record<K, PageLink | SellerFact>,
): (string | PageLink | SellerFact)[] {
  const keys = Object.keys(parts) as K[];
  const slots = Object.fromEntries(keys.map((key, index) => [key, `${SLOT_MARK}${index}${SLOT_MARK}`]));
  return sentence(slots as Record<K, string>)
    .split(SLOT_PATTERN)
    .map((piece, index) => (index % 2 === 0 ? piece : parts[keys[Number(piece)] as K]))
    .filter((piece) => piece !== '' && piece !== undefined);
}

/** The closing "Questions" section every policy ends with; `topic` names what the policy is about. */
function questionsSection(topic: string): PageSection {
  const hours = supportHours();
  return {
    heading: t`Questions`,
    blocks: [
      linked(
        ({ contact }) =>
          t`If anything about ${topic} is unclear, write to us through our ${contact} or by e-mail. We answer ${hours} (Indian Standard Time), usually within one working day.`,
        { contact: contactLink() },
      ),
    ],
  };
}

/**
 * A policy page: dated `POLICIES_UPDATED`, its sections closed by the Questions section about
 * `topic` (already in the active language, worded to follow "about": "your privacy", "refunds").
 */
export function policyPage(topic: string, page: Omit<PageContent, 'lastUpdated'>): PageContent {
  return { ...page, lastUpdated: POLICIES_UPDATED, sections: [...page.sections, questionsSection(topic)] };
}
