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

/** Text with optional links: a string, or pieces of text and links read in order. */
export type RichText = string | readonly (string | PageLink)[];

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
