/** The page words (server/src/i18n/page-messages.ts) in a page's language, English where a catalogue lacks one. */
import { DEFAULT_LOCALE, type Locale } from '@shahi/contract/i18n';
import { type PageWords, pageMessages } from '#server/i18n/page-messages.ts';
import { translator } from '#server/i18n/translate.ts';

type Entry = string | ((...args: never[]) => string);

/**
 * `pageMessages` in `locale` (ADR 0065): the same keys and call shapes, each text from the PO
 * catalogues (`page.<key>`, arguments as `{0}`, `{1}`…). English is the map itself, never read
 * from a catalogue; a message a catalogue lacks stays English.
 */
export async function pageWords(locale: Locale): Promise<PageWords> {
  if (locale === DEFAULT_LOCALE) return pageMessages;
  const t = await translator(locale);
  const words: Record<string, unknown> = {};
  for (const [key, english] of Object.entries(pageMessages) as [string, Entry][]) {
    const id = `page.${key}`;
    if (typeof english === 'string') {
      const text = t(id);
      words[key] = text === id ? english : text;
    } else
      words[key] = (...args: unknown[]) => {
        const text = t(id, Object.fromEntries(args.map((value, index) => [index, value])));
        return text === id ? (english as (...values: unknown[]) => string)(...args) : text;
      };
  }
  return words as unknown as PageWords;
}
