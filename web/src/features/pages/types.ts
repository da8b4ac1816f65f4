/**
 * The shape of the shop's written pages (policies, about): plain data, so the wording can be
 * edited without touching markup. A page renders as one h1, an optional "In short" list, then
 * h2 sections with optional h3 subsections — headings always in order.
 */

/** A link inside text: a path of the shop ("/contact") or an absolute URL. */
export interface PageLink {
  text: string;
  href: string;
}

/**
 * A sentence that depends on the seller disclosure (`GET /api/seller`), worded by the page renderer
 * when the page is shown (features/pages/seller-facts.ts): e.g. `gstPrices` says "All prices include
 * GST." only while the seller is registered for GST (CGST Act s.32(1)).
 */
export interface SellerFact {
  sellerFact: SellerFactName;
}

/**
 * The sentences a page may leave to the seller disclosure: `gstPrices` (whether prices include GST)
 * and `privacyContact` (the grievance officer, who also answers for personal data).
 */
export type SellerFactName = 'gstPrices' | 'privacyContact';

/** Text with optional links: a string, or pieces of text, links and seller facts read in order. */
export type RichText = string | readonly (string | PageLink | SellerFact)[];

/** A paragraph, or a bulleted list of short items. */
export type PageBlock = RichText | { list: readonly RichText[] };

/** A titled part of a section (rendered as h3). */
export interface PageSubsection {
  heading: string;
  blocks: readonly PageBlock[];
}

/** A titled section (rendered as h2), with its own text and optional subsections. */
export interface PageSection {
  heading: string;
  blocks: readonly PageBlock[];
  subsections?: readonly PageSubsection[];
}

/** One written page. */
export interface PageContent {
  /** The h1 and the tab title. */
  title: string;
  /** The date the text last changed, as YYYY-MM-DD (shown as "21 November 2026"). */
  lastUpdated: string;
  /** The opening paragraph under the title. */
  lead: RichText;
  /** The page's key points, shown first under "In short". */
  summary?: readonly RichText[];
  sections: readonly PageSection[];
}
