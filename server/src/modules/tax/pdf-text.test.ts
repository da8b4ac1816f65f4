import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFonts } from './fonts.ts';
import { scriptRuns, type TextStyle, textWidth, wrapLines } from './pdf-text.ts';

describe('scriptRuns', () => {
  it('keeps a Gurmukhi name, its space and vowel signs in one run', () => {
    expect(scriptRuns('ਹਰਲੀਨ ਕੌਰ')).toEqual([{ text: 'ਹਰਲੀਨ ਕੌਰ', font: 'gurmukhi-regular' }]);
  });

  it('cuts mixed text into Latin, Devanagari and Latin Extended runs', () => {
    expect(scriptRuns('Buyer: हरलीन कौर, ₹1,450.00', 'bold')).toEqual([
      { text: 'Buyer: ', font: 'latin-bold' },
      { text: 'हरलीन कौर', font: 'devanagari-bold' },
      { text: ', ', font: 'latin-bold' },
      { text: '₹', font: 'latinExt-bold' },
      { text: '1,450.00', font: 'latin-bold' },
    ]);
  });

  it('prints leading spaces and an empty string safely', () => {
    expect(scriptRuns('  ਕੌਰ')).toEqual([{ text: '  ਕੌਰ', font: 'gurmukhi-regular' }]);
    expect(scriptRuns('')).toEqual([]);
    expect(scriptRuns('   ')).toEqual([{ text: '   ', font: 'latin-regular' }]);
  });
});

/**
 * Wrapping as it was before it became linear: the growing line re-measured per word, and an
 * overlong word per character. The reference `wrapLines` must match on ordinary text.
 */
function wrapByRemeasuring(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((part) => part !== '')) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(doc, candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let piece = '';
      for (const char of word) {
        if (piece && textWidth(doc, piece + char, style) > width) {
          lines.push(piece);
          piece = '';
        }
        piece += char;
      }
      line = piece;
    }
    lines.push(line);
  }
  return lines;
}

describe('wrapLines', () => {
  let doc: PDFKit.PDFDocument;
  /** Code points shaped to measure text, counted from the last reset. */
  let shaped = 0;

  beforeAll(async () => {
    doc = new PDFDocument({ size: 'A4' });
    for (const [name, bytes] of await loadFonts()) doc.registerFont(name, bytes);
    const widthOfString = doc.widthOfString.bind(doc);
    doc.widthOfString = (text: string, options?: PDFKit.Mixins.TextOptions) => {
      shaped += [...text].length;
      return widthOfString(text, options);
    };
  });

  const styles: TextStyle[] = [{ size: 8.5 }, { size: 10.5, weight: 'bold' }];

  it('breaks ordinary text exactly where re-measuring the growing line broke it', () => {
    const texts = [
      'ਹਰਲੀਨ ਕੌਰ',
      'हरलीन कौर, House 12, Model Town, Ludhiana - 141002',
      'Bagh phulkari, hand-embroidered silk floss on khaddar, 1950s',
      'Phulkari dupatta, chope stitch on mulmul ₹1,23,456.50',
      'ਗੁਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ, ਮਕਾਨ ਨੰਬਰ 12, ਮਾਡਲ ਟਾਊਨ, ਲੁਧਿਆਣਾ, ਪੰਜਾਬ  ਭਾਰਤ\nਦੂਜੀ ਲਾਈਨ',
      'Place of supply: Punjab (03)',
      'x',
      '',
    ];
    let compared = 0;
    for (const text of texts) {
      for (const width of [60, 120, 241.6, 500]) {
        for (const style of styles) {
          expect(wrapLines(doc, text, width, style), `${text} @${width}`).toEqual(
            wrapByRemeasuring(doc, text, width, style),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBe(64);
  });

  it('cuts a word wider than the line between characters, keeping vowel signs with their consonant', () => {
    const word = 'ਗੁਰਪ੍ਰੀਤਹਰਲੀਨਕੌਰਸੰਧੂਮੁਹੱਲਾਲੁਧਿਆਣਾ'.repeat(4);
    for (const width of [30, 45, 60]) {
      for (const style of styles) {
        const lines = wrapLines(doc, word, width, style);
        expect(lines.length).toBeGreaterThan(3);
        expect(lines.join('')).toBe(word);
        for (const line of lines) {
          expect(line, `${line} @${width}`).not.toMatch(/^\p{M}/u);
          expect(textWidth(doc, line, style)).toBeLessThanOrEqual(width);
        }
      }
    }
  });

  it('measures a 200-character Gurmukhi name a few times over, not once per character', () => {
    const word = [...'ਗੁਰਪ੍ਰੀਤਹਰਲੀਨਕੌਰਸੰਧੂਮੁਹੱਲਾਲੁਧਿਆਣਾ'.repeat(8)].slice(0, 200).join('');
    const spaced = [...'ਗੁਰਪ੍ਰੀਤ ਹਰਲੀਨ ਕੌਰ ਸੰਧੂ ਮੁਹੱਲਾ ਲੁਧਿਆਣਾ '.repeat(7)].slice(0, 200).join('');
    for (const text of [word, spaced]) {
      shaped = 0;
      wrapLines(doc, text, 241.6, { size: 8.5 });
      // Re-measuring the growing line shaped 14,234 code points for the one word; now 2,281 and 1,004.
      expect(shaped, text).toBeLessThan(15 * 200);
    }
  });
});
