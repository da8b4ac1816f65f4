/** Stable ids for demo rows, so every fresh install has the same product URLs. */
import { createHash } from 'node:crypto';

/** An RFC 9562 version-5-style UUID (SHA-1 of `shahi-demo:<name>`). */
export function demoId(name: string): string {
  const hex = createHash('sha1').update(`shahi-demo:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A URL-safe slug of a title ("Men’s Khussa in Tan" → "mens-khussa-in-tan"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
