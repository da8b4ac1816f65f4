import { describe, expect, it } from 'vitest';
import { deliveryByDate } from './shipping-schemas.ts';

describe('deliveryByDate', () => {
  it('adds the 5 working days of dispatch (Sundays skipped) before the courier days', () => {
    // Monday 2 March 2026, 10:30 in India: dispatched by Saturday 7 March, 2 days on the road.
    expect(deliveryByDate(new Date('2026-03-02T05:00:00Z'), 2)).toBe('2026-03-09');
  });

  it('counts an order after 14:00 India time from the next day', () => {
    // Monday 15:00 in India counts from Tuesday: dispatched by Monday 9 March (Sunday skipped).
    expect(deliveryByDate(new Date('2026-03-02T09:30:00Z'), 2)).toBe('2026-03-11');
  });

  it('moves a Sunday arrival to Monday', () => {
    // Dispatched by Saturday 7 March, 1 day on the road: Sunday 8 March becomes Monday 9 March.
    expect(deliveryByDate(new Date('2026-03-02T05:00:00Z'), 1)).toBe('2026-03-09');
  });
});
