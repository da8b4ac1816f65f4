import { describe, expect, it } from 'vitest';
import { adminQuoteSchema, pieceRequestSchema, requestMessages } from './request-schemas.ts';

const request = {
  name: 'Simran Kaur',
  email: 'Simran@Example.in',
  message: 'One like this in green, please.',
};

/** The messages of `schema`'s problems with `body`, or [] when it passes. */
function problems(schema: typeof pieceRequestSchema | typeof adminQuoteSchema, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('pieceRequestSchema', () => {
  it('takes the budget as rupees text or a number; blank, null or absent is none', () => {
    for (const [budget, expected] of [
      ['12,500.50', 12_500.5],
      [' 800 ', 800],
      [1999.99, 1999.99],
      ['', undefined],
      [null, undefined],
      [undefined, undefined],
    ] as const) {
      const parsed = pieceRequestSchema.parse({ ...request, budget });
      expect(parsed.budget).toBe(expected);
      expect(parsed.email).toBe('simran@example.in');
    }
  });

  it('refuses a bad budget, a bad piece id and too long a message with our words', () => {
    expect(problems(pieceRequestSchema, { ...request, budget: '0' })).toEqual([
      requestMessages.budgetInvalid,
    ]);
    expect(problems(pieceRequestSchema, { ...request, budget: '1.234' })).toEqual([
      requestMessages.budgetInvalid,
    ]);
    expect(problems(pieceRequestSchema, { ...request, budget: 10_000_000.01 })).toEqual([
      requestMessages.budgetTooLarge,
    ]);
    expect(problems(pieceRequestSchema, { ...request, productId: 'abc' })).toEqual([
      requestMessages.invalidProduct,
    ]);
    expect(problems(pieceRequestSchema, { ...request, message: 'x'.repeat(50_000) })).toEqual([
      requestMessages.messageTooLong,
    ]);
    expect(pieceRequestSchema.parse({ ...request, productId: '' }).productId).toBeUndefined();
  });
});

describe('adminQuoteSchema', () => {
  it('takes a price in rupees with at most 2 decimals and whole days from 1 to 365', () => {
    expect(adminQuoteSchema.parse({ price: '14999.50', days: '21', message: 'Green.' })).toMatchObject({
      price: 14_999.5,
      days: 21,
    });
    expect(problems(adminQuoteSchema, { price: '-1', days: 21, message: 'Green.' })).toEqual([
      requestMessages.quoteInvalid,
    ]);
    expect(problems(adminQuoteSchema, { price: 100, days: 366, message: 'Green.' })).toEqual([
      requestMessages.daysInvalid,
    ]);
    expect(problems(adminQuoteSchema, { price: 100, days: 2.5, message: ' ' })).toEqual([
      requestMessages.quoteMessageRequired,
      requestMessages.daysInvalid,
    ]);
  });
});
