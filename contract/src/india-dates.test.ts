import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaDateTime, formatIstDateTime } from './india.ts';

/** Intl may write a narrow no-break space before am/pm. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('India dates in each language', () => {
  it('writes the month in the language, India time, Latin digits; English by default', () => {
    const at = '2026-11-20T18:30:00Z';
    expect(formatIndiaDate(at)).toBe('21 Nov 2026');
    expect(formatIndiaDate(at, 'en')).toBe('21 Nov 2026');
    expect(formatIndiaDate(at, 'hi')).toBe('21 नव॰ 2026');
    expect(formatIndiaDate(at, 'pa')).toBe('21 ਨਵੰ 2026');
  });

  it('keeps date and time and the zone in every language, and throws on an invalid date', () => {
    const at = Date.parse('2026-11-21T09:35:00Z');
    expect(plain(formatIndiaDateTime(at, 'hi'))).toMatch(/^21 नव॰ 2026, 3:05 [ap]m$/i);
    expect(plain(formatIstDateTime(at, 'pa'))).toMatch(/^21 ਨਵੰ 2026, 3:05 [AP]M IST$/i);
    expect(() => formatIndiaDate('not a date', 'hi')).toThrow(RangeError);
  });
});
