import { describe, expect, it } from 'vitest';
import { financialQuarterOf, quarterMonths } from './quarter.ts';

describe('financial quarters', () => {
  it('finds the quarter of a month, January–March in the year before', () => {
    expect(financialQuarterOf('2026-04')).toBe('2026-Q1');
    expect(financialQuarterOf('2026-09')).toBe('2026-Q2');
    expect(financialQuarterOf('2026-11')).toBe('2026-Q3');
    expect(financialQuarterOf('2027-03')).toBe('2026-Q4');
  });

  it('names the months of a quarter', () => {
    expect(quarterMonths('2026-Q1')).toBe('Apr–Jun 2026');
    expect(quarterMonths('2026-Q3')).toBe('Oct–Dec 2026');
    expect(quarterMonths('2026-Q4')).toBe('Jan–Mar 2027');
  });
});
