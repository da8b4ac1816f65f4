import { describe, expect, it } from 'vitest';
import {
  adminDiscountCreateSchema,
  discountCheckSchema,
  discountMessages,
  optionalDiscountCodeField,
} from './discount-schemas.ts';

describe('discount code fields', () => {
  it('trims and upper-cases a code; empty means none', () => {
    expect(optionalDiscountCodeField.parse(' welcome10 ')).toBe('WELCOME10');
    expect(optionalDiscountCodeField.parse('')).toBeUndefined();
    expect(optionalDiscountCodeField.parse(undefined)).toBeUndefined();
  });

  it('refuses bad shapes and over-long codes before anything else', () => {
    for (const code of ['AB', 'HAS SPACE', 'ÜBER10', 'X'.repeat(25), 42]) {
      expect(optionalDiscountCodeField.safeParse(code).success, String(code)).toBe(false);
    }
    expect(discountCheckSchema.safeParse({ code: 'OK-1', products: [] }).success).toBe(false);
  });

  it('takes rupees for amount codes and whole percents up to 90', () => {
    expect(adminDiscountCreateSchema.parse({ code: 'a-1', kind: 'amount', value: 250.5 })).toMatchObject({
      code: 'A-1',
      value: 250.5,
      minOrder: 0,
      maxUses: null,
      perCustomerLimit: 1,
      firstOrderOnly: false,
    });
    expect(adminDiscountCreateSchema.safeParse({ code: 'a-1', kind: 'amount', value: 0.001 }).success).toBe(
      false,
    );
    expect(adminDiscountCreateSchema.safeParse({ code: 'a-1', kind: 'percent', value: 90 }).success).toBe(
      true,
    );
    expect(adminDiscountCreateSchema.safeParse({ code: 'a-1', kind: 'percent', value: 91 }).success).toBe(
      false,
    );
  });

  it('takes an optional footer text of at most 40 characters; empty means not advertised', () => {
    const footerTextOf = (footerText: unknown) =>
      adminDiscountCreateSchema.safeParse({ code: 'ab1', kind: 'percent', value: 10, footerText });
    expect(footerTextOf(' SAVE 10% OFF ').data?.footerText).toBe('SAVE 10% OFF');
    for (const none of [undefined, null, '', '   ']) expect(footerTextOf(none).data?.footerText).toBeNull();
    expect(footerTextOf('x'.repeat(40)).success).toBe(true);
    for (const bad of ['x'.repeat(41), 42]) {
      expect(footerTextOf(bad).error?.issues[0]?.message).toBe(discountMessages.badFooterText);
    }
  });
});
