/**
 * The fonts tax documents print with (docs/decisions/0031-tax-document-pdfs.md): Noto Sans from
 * @fontsource, one WOFF file per script and weight (fontkit reads WOFF), read once and kept.
 * The Latin subset lacks ₹ (U+20B9); the Latin Extended subset holds it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

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
      const bytes = await readFile(require.resolve(pattern.replace('{w}', value)));
      return [fontName(script as Script, weight as Weight), bytes] as const;
    }),
  );
  return new Map(await Promise.all(entries));
}
