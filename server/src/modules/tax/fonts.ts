/**
 * The fonts tax documents print with (docs/decisions/0031-tax-document-pdfs.md): Noto Sans from
 * @fontsource, one WOFF file per script and weight, read once, unpacked to plain OpenType and kept.
 * The Latin subset lacks ₹ (U+20B9); the Latin Extended subset holds it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/** The font families of a printed run of text. */
export type Script = 'latin' | 'latinExt' | 'devanagari' | 'gurmukhi';
export type Weight = 'regular' | 'bold';

const FILES: Record<Script, string> = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-{w}-normal.woff',
  latinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-{w}-normal.woff',
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-{w}-normal.woff',
  gurmukhi: '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-{w}-normal.woff',
};

const WEIGHTS: Record<Weight, string> = { regular: '400', bold: '700' };

/** The pdfkit font name of a script in a weight, e.g. "gurmukhi-bold". */
export function fontName(script: Script, weight: Weight): string {
  return `${script}-${weight}`;
}

/** Every font a document may use, by `fontName`; the bytes are shared, never written to. */
export type FontFiles = ReadonlyMap<string, Buffer>;

let loading: Promise<FontFiles> | undefined;

/** Reads the eight font files once (later calls share the first read); rejects if one is missing. */
export function loadFonts(): Promise<FontFiles> {
  loading ??= readAll().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function readAll(): Promise<FontFiles> {
  const require = createRequire(import.meta.url);
  const entries = Object.entries(FILES).flatMap(([script, pattern]) =>
    Object.entries(WEIGHTS).map(async ([weight, value]) => {
      const woff = await readFile(require.resolve(pattern.replace('{w}', value)));
      return [fontName(script as Script, weight as Weight), woffToSfnt(woff)] as const;
    }),
  );
  return new Map(await Promise.all(entries));
}

/**
 * The OpenType font inside a WOFF 1.0 file (W3C WOFF File Format 1.0, sections 3–5): each table
 * inflated with Node's zlib once. fontkit reads WOFF itself, but inflates it in JavaScript anew for
 * every document, which took ~95 % of a document's drawing time (bench/tax-pdf.mts).
 * Throws on anything that is not WOFF 1.0.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: TrueType or CFF
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (const [index, table] of tables.entries()) {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  }
  return Buffer.concat(parts);
}
