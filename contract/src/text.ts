import { LINE_SEPARATOR } from './constants.ts';

/**
 * A line break typed with Enter (`\n`, `\r`; `\r\n` leaves an empty line that is dropped) or the
 * older `$` separator: one character class, so the split cannot backtrack.
 */
const lineBreak = new RegExp(`[\\r\\n${LINE_SEPARATOR}]`);

/**
 * Splits a description or productDetails text into trimmed, non-empty lines: a new line starts at
 * each line break typed with Enter, and at each `$` (the separator of texts written before Enter
 * was kept, still honoured so older descriptions read the same).
 */
export function splitLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(lineBreak)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const priceLinePattern = /₹|\bRs\.?\s*\d|\bINR\b|\bMRP\b|%|\bOFF\b/i;
const strikePattern = /~~.+~~|\bwas\b/i;

/** Classifies a description line: discount (`%`, OFF), strike (`~~old~~`, "was"), price (₹, Rs, INR, MRP). */
export function classifyDescriptionLine(line: string): 'discount' | 'strike' | 'price' | 'text' {
  if (/%|\bOFF\b/i.test(line)) return 'discount';
  if (strikePattern.test(line)) return 'strike';
  if (priceLinePattern.test(line)) return 'price';
  return 'text';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for an RFC 9562 UUID (versions 1–8), the shape of every id the API hands out. */
export function isUuid(text: string | undefined): boolean {
  return typeof text === 'string' && uuidPattern.test(text);
}
