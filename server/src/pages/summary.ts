/** Plain-text summaries of shop texts (lines split as splitLines does: at Enter or `$`) for meta descriptions. */
import { classifyDescriptionLine, splitLines } from '@shahi/contract';

/** Longest meta description search engines show whole (about 155 characters). */
export const DESCRIPTION_MAX_LENGTH = 155;

/** Cuts `text` to at most `max` characters at a word boundary, ending in "…" when cut. */
export function truncate(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Trailing punctuation goes; the lookbehind starts the match at a run's first character (linear).
  const kept = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/(?<![\s,;:.।–—-])[\s,;:.।–—-]+$/, '')}…`;
}

/**
 * The prose of a product description as one sentence run: its text lines (price, MRP and discount
 * lines left out — the price has its own tags) joined with sentence ends (`.`, or the danda `।`
 * Hindi and Punjabi end sentences with); '' when there is none.
 */
export function descriptionProse(description: string, sentenceEnd: '.' | '।' = '.'): string {
  return splitLines(description)
    .filter((line) => classifyDescriptionLine(line) === 'text')
    .map((line) => (/[.!?…।॥]$/.test(line) ? line : `${line}${sentenceEnd}`))
    .join(' ');
}
