/**
 * The Hindi and Punjabi pages' fonts (ADR 0065): Noto Sans Devanagari and Noto Sans Gurmukhi,
 * self-hosted woff2 (web/public/fonts, from @fontsource 5.3.0, SIL OFL 1.1), regular and
 * semibold, `font-display: swap`. Only `/hi` and `/pa` pages name them: English pages load
 * nothing more. Each face covers its script alone (unicode-range), so Latin letters, digits and
 * ₹ keep the English fonts; the storefront's font stacks gain the face first under `:lang()`.
 */
import type { Locale } from '@shahi/contract/i18n';

/** As web/src/index.css `--font-sans` and `--font-display` (a test holds them equal). */
export const SANS_STACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const DISPLAY_STACK =
  '"Cormorant Garamond", "Playfair Display", "EB Garamond", Garamond, Georgia, "Times New Roman", serif';

interface ScriptFont {
  family: string;
  /** The woff2 file of a weight, under /fonts/. */
  file: (weight: number) => string;
  unicodeRange: string;
}

/** Fontsource's script subsets' ranges, without ₹ (U+20B9) and ₨ (U+20A8), which stay with the digits. */
const scriptFonts: Record<Exclude<Locale, 'en'>, ScriptFont> = {
  hi: {
    family: 'Noto Sans Devanagari',
    file: (weight) => `/fonts/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    unicodeRange: 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
  },
  pa: {
    family: 'Noto Sans Gurmukhi',
    file: (weight) => `/fonts/noto-sans-gurmukhi-gurmukhi-${weight}-normal.woff2`,
    unicodeRange: 'U+0951-0952,U+0964-0965,U+0A01-0A76,U+200C-200D,U+25CC,U+262C,U+A830-A839',
  },
};

/** Regular for text, semibold for headings and buttons (500 falls to 400, 700 to 600). */
const WEIGHTS = [400, 600] as const;

/** The preloaded weight: body text, the bulk of a page. */
const PRELOADED_WEIGHT = 400;

/** The font files `locale`'s pages use (none for English). */
export function localeFontFiles(locale: Locale): string[] {
  const font = locale === 'en' ? undefined : scriptFonts[locale];
  return font ? WEIGHTS.map((weight) => font.file(weight)) : [];
}

/**
 * The head tags of `locale`'s font: a preload of its regular face and a style element with its
 * faces and the `:lang()` font stacks; `''` for English.
 */
export function localeFontHead(locale: Locale): string {
  if (locale === 'en') return '';
  const font = scriptFonts[locale];
  const faces = WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url(${font.file(weight)}) format("woff2");unicode-range:${font.unicodeRange}}`,
  ).join('');
  const stacks =
    `:root:lang(${locale}){--font-sans:"${font.family}", ${SANS_STACK};` +
    `--font-display:"${font.family}", ${DISPLAY_STACK}}`;
  return [
    `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font.file(PRELOADED_WEIGHT)}" />`,
    `<style>${faces}${stacks}</style>`,
  ].join('\n    ');
}
