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

  it('takes exactly the GST rates 0, 3, 5, 12, 18 and 28 %', () => {
    expect(gstRatePercents).toEqual([0, 3, 5, 12, 18, 28]);
    for (const gstRate of gstRatePercents) expect(problem({ ...piece, gstRate })).toBeUndefined();
    for (const gstRate of [1, 2.5, 40, -5, '5']) {
      expect(problem({ ...piece, gstRate })).toBe(declarationMessages.gstRate);
    }
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
  it('defaults to no HSN code and the textile rule', () => {
    const parsed = adminCategoryCreateSchema.parse({ name: 'Juttis', categoryName: 'Punjabi Juttis' });
    expect(parsed).toMatchObject({ hsnCode: '', gstRate: null });
  });

  it('checks an update’s HSN code and rate', () => {
    expect(adminCategoryUpdateSchema.safeParse({ hsnCode: '6403' }).success).toBe(true);
    expect(adminCategoryUpdateSchema.safeParse({ gstRate: 5 }).success).toBe(true);
    expect(adminCategoryUpdateSchema.safeParse({ hsnCode: '64' }).error?.issues[0]?.message).toBe(
      declarationMessages.hsnShape,
    );
    expect(adminCategoryUpdateSchema.safeParse({ gstRate: 7 }).error?.issues[0]?.message).toBe(
      declarationMessages.gstRate,
    );
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
