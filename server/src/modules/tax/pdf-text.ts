/**
 * Text on a tax document in more than one script: a string is cut into runs (Latin, Latin
 * Extended for ₹, Devanagari, Gurmukhi) and each run is shaped and drawn in its own font, so a
 * buyer "ਹਰਲੀਨ ਕੌਰ" prints with its vowel signs joined. Positions are baselines, so runs in fonts
 * with different ascenders sit on one line.
 */
import { fontName, type Script, type Weight } from './fonts.ts';

export interface Run {
  text: string;
  font: string;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

/** Code points the Latin subset of Noto Sans holds besides U+0000–U+00FF and U+2000–U+206F. */
const LATIN_EXTRAS = new Set([
  0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x20ac, 0x2122, 0x2212,
]);

/** The script of one code point; null for a space or joiner, which stays in the run around it. */
function scriptOf(code: number): Script | null {
  if (code === 0x20 || code === 0x200c || code === 0x200d) return null;
  if ((code >= 0x900 && code <= 0x97f) || (code >= 0xa8e0 && code <= 0xa8ff)) return 'devanagari';
  if (code >= 0xa00 && code <= 0xa7f) return 'gurmukhi';
  if (code <= 0xff || (code >= 0x2000 && code <= 0x206f) || LATIN_EXTRAS.has(code)) return 'latin';
  return 'latinExt';
}

/** `text` cut into runs of one script each, in `weight`; joiners and spaces join the run before. */
export function scriptRuns(text: string, weight: Weight = 'regular'): Run[] {
  const runs: Run[] = [];
  let current: { script: Script; text: string } | undefined;
  let pending = '';
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    if (script === null) {
      if (current) current.text += char;
      else pending += char;
      continue;
    }
    if (current && current.script === script) {
      current.text += char;
      continue;
    }
    if (current) runs.push({ text: current.text, font: fontName(current.script, weight) });
    current = { script, text: pending + char };
    pending = '';
  }
  if (current) runs.push({ text: current.text, font: fontName(current.script, weight) });
  else if (pending) runs.push({ text: pending, font: fontName('latin', weight) });
  return runs;
}

type Features = PDFKit.Mixins.OpenTypeFeatures[] | undefined;

/**
 * Shaping features to try in turn. fontkit 2 throws on a null anchor in Noto Sans Gurmukhi's
 * above-base mark lookup (any consonant with ੁ, "ਗੁਰਪ੍ਰੀਤ"): such a run is shaped without that
 * lookup, and failing that without mark positioning; the marks then sit where the font draws them.
 */
const FEATURE_FALLBACKS = [
  undefined,
  { abvm: false },
  { abvm: false, blwm: false, mark: false, mkmk: false },
] as unknown as Features[];

/** Selects `run`'s font and returns its width and the features that shape it without an error. */
function measureRun(doc: PDFKit.PDFDocument, run: Run, size: number): { width: number; features: Features } {
  doc.font(run.font).fontSize(size);
  let failure: unknown;
  for (const features of FEATURE_FALLBACKS) {
    try {
      return { width: doc.widthOfString(run.text, { features }), features };
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** Width in points of `text` set in `style`. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of scriptRuns(text, style.weight)) width += measureRun(doc, run, style.size).width;
  return width;
}

/** Draws `text` on one line with its baseline at `y`, from `x` (left) or ending at `x` (right). */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle & { align?: 'left' | 'right' | 'center' },
): void {
  // Each run is shaped once to measure it and once to draw it.
  const runs = scriptRuns(text, style.weight).map((run) => ({ run, ...measureRun(doc, run, style.size) }));
  const width = runs.reduce((total, run) => total + run.width, 0);
  let left = x;
  if (style.align === 'right') left = x - width;
  if (style.align === 'center') left = x - width / 2;
  doc.fillColor(style.color ?? '#1f1a17');
  for (const { run, width: runWidth, features } of runs) {
    doc.font(run.font).fontSize(style.size);
    doc.text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic', features });
    left += runWidth;
  }
}

/**
 * How many of the next parts (words, or characters of a cut word) go on a line: the largest `count`
 * ≤ `max` for which `fits(count)` holds, found from `guess` (the parts' widths added up) by checking
 * the real width around it, so a line is measured about twice rather than once per part. Equal to
 * filling the line part by part, as a longer prefix of words or characters is never narrower.
 */
function settleCount(max: number, guess: number, fits: (count: number) => boolean): number {
  let count = Math.min(guess, max);
  if (count > 0 && !fits(count)) {
    do count -= 1;
    while (count > 0 && !fits(count));
    return count;
  }
  while (count < max && fits(count + 1)) count += 1;
  return count;
}

/** How many of `widths`, from `from` on, add up to at most `room` with `gap` between two. */
function guessCount(widths: number[], from: number, room: number, gap: number): number {
  let used = 0;
  let count = 0;
  for (let at = from; at < widths.length; at += 1) {
    used += (count > 0 ? gap : 0) + (widths[at] ?? 0);
    if (used > room) break;
    count += 1;
  }
  return count;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` broken at spaces into lines at most `width` points wide. A word wider than a line is cut
 * between user-perceived characters (a consonant keeps its vowel signs), each piece as long as
 * fits, one character at least. Each word (or cut word's character) is measured once and each line
 * about twice (`settleCount`): linear in the text, where measuring the growing line per word and
 * character took ~0.1 s for a 200-character Gurmukhi name.
 */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string[] {
  const measure = (part: string) => textWidth(doc, part, style);
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  /** Whether `candidate` fits; when it does, it is the line's width if chosen. */
  const fits = (candidate: string) => {
    const candidateWidth = measure(candidate);
    if (candidateWidth > width) return false;
    lineWidth = candidateWidth;
    return true;
  };
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(' ').filter((part) => part !== '');
    const wordWidths = words.map(measure);
    line = '';
    lineWidth = 0;
    let next = 0;
    while (next < words.length) {
      const joined = (count: number) => [line, ...words.slice(next, next + count)].filter(Boolean).join(' ');
      const room = line ? width - lineWidth - space : width;
      const guess = guessCount(wordWidths, next, room, space);
      const count = settleCount(words.length - next, guess, (probe) => fits(joined(probe)));
      line = joined(count);
      next += count;
      if (next >= words.length) break;
      // The next word does not fit after the line: it starts the next one, cut if it is too wide.
      if (line) lines.push(line);
      const clusters = Array.from(graphemes.segment(words[next] ?? ''), (part) => part.segment);
      const clusterWidths = clusters.map(measure);
      next += 1;
      for (let from = 0; from < clusters.length; ) {
        const piece = (count: number) => clusters.slice(from, from + count).join('');
        const guess = guessCount(clusterWidths, from, width, 0);
        let take = settleCount(clusters.length - from, guess, (probe) => fits(piece(probe)));
        if (take === 0) {
          // One character wider than the line still gets a line of its own.
          take = 1;
          lineWidth = clusterWidths[from] ?? 0;
        }
        if (line && from > 0) lines.push(line);
        line = piece(take);
        from += take;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws `text` wrapped to `width` from baseline `y`; returns the baseline after the last line. */
export function drawWrapped(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { leading?: number },
): number {
  const leading = style.leading ?? style.size * 1.35;
  let baseline = y;
  for (const line of wrapLines(doc, text, width, style)) {
    drawLine(doc, line, x, baseline, style);
    baseline += leading;
  }
  return baseline;
}
