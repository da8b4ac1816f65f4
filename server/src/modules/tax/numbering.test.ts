import { describe, expect, it } from 'vitest';
import { formatDocumentNumber } from './numbering.ts';

describe('formatDocumentNumber', () => {
  it('writes each kind its own prefix, within 16 letters, digits, "-" and "/"', () => {
    expect(formatDocumentNumber('invoice', '2026-27', 1)).toBe('INV/26-27/00001');
    expect(formatDocumentNumber('bill_of_supply', '2026-27', 42)).toBe('BOS/26-27/00042');
    expect(formatDocumentNumber('credit_note', '2027-28', 3)).toBe('CN/27-28/00003');
    const longest = formatDocumentNumber('invoice', '2026-27', 999_999);
    expect(longest).toHaveLength(16);
    expect(longest).toMatch(/^[A-Za-z0-9/-]+$/);
  });
  it('refuses a number past 16 characters', () => {
    expect(() => formatDocumentNumber('invoice', '2026-27', 1_000_000)).toThrow(/full/);
  });
});
