import { describe, expect, it } from 'vitest';
import type { TaxDocumentSnapshot } from './document.ts';
import { gstr1Csv, rupeesText } from './gstr1.ts';
import { splitLine, totalsOf } from './split.ts';

function document(
  kind: TaxDocumentSnapshot['kind'],
  code: string,
  name: string,
  prices: Array<[number, number, string]>,
): TaxDocumentSnapshot {
  const split = kind === 'bill_of_supply' ? 'none' : code === '04' ? 'cgst_utgst' : 'igst';
  const lines = prices.map(([price, rate, hsnCode]) => ({
    description: 'Phulkari dupatta',
    hsnCode,
    quantity: 1,
    unit: 'PCS',
    ...splitLine(price, rate, split),
  }));
  return {
    kind,
    split,
    lines,
    totals: totalsOf(lines),
    placeOfSupply: { stateCode: code, stateName: name },
  } as TaxDocumentSnapshot;
}

describe('rupeesText', () => {
  it('writes paise as rupees with two decimals, negatives too', () => {
    expect(rupeesText(123_456)).toBe('1234.56');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(-1_250)).toBe('-12.50');
  });
});

describe('gstr1Csv', () => {
  it('sums taxable value per place of supply and rate, HSN per code and rate; credit notes subtract', () => {
    const csv = gstr1Csv([
      document('invoice', '04', 'Chandigarh', [
        [249_900, 500, '6214'],
        [300_000, 1800, '6214'],
      ]),
      document('invoice', '03', 'Punjab', [[105_000, 500, '6214']]),
      document('credit_note', '03', 'Punjab', [[105_000, 500, '6214']]),
      document('bill_of_supply', '06', 'Haryana', [[99_900, 0, '6304']]),
    ]);
    const lines = csv.trim().split('\n');
    expect(lines).toEqual([
      'Section,Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      'B2CS,OE,03-Punjab,5,,0.00,0.00,',
      'B2CS,OE,04-Chandigarh,5,,2380.00,0.00,',
      'B2CS,OE,04-Chandigarh,18,,2542.37,0.00,',
      '',
      'Section,HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
      'HSN,6214,,PCS-PIECES,1,2499.00,5,2380.00,0.00,59.50,59.50,0.00',
      'HSN,6214,,PCS-PIECES,1,3000.00,18,2542.37,0.00,228.82,228.81,0.00',
    ]);
  });
});
