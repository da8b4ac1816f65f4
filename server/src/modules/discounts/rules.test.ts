import { describe, expect, it } from 'vitest';
import { type DiscountCodeRow, discountPaiseOf, refusalOf, spreadDiscount, unusableCode } from './rules.ts';

const code: DiscountCodeRow = {
  id: 'c',
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  minOrderPaise: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  active: true,
  footerText: null,
  usesCount: 0,
  createdAt: new Date(),
};
const unused = { total: 0, byCustomer: 0, placedOrders: 0 };

describe('spreadDiscount', () => {
  it('shares by largest remainder: whole paise, adds up exactly, ties to the earlier line', () => {
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([66, 67, 67]);
    expect(spreadDiscount([33_333, 33_333, 33_334], 10_001)).toEqual([29_999, 30_000, 30_000]);
    const prices = [1, 999_999_999, 7, 123_456_789];
    const spread = spreadDiscount(prices, 555_555_555);
    expect(spread.reduce((a, b) => a + b, 0)).toBe(prices.reduce((a, b) => a + b, 0) - 555_555_555);
    expect(spread.every((price, i) => price >= 0 && price <= (prices[i] ?? 0))).toBe(true);
  });

  it('no discount leaves the prices alone', () => {
    expect(spreadDiscount([500, 700], 0)).toEqual([500, 700]);
  });
});

describe('discountPaiseOf', () => {
  it('rounds a percent down to the paisa and keeps at least ₹1 to pay', () => {
    expect(discountPaiseOf(code, 999)).toBe(99);
    expect(discountPaiseOf({ ...code, kind: 'amount', value: 50_000 }, 20_000)).toBe(19_900);
    expect(discountPaiseOf({ ...code, kind: 'amount', value: 50_000 }, 100)).toBe(0);
  });

  it('refuses a subtotal under the minimum', () => {
    expect(() => discountPaiseOf({ ...code, minOrderPaise: 100_000 }, 99_999)).toThrow(
      'Discount code WELCOME10 needs an order of at least ₹1,000.00',
    );
  });
});

describe('refusalOf', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('names each broken rule precisely, for the server only', () => {
    expect(refusalOf(code, now, unused)).toBeUndefined();
    expect(refusalOf({ ...code, active: false }, now, unused)).toBe('inactive');
    expect(refusalOf({ ...code, startsAt: new Date('2026-11-27T00:00:00Z') }, now, unused)).toBe(
      'not-yet-valid',
    );
    expect(refusalOf({ ...code, endsAt: now }, now, unused)).toBe('expired');
    expect(refusalOf({ ...code, maxUses: 3 }, now, { ...unused, total: 3 })).toBe('used-up');
    expect(refusalOf(code, now, { ...unused, byCustomer: 1 })).toBe('customer-limit');
    expect(refusalOf({ ...code, firstOrderOnly: true }, now, { ...unused, placedOrders: 1 })).toBe(
      'not-first-order',
    );
  });
});

describe('unusableCode', () => {
  it('is one 400 "not valid" answer, the same for every refusal', () => {
    const answer = unusableCode();
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toBe('This discount code is not valid');
    expect(answer.code).toBeUndefined();
  });
});
