/**
 * A Lingui extractor for message maps (ADR 0065): a module named `message-catalogue.ts` exports
 * `messageEntries()` (id, English text or function) and `icuSourceOf()`; each entry becomes a
 * catalogue message with an explicit id. A function's arguments become `{0}`, `{1}`…, named in the
 * translator's comment. Run under tsx (npm run i18n:extract), which imports the TypeScript module.
 */
import { pathToFileURL } from 'node:url';
import type { ExtractorType } from '@lingui/conf';

interface CatalogueModule {
  messageEntries(): { id: string; english: string | ((...args: never[]) => string) }[];
  icuSourceOf(english: string | ((...args: never[]) => string)): string | undefined;
}

/** The parameter names of a message function as written in its source (`(pin, city) =>`). */
function parameterNames(fn: (...args: never[]) => string): string[] {
  const head = /^\s*(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(fn.toString());
  return (head?.[1] ?? '')
    .split(',')
    .map((part) => part.split(':')[0]?.trim() ?? '')
    .filter(Boolean);
}

export const messageMapExtractor: ExtractorType = {
  match: (filename) => filename.endsWith('message-catalogue.ts'),
  async extract(filename, _code, onMessageExtracted) {
    const catalogue = (await import(pathToFileURL(filename).href)) as CatalogueModule;
    for (const entry of catalogue.messageEntries()) {
      const message = catalogue.icuSourceOf(entry.english);
      if (message === undefined) continue;
      const names = typeof entry.english === 'function' ? parameterNames(entry.english) : [];
      const argumentsNote = names.map((name, index) => `{${index}} = ${name}`).join(', ');
      // The translator's context: a catalogue with explicit ids shows only the id otherwise.
      const comment = `English: ${message}${argumentsNote ? ` (${argumentsNote})` : ''}`;
      onMessageExtracted({ id: entry.id, message, origin: [filename, 1], comment });
    }
  },
};
