import { LINE_SEPARATOR } from './constants.ts';

/** Splits a description or productDetails text at `$` into trimmed, non-empty lines. */
export function splitLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(LINE_SEPARATOR)
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
