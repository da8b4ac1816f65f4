/**
 * The switcher's own font (index.css `.language-name`, scripts/fonts/language-names.mjs) holds every
 * letter of the language names it shows, and stays a small download.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_NAMES } from '@shahi/contract/i18n';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';

const fontFile = (locale: 'hi' | 'pa') =>
  path.resolve(import.meta.dirname, `../../../public/fonts/language-name-${locale}.woff2`);

describe('the language names font', () => {
  for (const locale of ['hi', 'pa'] as const) {
    it(`draws every letter of "${LOCALE_NAMES[locale]}" and weighs under 4 KB`, () => {
      const bytes = readFileSync(fontFile(locale));
      expect(bytes.length).toBeLessThan(4 * 1024);
      const font = fontkit.create(bytes);
      if (!('hasGlyphForCodePoint' in font)) throw new Error('expected one font, not a collection');
      const missing = [...LOCALE_NAMES[locale]].filter(
        (letter) => !font.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0),
      );
      expect(missing).toEqual([]);
      // Shaped as the browser shapes it: no glyph falls to .notdef (id 0).
      expect(font.layout(LOCALE_NAMES[locale]).glyphs.map((glyph) => glyph.id)).not.toContain(0);
    });
  }
});
