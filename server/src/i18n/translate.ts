/**
 * The server's words in the shop's three languages (docs/decisions/0065-three-languages.md): the
 * contract's message maps and the server's own (message-catalogue.ts), read once from their PO
 * catalogues (contract/locales) and compiled at start. English fills any message a catalogue lacks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type I18n, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale, messageCodeOf } from '@shahi/contract/i18n';

const require = createRequire(import.meta.url);
const po = formatter();

/** A catalogue's translations by id (the source text where a translation is empty). */
async function readCatalogue(file: string, locale: Locale): Promise<Record<string, string>> {
  const path = require.resolve(`@shahi/contract/locales/${file.replace('{locale}', locale)}.po`);
  const entries = await po.parse(readFileSync(path, 'utf8'), { locale, sourceLocale: 'en', filename: path });
  const out: Record<string, string> = {};
  for (const [id, entry] of Object.entries(entries)) if (entry.translation) out[id] = entry.translation;
  return out;
}

let instances: Promise<Record<Locale, I18n>> | undefined;

async function loadInstances(): Promise<Record<Locale, I18n>> {
  const english = {
    ...(await readCatalogue('{locale}', 'en')),
    ...(await readCatalogue('server/{locale}', 'en')),
  };
  const built = {} as Record<Locale, I18n>;
  for (const locale of LOCALES) {
    const own =
      locale === DEFAULT_LOCALE
        ? {}
        : {
            ...(await readCatalogue('{locale}', locale)),
            ...(await readCatalogue('server/{locale}', locale)),
          };
    const messages = Object.fromEntries(
      Object.entries({ ...english, ...own }).map(([id, text]) => [id, compileMessage(text)]),
    );
    built[locale] = setupI18n({ locale, messages: { [locale]: messages } });
  }
  return built;
}

/** Reads and compiles the catalogues (once; later calls share the first). Call at start. */
export function loadTranslations(): Promise<Record<Locale, I18n>> {
  instances ??= loadInstances();
  return instances;
}

/** A translator for `locale`: `t(id, values)` → the text (the id itself for an unknown id). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** The translator for `locale` (catalogues loaded on first use). */
export async function translator(locale: Locale): Promise<Translate> {
  const i18n = (await loadTranslations())[locale];
  return (id, values) => i18n._(id, values);
}

/** An English contract message in `locale` (a built sentence the catalogue lacks stays as it is). */
export async function translateMessage(locale: Locale, text: string): Promise<string> {
  const id = messageCodeOf(text);
  return id ? (await translator(locale))(id) : text;
}
