import { afterEach, describe, expect, it } from 'vitest';
import { forgetPunjabiNames, localDateFormat } from './local-dates.ts';

const at = Date.UTC(2026, 11, 5, 9, 30); // Saturday 5 December 2026, 15:00 in India
const options: Intl.DateTimeFormatOptions[] = [
  { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' },
  { dateStyle: 'medium', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' },
  { dateStyle: 'long', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' },
  { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' },
  { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' },
];

describe('Punjabi dates in an engine without Punjabi names (Chromium)', () => {
  afterEach(() => forgetPunjabiNames());

  it.each(options)('write what Node’s full ICU writes for %o', (option) => {
    forgetPunjabiNames(true);
    const icu = localDateFormat('pa', option).format(at);
    expect(icu).toMatch(/[\u0A00-\u0A7F]/);
    forgetPunjabiNames(false);
    expect(localDateFormat('pa', option).format(at)).toBe(icu);
  });

  it('leaves English and Hindi to Intl', () => {
    forgetPunjabiNames(false);
    expect(localDateFormat('en', options[0] as Intl.DateTimeFormatOptions).format(at)).toBe('Sat, 5 Dec');
    expect(localDateFormat('hi', options[0] as Intl.DateTimeFormatOptions).format(at)).toBe('शनि, 5 दिस॰');
  });
});
