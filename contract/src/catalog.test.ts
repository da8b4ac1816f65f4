import { describe, expect, it } from 'vitest';
import { productListRequestSchema } from './catalog-schemas.ts';
import { classifyDescriptionLine, isUuid, splitLines } from './text.ts';

describe('productListRequestSchema', () => {
  it('fills the spec defaults: page 1, 8 per page, title ascending', () => {
    expect(productListRequestSchema.parse({})).toEqual({
      page: 1,
      perPage: 8,
      search: '',
      sortBy: 'title',
      sortOrder: 'asc',
      filter: {},
    });
  });
  it('trims the search text', () => {
    expect(productListRequestSchema.parse({ search: '  phulkari  ' }).search).toBe('phulkari');
  });
  it.each([
    [{ page: 0 }, 'page must be 1 or more'],
    [{ page: 'abc' }, 'page must be a number'],
    [{ sortBy: 'rating' }, 'sortBy must be one of price, title, createdAt, discount'],
    [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    [{ filter: { categoryId: "1' OR 1=1" } }, 'Invalid category id'],
  ])('rejects %j with a clear message', (body, message) => {
    const result = productListRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('description lines', () => {
  it('splits at $ and drops empty lines', () => {
    expect(splitLines('Hand embroidered$ $MRP ₹5,000$')).toEqual(['Hand embroidered', 'MRP ₹5,000']);
  });
  it('starts a new line at each Enter, whichever line ending the keyboard sends', () => {
    expect(
      splitLines('Fabric: khaddar cotton\nThread: untwisted silk (pat)\r\nCare: dry clean only\r'),
    ).toEqual(['Fabric: khaddar cotton', 'Thread: untwisted silk (pat)', 'Care: dry clean only']);
  });
  it('reads Enter and $ in one text alike, and drops blank lines', () => {
    expect(splitLines('Hand embroidered\n\n  \nMRP ₹5,000$40% OFF')).toEqual([
      'Hand embroidered',
      'MRP ₹5,000',
      '40% OFF',
    ]);
  });
  it('classifies price and discount lines', () => {
    expect(classifyDescriptionLine('40% OFF')).toBe('discount');
    expect(classifyDescriptionLine('MRP ₹5,000')).toBe('price');
    expect(classifyDescriptionLine('Was ~~₹6,500~~')).toBe('strike');
    expect(classifyDescriptionLine('Pure silk with zari border')).toBe('text');
  });
});

describe('isUuid', () => {
  it('accepts the ids the API hands out and nothing else', () => {
    expect(isUuid('b230968b-af00-5634-bfe5-5891845d59b3')).toBe(true);
    expect(isUuid('B230968B-AF00-4634-8FE5-5891845D59B3')).toBe(true);
    expect(isUuid('b230968b-af00-5634-7fe5-5891845d59b3')).toBe(false);
    expect(isUuid("1' OR '1'='1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
