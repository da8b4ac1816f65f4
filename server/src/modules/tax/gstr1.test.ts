import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/errors.ts';
import type { TaxDocumentSnapshot } from './document.ts';
import { gstr1Files, gstr1Rows, gstr1Zip, invoiceClass, rupeesText, toolDate } from './gstr1.ts';
import { gstr1Period, monthPeriod, quarterPeriod } from './gstr1-period.ts';
import type { Gstr1Document } from './gstr1-source.ts';
import { GSTR1_FILE_NAMES, GSTR1_TEMPLATES } from './gstr1-templates.ts';
import { splitLine, totalsOf } from './split.ts';

const NOV_21 = '2026-11-21T05:00:00.000Z';
let sequences = { invoice: 0, bill_of_supply: 0, credit_note: 0 };

/**
 * A document of the Chandigarh seller (04) to state `code`, its lines `[price paise, rate bp, HSN]`,
 * numbered next in its series of 2026-27.
 */
function document(
  kind: TaxDocumentSnapshot['kind'],
  place: [code: string, name: string],
  prices: Array<[number, number, string]>,
  options: { gstin?: string; businessName?: string; issuedAt?: string; corrected?: Gstr1Document } = {},
): Gstr1Document {
  const [code, name] = place;
  const split = kind === 'bill_of_supply' ? 'none' : code === '04' ? 'cgst_utgst' : 'igst';
  const lines = prices.map(([price, rate, hsnCode]) => ({
    description: 'Phulkari dupatta',
    hsnCode,
    quantity: 1,
    unit: 'PCS',
    ...splitLine(price, kind === 'bill_of_supply' ? 0 : rate, split),
  }));
  sequences[kind] += 1;
  const prefix = { invoice: 'INV', bill_of_supply: 'BOS', credit_note: 'CN' }[kind];
  const number = `${prefix}/26-27/${String(sequences[kind]).padStart(5, '0')}`;
  const snapshot = {
    kind,
    number,
    issuedAt: options.issuedAt ?? NOV_21,
    corrects: options.corrected
      ? { number: options.corrected.snapshot.number, issuedAt: options.corrected.snapshot.issuedAt }
      : null,
    buyer: {
      name: 'Harleen Kaur',
      gstin: options.gstin ?? '',
      ...(options.businessName ? { businessName: options.businessName } : {}),
    },
    split,
    lines,
    totals: totalsOf(lines),
    placeOfSupply: { stateCode: code, stateName: name },
  } as TaxDocumentSnapshot;
  return {
    snapshot,
    financialYear: '2026-27',
    sequence: sequences[kind],
    corrected: options.corrected?.snapshot ?? null,
  };
}

const PUNJAB: [string, string] = ['03', 'Punjab'];
const CHANDIGARH: [string, string] = ['04', 'Chandigarh'];
const HARYANA: [string, string] = ['06', 'Haryana'];
const MAHARASHTRA: [string, string] = ['27', 'Maharashtra'];
const GSTIN = '03AAACP1234F1Z5';

/** One of each kind, with a credit note against each class. */
function month() {
  sequences = { invoice: 0, bill_of_supply: 0, credit_note: 0 };
  const b2b = document(
    'invoice',
    PUNJAB,
    [
      [249_900, 500, '6214'],
      [300_000, 1800, '6214'],
    ],
    { gstin: GSTIN, businessName: 'Phulkari House' },
  );
  const b2cl = document('invoice', MAHARASHTRA, [[12_200_000, 1800, '6214']]);
  const b2cs = document('invoice', CHANDIGARH, [
    [105_000, 500, '6214'],
    [50_000, 0, '5007'],
  ]);
  const b2csHaryana = document('invoice', HARYANA, [[99_900, 500, '6304']]);
  const bill = document('bill_of_supply', HARYANA, [[99_900, 0, '']]);
  return [
    b2b,
    b2cl,
    b2cs,
    b2csHaryana,
    bill,
    document('credit_note', PUNJAB, [[249_900, 500, '6214']], {
      gstin: GSTIN,
      businessName: 'Phulkari House',
      corrected: b2b,
    }),
    document('credit_note', MAHARASHTRA, [[12_200_000, 1800, '6214']], { corrected: b2cl }),
    document('credit_note', HARYANA, [[99_900, 500, '6304']], { corrected: b2csHaryana }),
  ];
}

describe('rupeesText and toolDate', () => {
  it('writes paise as rupees with two decimals, negatives too', () => {
    expect(rupeesText(123_456)).toBe('1234.56');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(-1_250)).toBe('-12.50');
  });

  it('writes the India date as dd-Mmm-yyyy', () => {
    expect(toolDate('2026-11-20T18:29:59Z')).toBe('20-Nov-2026');
    expect(toolDate('2026-11-20T18:30:00Z')).toBe('21-Nov-2026');
    expect(toolDate('2027-01-05T10:00:00Z')).toBe('05-Jan-2027');
  });
});

describe('invoiceClass', () => {
  it('is B2CL only inter-state, without GSTIN, strictly above ₹1,00,000 (₹2,50,000 before August 2024)', () => {
    sequences = { invoice: 0, bill_of_supply: 0, credit_note: 0 };
    expect(invoiceClass(document('invoice', MAHARASHTRA, [[10_000_001, 1800, '6214']]).snapshot)).toBe(
      'b2cl',
    );
    expect(invoiceClass(document('invoice', MAHARASHTRA, [[10_000_000, 1800, '6214']]).snapshot)).toBe(
      'b2cs',
    );
    expect(invoiceClass(document('invoice', CHANDIGARH, [[12_200_000, 1800, '6214']]).snapshot)).toBe('b2cs');
    const registered = document('invoice', MAHARASHTRA, [[12_200_000, 1800, '6214']], { gstin: GSTIN });
    expect(invoiceClass(registered.snapshot)).toBe('b2b');
    const july2024 = document('invoice', MAHARASHTRA, [[12_200_000, 1800, '6214']], {
      issuedAt: '2024-07-15T05:00:00Z',
    });
    expect(invoiceClass(july2024.snapshot)).toBe('b2cs');
    expect(
      invoiceClass(document('bill_of_supply', MAHARASHTRA, [[12_200_000, 0, '6214']]).snapshot),
    ).toBeNull();
  });
});

describe('gstr1Rows', () => {
  it('puts each invoice and credit note in its table, rate by rate, to the paisa', () => {
    const rows = gstr1Rows(month());
    expect(rows['b2b.csv']).toEqual([
      [
        GSTIN,
        'Phulkari House',
        'INV/26-27/00001',
        '21-Nov-2026',
        '5499.00',
        '03-Punjab',
        'N',
        '',
        'Regular B2B',
        '',
        '5',
        '2380.00',
        '0.00',
      ],
      [
        GSTIN,
        'Phulkari House',
        'INV/26-27/00001',
        '21-Nov-2026',
        '5499.00',
        '03-Punjab',
        'N',
        '',
        'Regular B2B',
        '',
        '18',
        '2542.37',
        '0.00',
      ],
    ]);
    expect(rows['b2cl.csv']).toEqual([
      ['INV/26-27/00002', '21-Nov-2026', '122000.00', '27-Maharashtra', '', '18', '103389.83', '0.00', ''],
    ]);
    // The Haryana sale and its credit note net to nothing and leave no row; the 0 % line stays out.
    expect(rows['b2cs.csv']).toEqual([['OE', '04-Chandigarh', '', '5', '1000.00', '0.00', '']]);
    expect(rows['cdnr.csv']).toEqual([
      [
        GSTIN,
        'Phulkari House',
        'CN/26-27/00001',
        '21-Nov-2026',
        'C',
        '03-Punjab',
        'N',
        'Regular B2B',
        '2499.00',
        '',
        '5',
        '2380.00',
        '0.00',
      ],
    ]);
    expect(rows['cdnur.csv']).toEqual([
      [
        'B2CL',
        'CN/26-27/00002',
        '21-Nov-2026',
        'C',
        '27-Maharashtra',
        '122000.00',
        '',
        '18',
        '103389.83',
        '0.00',
      ],
    ]);
  });

  it('splits the HSN summary into B2B and B2C tabs per HSN, UQC and rate, credit notes subtracting', () => {
    const rows = gstr1Rows(month());
    // The B2B 5 % line was credited in full: only the 18 % line is left.
    expect(rows['hsn(b2b).csv']).toEqual([
      ['6214', '', 'PCS-PIECES', '1', '3000.00', '18', '2542.37', '457.63', '0.00', '0.00', '0.00'],
    ]);
    expect(rows['hsn(b2c).csv']).toEqual([
      ['6214', '', 'PCS-PIECES', '1', '1050.00', '5', '1000.00', '0.00', '25.00', '25.00', '0.00'],
    ]);
  });

  it('lists each series issued (bills of supply apart) from its first to its last number', () => {
    expect(gstr1Rows(month())['docs.csv']).toEqual([
      ['Invoices for outward supply', 'INV/26-27/00001', 'INV/26-27/00004', '4', '0'],
      ['Credit Note', 'CN/26-27/00001', 'CN/26-27/00003', '3', '0'],
    ]);
  });

  it('writes the name when a registered buyer has no business name', () => {
    sequences = { invoice: 0, bill_of_supply: 0, credit_note: 0 };
    const rows = gstr1Rows([document('invoice', PUNJAB, [[105_000, 500, '6214']], { gstin: GSTIN })]);
    expect(rows['b2b.csv'][0]?.[1]).toBe('Harleen Kaur');
  });

  it('keeps a net credit in B2CS as a negative taxable value', () => {
    sequences = { invoice: 0, bill_of_supply: 0, credit_note: 0 };
    const october = document('invoice', HARYANA, [[105_000, 500, '6214']], {
      issuedAt: '2026-10-02T05:00:00Z',
    });
    const rows = gstr1Rows([
      document('credit_note', HARYANA, [[105_000, 500, '6214']], { corrected: october }),
    ]);
    expect(rows['b2cs.csv']).toEqual([['OE', '06-Haryana', '', '5', '-1000.00', '0.00', '']]);
    expect(rows['hsn(b2c).csv'][0]?.slice(3, 8)).toEqual(['-1', '-1050.00', '5', '-1000.00', '-50.00']);
  });

  it('refuses with 409 naming the documents when a reported line has an HSN code under 4 digits', () => {
    sequences = { invoice: 0, bill_of_supply: 0, credit_note: 0 };
    const documents = [
      document('invoice', CHANDIGARH, [[105_000, 500, '62']]),
      document('invoice', CHANDIGARH, [[105_000, 500, '6214']]),
      document('invoice', HARYANA, [[105_000, 500, '']]),
      document('bill_of_supply', HARYANA, [[105_000, 0, '']]),
    ];
    let failure: unknown;
    try {
      gstr1Rows(documents);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).statusCode).toBe(409);
    expect((failure as HttpError).message).toContain('INV/26-27/00001, INV/26-27/00003');
    expect((failure as HttpError).message).not.toContain('INV/26-27/00002');
    expect((failure as HttpError).message).not.toContain('BOS');
  });
});

describe('gstr1Zip', () => {
  it('holds every file with its template header, in order, even without rows', () => {
    const files = unzipSync(gstr1Zip(month()));
    expect(Object.keys(files)).toEqual(GSTR1_FILE_NAMES);
    for (const name of GSTR1_FILE_NAMES) {
      const [header] = strFromU8(files[name] as Uint8Array).split('\r\n');
      expect(header, name).toBe(GSTR1_TEMPLATES[name].join(','));
    }
  });

  it('gives only header lines when the period has bills of supply alone', () => {
    sequences = { invoice: 0, bill_of_supply: 0, credit_note: 0 };
    const files = gstr1Files([document('bill_of_supply', HARYANA, [[99_900, 0, '']])]);
    for (const name of GSTR1_FILE_NAMES) {
      expect(files[name], name).toBe(`${GSTR1_TEMPLATES[name].join(',')}\r\n`);
    }
  });
});

describe('gstr1Period', () => {
  it('reads a financial-year quarter: Q1 April–June, Q4 January–March of the next year (India time)', () => {
    expect(quarterPeriod('2026-Q3')).toEqual({
      label: '2026-Q3',
      from: new Date('2026-09-30T18:30:00Z'),
      to: new Date('2026-12-31T18:30:00Z'),
    });
    expect(quarterPeriod('2026-Q1').from).toEqual(new Date('2026-03-31T18:30:00Z'));
    expect(quarterPeriod('2026-Q4')).toMatchObject({
      from: new Date('2026-12-31T18:30:00Z'),
      to: new Date('2027-03-31T18:30:00Z'),
    });
  });

  it('takes the quarter, else the month, else this month', () => {
    expect(gstr1Period({ quarter: '2026-Q2' }).label).toBe('2026-Q2');
    expect(gstr1Period({ month: '2026-11' })).toEqual(monthPeriod('2026-11'));
    expect(gstr1Period({}, new Date('2026-11-30T19:00:00Z')).label).toBe('2026-12');
  });
});
