/**
 * Every message a shopper can see has its Hindi and Punjabi translation, and each translation keeps
 * its source's placeholders and compiles (ADR 0065). `npm run i18n:check` (CI) makes sure the
 * catalogues hold every message of the code; this test makes sure none of them is left untranslated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { icuSourceOf, messageEntries } from '@shahi/contract/i18n';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const catalogues = {
  contract: 'contract/locales/{locale}.po',
  server: 'contract/locales/server/{locale}.po',
  web: 'web/src/locales/{locale}.po',
};
const po = formatter();

async function read(file: string, locale: string) {
  const at = path.join(root, file.replace('{locale}', locale));
  const entries = await po.parse(readFileSync(at, 'utf8'), { locale, sourceLocale: 'en', filename: at });
  return Object.entries(entries).filter(([, entry]) => !entry.obsolete);
}

/** The ICU argument names of a message (`{0}`, `{name}`, `{count, plural, …}`), sorted. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((match) => match[1] as string).sort();
}

describe.each(Object.entries(catalogues))('the %s catalogue', (_name, file) => {
  it.each(['hi', 'pa'])(
    'has every message in %s, with the source placeholders, compiling',
    async (locale) => {
      const english = new Map((await read(file, 'en')).map(([id, entry]) => [id, entry.translation ?? '']));
      const translated = await read(file, locale);
      const missing = translated.filter(([, entry]) => !entry.translation?.trim()).map(([id]) => id);
      expect(missing, `${missing.length} untranslated in ${locale}`).toEqual([]);
      for (const [id, entry] of translated) {
        const source = english.get(id) || id;
        expect(argumentsOf(entry.translation ?? ''), `${id} in ${locale}`).toEqual(argumentsOf(source));
        expect(() => compileMessage(entry.translation ?? ''), `${id} in ${locale}`).not.toThrow();
      }
    },
  );
});

describe('the contract catalogue', () => {
  it('holds exactly the message maps of the contract', async () => {
    const ids = (await read(catalogues.contract, 'en')).map(([id]) => id).sort();
    const expected = messageEntries()
      .filter((entry) => icuSourceOf(entry.english) !== undefined)
      .map((entry) => entry.id)
      .sort();
    expect(ids).toEqual(expected);
  });
});
