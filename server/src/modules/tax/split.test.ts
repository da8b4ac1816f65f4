import { describe, expect, it } from 'vitest';
import { halfTaxOf, splitLine, taxableOf, taxSplitOf, totalsOf } from './split.ts';

describe('taxSplitOf', () => {
  it('CGST + UTGST inside Chandigarh, CGST + SGST inside Punjab, IGST across', () => {
    expect(taxSplitOf('04', '04')).toBe('cgst_utgst');
    expect(taxSplitOf('03', '03')).toBe('cgst_sgst');
    expect(taxSplitOf('04', '03')).toBe('igst');
    expect(taxSplitOf('04', '06')).toBe('igst');
  });
});

describe('splitLine', () => {
  it('₹2,499.00 at 5 % in Chandigarh: ₹2,380.00 taxable, CGST ₹59.50, UTGST ₹59.50', () => {
    expect(splitLine(249_900, 500, 'cgst_utgst')).toEqual({
      rateBp: 500,
      taxablePaise: 238_000,
      cgstPaise: 5_950,
      sgstPaise: 0,
      utgstPaise: 5_950,
      igstPaise: 0,
      totalPaise: 249_900,
    });
  });
  it('₹12,345.67 at 18 % to Haryana: taxable rounded half up, the rest IGST', () => {
    // 1234567 × 10000 / 11800 = 1046243.22… → 1046243
    const line = splitLine(1_234_567, 1800, 'igst');
    expect(line.taxablePaise).toBe(1_046_243);
    expect(line.igstPaise).toBe(188_324);
    expect(line.cgstPaise + line.sgstPaise + line.utgstPaise).toBe(0);
  });
  it('inside the state the halves are equal: ₹3,000 at 18 % → 2,542.38 + 228.81 + 228.81', () => {
    expect(halfTaxOf(300_000, 1800)).toBe(22_881);
    expect(splitLine(300_000, 1800, 'cgst_utgst')).toEqual({
      rateBp: 1800,
      taxablePaise: 254_238,
      cgstPaise: 22_881,
      sgstPaise: 0,
      utgstPaise: 22_881,
      igstPaise: 0,
      totalPaise: 300_000,
    });
    // 262501 at 18 %: half 20021.26… → 20021 each, taxable 222459 (IGST rounds the taxable value).
    expect(splitLine(262_501, 1800, 'cgst_sgst')).toMatchObject({
      taxablePaise: 222_459,
      cgstPaise: 20_021,
      sgstPaise: 20_021,
    });
    expect(splitLine(262_501, 1800, 'igst')).toMatchObject({ taxablePaise: 222_458, igstPaise: 40_043 });
  });
  it('rounds each half half up exactly', () => {
    // 21000 × 500 / 21000 = 500 exactly; 1 × 500 / 21000 → 0; 21 × 500 / 21000 = 0.5 → 1
    expect(halfTaxOf(21_000, 500)).toBe(500);
    expect(halfTaxOf(1, 500)).toBe(0);
    expect(halfTaxOf(21, 500)).toBe(1);
    expect(halfTaxOf(20, 500)).toBe(0);
    expect(() => halfTaxOf(-1, 500)).toThrow('bad price');
  });
  it('rounds half up exactly: 105 paise at 5 % is 100 taxable; 1 paisa at 5 % is 1 taxable', () => {
    expect(taxableOf(105, 500)).toBe(100);
    expect(taxableOf(1, 500)).toBe(1);
    // 21 × 10000 / 10500 = 20.0 ; 31.5 × … half cases: 3150 at 500 → 3000
    expect(taxableOf(3_150, 500)).toBe(3_000);
    // 43 × 10000 / 10500 = 40.952… → 41; 62 at 1800 → 52.54… → 53
    expect(taxableOf(43, 500)).toBe(41);
    expect(taxableOf(62, 1800)).toBe(53);
  });
  it('a bill of supply has no tax: taxable = total', () => {
    expect(splitLine(249_900, 500, 'none')).toMatchObject({ rateBp: 0, taxablePaise: 249_900, igstPaise: 0 });
  });
  it('for many prices and rates every line adds up and the columns add up to the total', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const rates = [0, 25, 150, 300, 500, 1800, 4000];
    const splits = ['cgst_sgst', 'cgst_utgst', 'igst'] as const;
    for (let order = 0; order < 500; order += 1) {
      const split = splits[order % 3] ?? 'igst';
      const lines = Array.from({ length: 1 + (next() % 8) }, () => {
        const price = 1 + (next() % 5_000_000);
        const rate = rates[next() % rates.length] ?? 500;
        const line = splitLine(price, rate, split);
        const taxes = line.cgstPaise + line.sgstPaise + line.utgstPaise + line.igstPaise;
        expect(line.taxablePaise + taxes).toBe(price);
        if (split === 'igst') {
          expect(line.taxablePaise).toBe(Math.round((price * 10_000) / (10_000 + rate)));
        } else {
          expect(line.cgstPaise).toBe(Math.round((price * rate) / (2 * (10_000 + rate))));
          expect(line.cgstPaise).toBe(line.sgstPaise + line.utgstPaise);
        }
        return line;
      });
      const totals = totalsOf(lines);
      const sum = lines.reduce((total, line) => total + line.totalPaise, 0);
      expect(totals.totalPaise).toBe(sum);
      expect(
        totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.utgstPaise + totals.igstPaise,
      ).toBe(sum);
    }
  });
});
