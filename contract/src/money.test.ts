import { describe, expect, it } from 'vitest';
import { discountPercent, formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';

describe('formatRupees', () => {
  it('uses Indian digit grouping and two decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });
  it('shows 0.00 for a missing amount', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
  });
});

describe('paise and rupees', () => {
  it('round-trips without floating-point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
    expect(rupeesToPaise(paiseToRupees(123456789))).toBe(123456789);
  });
  it('computes a whole-percent discount', () => {
    expect(discountPercent(750, 1000)).toBe(25);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(1000, null)).toBe(0);
  });
});
