import { describe, expect, it } from 'vitest';
import { shipOrderSchema } from './admin-orders-schemas.ts';
import { adminTaxDocumentListQuerySchema, adminTaxExportQuerySchema, taxMessages } from './tax-schemas.ts';

const ship = { courierName: 'India Post', trackingNumber: 'EE123456789IN' };

describe('shipOrderSchema e-way bill number', () => {
  it('is optional, blank counts as absent, and 12 digits when given', () => {
    expect(shipOrderSchema.parse(ship).eWayBillNumber).toBeUndefined();
    expect(shipOrderSchema.parse({ ...ship, eWayBillNumber: '' }).eWayBillNumber).toBeUndefined();
    expect(shipOrderSchema.parse({ ...ship, eWayBillNumber: ' 351234567890 ' }).eWayBillNumber).toBe(
      '351234567890',
    );
    for (const bad of ['12345', '3512345678901', '35123456789O', 'x'.repeat(10_000)]) {
      const result = shipOrderSchema.safeParse({ ...ship, eWayBillNumber: bad });
      expect(result.success, bad.slice(0, 20)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(taxMessages.eWayBillFormat);
    }
  });
});

describe('adminTaxDocumentListQuerySchema', () => {
  it('takes an optional month YYYY-MM, an optional kind and paging', () => {
    expect(adminTaxDocumentListQuerySchema.parse({ month: '2026-11', kind: '' })).toEqual({
      month: '2026-11',
      page: 1,
      perPage: 50,
    });
    expect(adminTaxDocumentListQuerySchema.parse({ month: '' }).month).toBeUndefined();
    for (const month of ['2026-13', '2026-1', '26-11', '2026-11-01', '2026-11 ']) {
      const result = adminTaxDocumentListQuerySchema.safeParse({ month });
      expect(result.success, month).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(taxMessages.badMonth);
    }
    expect(adminTaxDocumentListQuerySchema.safeParse({ month: '2026-11', kind: 'receipt' }).success).toBe(
      false,
    );
  });
});

describe('adminTaxExportQuerySchema', () => {
  it('takes a month or a financial-year quarter YYYY-Qn, blank as absent, never both', () => {
    expect(adminTaxExportQuerySchema.parse({ quarter: '2026-Q3', month: '' })).toEqual({
      quarter: '2026-Q3',
    });
    expect(adminTaxExportQuerySchema.parse({ month: '2026-11', quarter: '' })).toEqual({ month: '2026-11' });
    expect(adminTaxExportQuerySchema.parse({})).toEqual({});
    for (const quarter of ['2026-Q5', '2026-Q0', '2026-3', '2026Q3', '26-Q3', '2026-q3']) {
      const result = adminTaxExportQuerySchema.safeParse({ quarter });
      expect(result.success, quarter).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(taxMessages.badQuarter);
    }
    const both = adminTaxExportQuerySchema.safeParse({ month: '2026-11', quarter: '2026-Q3' });
    expect(both.error?.issues[0]?.message).toBe(taxMessages.monthOrQuarter);
  });
});
