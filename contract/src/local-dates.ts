/**
 * Dates in the shop's languages that read the same on the server and in every browser
 * (docs/decisions/0065-three-languages.md): `Intl.DateTimeFormat` in the locale's tag, except where
 * the engine lacks the locale's names — Chromium ships no Punjabi month or weekday names and writes
 * "M12 5, Sat" — when the Hindi pattern (the same order of parts) is used with CLDR's Punjabi names.
 */
import { LOCALE_TAGS, type Locale } from './locales.ts';

/** CLDR's Punjabi (Gurmukhi) names, as Node's full ICU writes them for pa-IN; January / Sunday first. */
const punjabi = {
  monthShort: ['ਜਨ', 'ਫ਼ਰ', 'ਮਾਰਚ', 'ਅਪ੍ਰੈ', 'ਮਈ', 'ਜੂਨ', 'ਜੁਲਾ', 'ਅਗ', 'ਸਤੰ', 'ਅਕਤੂ', 'ਨਵੰ', 'ਦਸੰ'],
  monthLong: ['ਜਨਵਰੀ', 'ਫ਼ਰਵਰੀ', 'ਮਾਰਚ', 'ਅਪ੍ਰੈਲ', 'ਮਈ', 'ਜੂਨ', 'ਜੁਲਾਈ', 'ਅਗਸਤ', 'ਸਤੰਬਰ', 'ਅਕਤੂਬਰ', 'ਨਵੰਬਰ', 'ਦਸੰਬਰ'],
  weekdayShort: ['ਐਤ', 'ਸੋਮ', 'ਮੰਗਲ', 'ਬੁੱਧ', 'ਵੀਰ', 'ਸ਼ੁੱਕਰ', 'ਸ਼ਨੀ'],
  weekdayLong: ['ਐਤਵਾਰ', 'ਸੋਮਵਾਰ', 'ਮੰਗਲਵਾਰ', 'ਬੁੱਧਵਾਰ', 'ਵੀਰਵਾਰ', 'ਸ਼ੁੱਕਰਵਾਰ', 'ਸ਼ਨੀਵਾਰ'],
};
const englishWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What a date format does: `format(at)` → text. */
export interface DateFormat {
  format(at: Date | number): string;
}

let punjabiNamesKnown: boolean | undefined;

/** Whether this engine writes Punjabi months in Gurmukhi (Node with full ICU: yes; Chromium: no). */
function enginesKnowsPunjabi(): boolean {
  punjabiNamesKnown ??= /[\u0A00-\u0A7F]/.test(
    new Intl.DateTimeFormat(LOCALE_TAGS.pa, { month: 'short', timeZone: 'UTC' }).format(0),
  );
  return punjabiNamesKnown;
}

/**
 * A format of `options` in `locale` (pass `timeZone`, and `numberingSystem: 'latn'` where digits
 * must stay Latin). Throws RangeError on options Intl refuses; `format` throws on an invalid date.
 */
export function localDateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): DateFormat {
  if (locale !== 'pa' || enginesKnowsPunjabi()) return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
  const hindi = new Intl.DateTimeFormat(LOCALE_TAGS.hi, options);
  const english = new Intl.DateTimeFormat('en-US', options);
  const index = new Intl.DateTimeFormat('en-US', {
    timeZone: options.timeZone,
    month: 'numeric',
    weekday: 'short',
  });
  const longMonth = options.month === 'long' || options.dateStyle === 'long' || options.dateStyle === 'full';
  const longWeekday = options.weekday === 'long' || options.dateStyle === 'full';
  return {
    format(at) {
      const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
        parts.find((candidate) => candidate.type === type)?.value ?? '';
      const indexes = index.formatToParts(at);
      const month = Number(part(indexes, 'month')) - 1;
      const weekday = englishWeekdays.indexOf(part(indexes, 'weekday'));
      const dayPeriod = part(english.formatToParts(at), 'dayPeriod');
      return hindi
        .formatToParts(at)
        .map(({ type, value }) => {
          if (type === 'month' && /\D/.test(value))
            return (longMonth ? punjabi.monthLong : punjabi.monthShort)[month] ?? value;
          if (type === 'weekday')
            return (longWeekday ? punjabi.weekdayLong : punjabi.weekdayShort)[weekday] ?? value;
          if (type === 'dayPeriod') return dayPeriod || value;
          return value;
        })
        .join('');
    },
  };
}

/** For tests: forget whether the engine knows Punjabi names (to test the fallback in Node). */
export function forgetPunjabiNames(known?: boolean): void {
  punjabiNamesKnown = known;
}
