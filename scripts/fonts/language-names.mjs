/**
 * Writes web/public/fonts/language-name-{hi,pa}.woff2: the few glyphs of "हिन्दी" and "ਪੰਜਾਬੀ"
 * cut from the self-hosted Noto Sans faces, so the language switcher reads right on every page and
 * every device, even one with no Devanagari or Gurmukhi font of its own, for about a kilobyte each
 * (docs/decisions/0065-three-languages.md). Run after changing the language names:
 * `node scripts/fonts/language-names.mjs`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { root } from '../build-stamp.mjs';

const fonts = path.join(root, 'web/public/fonts');
const { LOCALE_NAMES } = await import(path.join(root, 'contract/src/locales.ts'));

const sources = {
  hi: 'noto-sans-devanagari-devanagari-400-normal.woff2',
  pa: 'noto-sans-gurmukhi-gurmukhi-400-normal.woff2',
};

for (const [locale, source] of Object.entries(sources)) {
  const subset = await subsetFont(await readFile(path.join(fonts, source)), LOCALE_NAMES[locale], {
    targetFormat: 'woff2',
  });
  const target = path.join(fonts, `language-name-${locale}.woff2`);
  await writeFile(target, subset);
  console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
}
