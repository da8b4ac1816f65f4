/**
 * A mail's language (ADR 0065): the recipient's `users.locale`, the mail words (`mail.<key>`,
 * server/src/i18n/mail-messages.ts) through `translator(locale)`, and the contract's messages.
 * Templates stay synchronous: a flow reads the words once (`mailWordsFor`) and hands them in; a
 * template given none writes English. A message a catalogue lacks stays English.
 */
import { DEFAULT_LOCALE, isLocale, type Locale, messageCodeOf } from '@shahi/contract/i18n';
import { type MailMessages, mailMessages } from '#server/i18n/mail-messages.ts';
import { translator } from '#server/i18n/translate.ts';
import { translatedMap } from '#server/i18n/translated-map.ts';

/** The words of one mail: its locale, the mail messages in it, and a contract text in it. */
export interface MailWords {
  locale: Locale;
  /** The mail messages, same keys and shapes as the English `mailMessages`. */
  m: MailMessages;
  /** An English contract message (a claim kind, say) in `locale`; a text outside the catalogue stays. */
  message: (english: string) => string;
}

/** The English words: what every template writes when it is given none (owner alerts, tests). */
export const ENGLISH_WORDS: MailWords = { locale: DEFAULT_LOCALE, m: mailMessages, message: (text) => text };

const cache = new Map<Locale, Promise<MailWords>>();

async function buildWords(locale: Locale): Promise<MailWords> {
  const t = await translator(locale);
  return {
    locale,
    m: translatedMap('mail', mailMessages, t),
    message: (english) => {
      const id = messageCodeOf(english);
      if (!id) return english;
      const text = t(id);
      return text === id ? english : text;
    },
  };
}

/**
 * The words of a mail to a recipient whose `users.locale` is `locale` (anything else, null or
 * undefined: English). English needs no catalogue; the others are read once and shared.
 */
export function mailWordsFor(locale: string | null | undefined): Promise<MailWords> {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return Promise.resolve(ENGLISH_WORDS);
  let words = cache.get(locale);
  if (!words) {
    words = buildWords(locale);
    // A catalogue that failed to load is tried again by the next mail.
    words.catch(() => cache.delete(locale as Locale));
    cache.set(locale, words);
  }
  return words;
}
