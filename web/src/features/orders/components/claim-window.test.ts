import { formatIndiaDate } from '@shahi/contract';
import { claimKindLabels, claimKinds, type MyClaim } from '@shahi/contract/schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '#web/lib/i18n.ts';
import { makeOrder } from '#web/test/fixtures.ts';
import { claimKindMessages, claimOpening, claimStatusLine, refundReference } from './claim-window.ts';

/** Delivered 1 Dec 2026, 10:30 pm IST (17:00 UTC): the India day is the 1st. */
const delivered = makeOrder({
  orderStatus: 'delivered',
  shipment: {
    courierName: 'India Post',
    trackingNumber: 'EM123456789IN',
    shippedAt: '2026-11-28T04:30:00.000Z',
    deliveredAt: '2026-12-01T17:00:00.000Z',
  },
});
const at = (iso: string) => Date.parse(iso);

describe('claimOpening', () => {
  it('is open through the 8th, 23:59 IST, for an order delivered on the 1st with a 7-day window', () => {
    const lastMinute = claimOpening(delivered, 7, at('2026-12-08T18:29:00.000Z'));
    expect(lastMinute).toEqual({
      state: 'open',
      kinds: ['damaged', 'not_as_described', 'wrong_piece', 'not_delivered'],
      lastDay: '8 Dec 2026',
    });
    expect(claimOpening(delivered, 7, at('2026-12-08T18:30:00.000Z'))).toEqual({
      state: 'closed',
      lastDay: '8 Dec 2026',
    });
  });

  it("follows the seller's window", () => {
    expect(claimOpening(delivered, 14, at('2026-12-10T10:00:00.000Z'))).toMatchObject({
      state: 'open',
      lastDay: '15 Dec 2026',
    });
  });

  it('offers only "not delivered" on a shipped order from the India day 7 days after shipping', () => {
    const shipped = makeOrder({
      orderStatus: 'shipped',
      shipment: {
        courierName: 'India Post',
        trackingNumber: 'EM1IN',
        shippedAt: '2026-11-28T04:30:00.000Z',
        deliveredAt: null,
      },
    });
    expect(claimOpening(shipped, 7, at('2026-12-04T18:29:00.000Z'))).toEqual({ state: 'none' });
    expect(claimOpening(shipped, 7, at('2026-12-04T18:30:00.000Z'))).toEqual({
      state: 'open',
      kinds: ['not_delivered'],
      lastDay: null,
    });
  });

  it('offers nothing before shipping or on a cancelled order', () => {
    expect(claimOpening(makeOrder({ orderStatus: 'pending' }), 7, Date.now())).toEqual({ state: 'none' });
    expect(claimOpening(makeOrder({ orderStatus: 'cancelled', shipment: null }), 7, Date.now())).toEqual({
      state: 'none',
    });
  });
});

const open: Pick<MyClaim, 'status' | 'refund' | 'decidedAt' | 'decisionNote'> = {
  status: 'open',
  refund: null,
  decidedAt: null,
  decisionNote: '',
};

describe('claimStatusLine', () => {
  it('reads "Claim received" while open', () => {
    expect(claimStatusLine(open)).toBe('Claim received');
  });

  it('gives a refund with its amount, India date and reference', () => {
    const refund = {
      amount: 1500,
      method: 'upi',
      reference: '412734567890',
      creditNoteNumber: 'CN/26-27/00001',
    } as const;
    expect(
      claimStatusLine({ ...open, status: 'refunded', refund, decidedAt: '2026-12-02T19:00:00.000Z' }),
    ).toBe('Refunded ₹1,500.00 on 3 Dec 2026 · UPI ref 412734567890');
  });

  it("gives a decline with the owner's reason", () => {
    expect(
      claimStatusLine({ ...open, status: 'declined', decisionNote: 'The stain was there in the photos.' }),
    ).toBe('Declined: The stain was there in the photos.');
  });

  it('names each way a refund goes back', () => {
    expect(refundReference({ method: 'gateway', reference: 'rfnd_Q1' })).toBe('Razorpay refund rfnd_Q1');
    expect(refundReference({ method: 'bank', reference: 'N3312' })).toBe('Bank ref N3312');
  });

  it('leaves out what was not noted: the refund date, the reference, the reason', () => {
    const refund = { amount: 800, method: 'bank', reference: ' ', creditNoteNumber: null } as const;
    expect(claimStatusLine({ ...open, status: 'refunded', refund })).toBe('Refunded ₹800.00 · Bank ref');
    expect(claimStatusLine({ ...open, status: 'declined', decisionNote: '  ' })).toBe(
      'Declined: no reason given',
    );
  });
});

describe('claimKindMessages', () => {
  it('reads in English exactly as the contract names the kinds', () => {
    for (const kind of claimKinds) expect(i18n._(claimKindMessages[kind])).toBe(claimKindLabels[kind]);
  });
});

describe('on a Hindi page', () => {
  beforeEach(async () => {
    await loadLocale('hi');
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it('writes the last day to claim and the refund date as Hindi dates', () => {
    const lastDay = formatIndiaDate('2026-12-08T12:00:00.000Z', 'hi');
    expect(lastDay).not.toBe('8 Dec 2026');
    expect(claimOpening(delivered, 7, at('2026-12-08T18:29:00.000Z'))).toMatchObject({ lastDay });
    expect(claimOpening(delivered, 7, at('2026-12-08T18:30:00.000Z'))).toEqual({ state: 'closed', lastDay });
    const refund = { amount: 1500, method: 'upi', reference: '4127', creditNoteNumber: null } as const;
    const decidedAt = '2026-12-02T19:00:00.000Z';
    const line = claimStatusLine({ ...open, status: 'refunded', refund, decidedAt });
    expect(line).toContain(formatIndiaDate(decidedAt, 'hi'));
    expect(line).toContain('₹1,500.00');
    expect(line).toContain('4127');
  });
});
