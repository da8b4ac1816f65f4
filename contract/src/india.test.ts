import { describe, expect, it } from 'vitest';
import {
  findIndianState,
  formatIndiaDate,
  formatIndiaDateTime,
  formatIstDateTime,
  INDIA_UTC_OFFSET,
  indiaDate,
  indiaFinancialYear,
  indiaMonth,
  indianStates,
  indiaWallClock,
  PIN_CODE_PATTERN,
  pinMatchesState,
} from './india.ts';

describe('Indian states and PIN codes', () => {
  it('lists 36 states and union territories with unique GST codes', () => {
    expect(indianStates).toHaveLength(36);
    expect(new Set(indianStates.map((state) => state.code)).size).toBe(36);
  });

  it('finds a state by name in any case, by old name and by GST code', () => {
    expect(findIndianState('chandigarh')?.code).toBe('04');
    expect(findIndianState(' PUNJAB ')?.code).toBe('03');
    expect(findIndianState('Orissa')?.name).toBe('Odisha');
    expect(findIndianState('06')?.name).toBe('Haryana');
    expect(findIndianState('Atlantis')).toBeUndefined();
  });

  it('takes six digits not starting with 0 as a PIN code', () => {
    expect(PIN_CODE_PATTERN.test('160017')).toBe(true);
    expect(PIN_CODE_PATTERN.test('16001')).toBe(false);
    expect(PIN_CODE_PATTERN.test('060017')).toBe(false);
    expect(PIN_CODE_PATTERN.test('1600170')).toBe(false);
  });

  it('checks the PIN against the postal circles of the state', () => {
    const state = (name: string) => {
      const found = findIndianState(name);
      if (!found) throw new Error(`no state ${name}`);
      return found;
    };
    expect(pinMatchesState('160017', state('Chandigarh'))).toBe(true);
    expect(pinMatchesState('160062', state('Punjab'))).toBe(true);
    expect(pinMatchesState('141001', state('Punjab'))).toBe(true);
    expect(pinMatchesState('134109', state('Haryana'))).toBe(true);
    expect(pinMatchesState('560001', state('Punjab'))).toBe(false);
    expect(pinMatchesState('141001', state('Chandigarh'))).toBe(false);
    expect(pinMatchesState('403001', state('Goa'))).toBe(true);
  });
});

describe('India time', () => {
  it('starts the India day at 18:30 UTC the day before', () => {
    expect(indiaDate(new Date('2026-11-20T18:29:59.999Z'))).toBe('2026-11-20');
    expect(indiaDate(new Date('2026-11-20T18:30:00.000Z'))).toBe('2026-11-21');
    expect(indiaDate(Date.parse('2026-11-21T00:00:00+05:30'))).toBe('2026-11-21');
    expect(indiaDate('2026-11-21T23:59:00+05:30')).toBe('2026-11-21');
  });

  it('turns the month and the year at midnight India time', () => {
    expect(indiaMonth(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11');
    expect(indiaMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(indiaDate(new Date('2026-12-31T18:29:59.999Z'))).toBe('2026-12-31');
    expect(indiaDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(indiaMonth(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
  });

  it('turns the financial year at midnight of 1 April India time (31 March 18:30 UTC)', () => {
    expect(indiaFinancialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(indiaFinancialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(indiaFinancialYear(new Date('2026-11-26T10:00:00Z'))).toBe('2026-27');
    // 1 January is still the financial year that began the April before.
    expect(indiaFinancialYear(new Date('2026-12-31T18:30:00Z'))).toBe('2026-27');
    expect(indiaFinancialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('finds the instant of an India wall-clock time, rolling a month past December over', () => {
    expect(indiaWallClock(2026, 11, 21).toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(indiaWallClock(2026, 1, 1, 3).toISOString()).toBe('2025-12-31T21:30:00.000Z');
    expect(indiaWallClock(2026, 13).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(indiaWallClock(2026, 4).getTime()).toBe(Date.parse(`2026-04-01T00:00${INDIA_UTC_OFFSET}`));
  });

  it('formats dates and times for shoppers in India time, en-IN', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(formatIndiaDate(new Date('2026-11-20T18:29:00Z'))).toBe('20 Nov 2026');
    expect(formatIndiaDate('2026-11-20T18:30:00Z')).toBe('21 Nov 2026');
    expect(plain(formatIndiaDateTime(Date.parse('2026-11-21T09:35:00Z')))).toBe('21 Nov 2026, 3:05 pm');
    expect(plain(formatIstDateTime('2026-12-31T18:30:00Z'))).toBe('1 Jan 2027, 12:00 am IST');
  });

  it('throws on an invalid date rather than printing one', () => {
    expect(() => indiaDate(new Date('not a date'))).toThrow(RangeError);
    expect(() => formatIstDateTime('not a date')).toThrow(RangeError);
  });
});
