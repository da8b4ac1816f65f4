import { describe, expect, it } from 'vitest';
import {
  adminCategoryCreateSchema,
  adminCategoryUpdateSchema,
  adminProductSchema,
} from './admin-catalogue-schemas.ts';
import {
  declarationMessages,
  gstRateFromBp,
  gstRatePercents,
  gstRateToBp,
  isHsnCode,
} from './listing-declarations.ts';
import { netQuantityUnits } from './net-quantity.ts';
import { defaultDeclarations } from './testing.ts';

const piece = {
  title: 'Bagh Phulkari Dupatta',
  pricePaise: 845_000,
  mrpPaise: 1_120_000,
  categoryId: '0b9c5f3e-4d1a-4c2b-9e8f-1a2b3c4d5e6f',
  images: ['products/bagh/1.webp'],
};

/** The first problem message of parsing `body`, or undefined when it parses. */
function problem(body: unknown): string | undefined {
  return adminProductSchema.safeParse(body).error?.issues[0]?.message;
}

describe('adminProductSchema declarations', () => {
  it('fills the declaration defaults', () => {
    expect(adminProductSchema.parse(piece)).toMatchObject(defaultDeclarations);
  });

  it('refuses a price above the MRP, and takes a price equal to it', () => {
    expect(problem({ ...piece, pricePaise: 1_120_001 })).toBe(declarationMessages.priceAboveMrp);
    expect(problem({ ...piece, pricePaise: 1_120_000 })).toBeUndefined();
    expect(problem({ ...piece, mrpPaise: null, pricePaise: 9_000_000 })).toBeUndefined();
  });

  it.each(['6214', '621410', '62141010', ''])('takes the HSN code %j', (hsnCode) => {
    expect(adminProductSchema.parse({ ...piece, hsnCode }).hsnCode).toBe(hsnCode);
  });

  it.each(['621', '62141', '6214101', '621410100', '62a4', '6214 10'])(
    'refuses the HSN code %j',
    (hsnCode) => {
      expect(problem({ ...piece, hsnCode })).toMatch(/HSN code|hsnCode must be at most 8/);
    },
  );

  it('takes exactly the GST rates 3, 5 and 18 % (no 0, 12 or 28 % since 22 Sep 2025)', () => {
    expect(gstRatePercents).toEqual([3, 5, 18]);
    for (const gstRate of [5, 18]) expect(problem({ ...piece, gstRate })).toBeUndefined();
    for (const gstRate of [0, 1, 2.5, 12, 28, 40, -5, '5']) {
      expect(problem({ ...piece, gstRate })).toBe(declarationMessages.gstRate);
    }
  });

  it('takes 3 % only with an HSN code of chapter 71 (or none here: the server checks the category’s)', () => {
    expect(problem({ ...piece, gstRate: 3, hsnCode: '7113' })).toBeUndefined();
    expect(problem({ ...piece, gstRate: 3 })).toBeUndefined();
    expect(problem({ ...piece, gstRate: 3, hsnCode: '6214' })).toBe(declarationMessages.jewelleryRate);
  });

  it('takes the handmade declaration, default false', () => {
    expect(adminProductSchema.parse(piece).handmade).toBe(false);
    expect(adminProductSchema.parse({ ...piece, handmade: true }).handmade).toBe(true);
    expect(problem({ ...piece, handmade: 'yes' })).toBe(declarationMessages.handmade);
  });

  it('asks for both the maker’s name and address, or neither', () => {
    expect(problem({ ...piece, makerName: 'Kaur Looms' })).toBe(declarationMessages.makerIncomplete);
    expect(problem({ ...piece, makerAddress: 'Patiala' })).toBe(declarationMessages.makerIncomplete);
    expect(problem({ ...piece, makerName: 'Kaur Looms', makerAddress: 'Patiala, Punjab' })).toBeUndefined();
  });

  it('limits the lengths and refuses an empty country or net quantity', () => {
    expect(problem({ ...piece, countryOfOrigin: 'x'.repeat(61) })).toBe(
      'countryOfOrigin must be at most 60 characters',
    );
    expect(problem({ ...piece, dimensions: 'x'.repeat(101) })).toBe(
      'dimensions must be at most 100 characters',
    );
    expect(problem({ ...piece, countryOfOrigin: '  ' })).toBe(declarationMessages.countryRequired);
    expect(problem({ ...piece, netQuantity: '' })).toBe(declarationMessages.netQuantityRequired);
  });
});

describe('category GST defaults', () => {
  it('defaults to no HSN code and no rate of its own', () => {
    const parsed = adminCategoryCreateSchema.parse({ name: 'Juttis', categoryName: 'Punjabi Juttis' });
    expect(parsed).toMatchObject({ hsnCode: '', gstRate: null });
  });

  it('checks an update’s HSN code and rate', () => {
    expect(adminCategoryUpdateSchema.safeParse({ hsnCode: '6403' }).success).toBe(true);
    expect(adminCategoryUpdateSchema.safeParse({ gstRate: 5 }).success).toBe(true);
    expect(adminCategoryUpdateSchema.safeParse({ hsnCode: '64' }).error?.issues[0]?.message).toBe(
      declarationMessages.hsnShape,
    );
    expect(adminCategoryUpdateSchema.safeParse({ gstRate: 12 }).error?.issues[0]?.message).toBe(
      declarationMessages.gstRate,
    );
    expect(
      adminCategoryCreateSchema.safeParse({ name: 'x', categoryName: 'x', hsnCode: '6403', gstRate: 3 }).error
        ?.issues[0]?.message,
    ).toBe(declarationMessages.jewelleryRate);
  });
});

describe('helpers', () => {
  it('recognises HSN codes and converts rates to basis points and back', () => {
    expect(isHsnCode('6304')).toBe(true);
    expect(isHsnCode('63041')).toBe(false);
    expect(gstRateToBp(18)).toBe(1800);
    expect(gstRateToBp(null)).toBeNull();
    expect(gstRateFromBp(300)).toBe(3);
    expect(gstRateFromBp(null)).toBeNull();
  });
});

describe('netQuantityUnits (GSTR-1 UQC)', () => {
  it.each([
    ['1 piece', 1, 'PCS', 1],
    ['1 pair', 1, 'PRS', 1],
    ['2 pairs', 2, 'PRS', 2],
    ['5 pieces', 5, 'PCS', 5],
    ['2 Pieces', 2, 'PCS', 2],
    ['set of 3', 1, 'SET', 3],
    ['Set of five', 1, 'SET', 5],
    ['10 nos', 10, 'NOS', 10],
    ['one piece', 1, 'PCS', 1],
    ['a bundle', 1, 'PCS', 1],
    ['0 pieces', 1, 'PCS', 1],
  ] as const)('%j → %i %s (count %i)', (text, quantity, unit, count) => {
    expect(netQuantityUnits(text)).toEqual({ quantity, unit, count });
  });
});
