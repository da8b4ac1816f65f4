import { describe, expect, it } from 'vitest';
import { rupeesInFigures, rupeesInWords } from './words.ts';

describe('amounts on a tax document', () => {
  it('writes rupees and paise in words with lakh', () => {
    expect(rupeesInWords(12_345_650)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six And Fifty Paise Only',
    );
    expect(rupeesInWords(145_000)).toBe('Rupees One Thousand Four Hundred Fifty Only');
    expect(rupeesInWords(50)).toBe('Rupees Zero And Fifty Paise Only');
    expect(rupeesInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
  });

  it('writes figures with Indian grouping', () => {
    expect(rupeesInFigures(12_345_650)).toBe('₹1,23,456.50');
    expect(rupeesInFigures(0)).toBe('₹0.00');
  });
});
