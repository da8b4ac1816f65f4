import type { AdminOrderCounts, AdminOrderPage, AdminOrderSummary } from '@shahi/contract/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { formatShortIndiaTime } from './order-badges.tsx';
import { OrderListPage, tabOf } from './order-list-page.tsx';

const counts: AdminOrderCounts = {
  awaitingConfirmation: 1,
  toShip: 2,
  shipped: 5,
  openClaims: 1,
  newRequests: 0,
};

function summary(id: string, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    _id: id,
    createdAt: '2026-11-27T19:55:00.000Z',
    orderStatus: 'pending',
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    amount: 3450,
    customer: { userId: 'b1b2c3d4-0000-4000-8000-000000000001', name: 'Harleen Kaur', email: 'h@example.in' },
    shipTo: { name: 'Harleen Kaur', phone: '9876543210', city: 'Ludhiana' },
    titles: ['Phulkari Dupatta'],
    shipment: null,
    awaitingConfirmation: false,
    confirmBy: null,
    codConfirmedAt: '2026-11-27T20:00:00.000Z',
    ...overrides,
  };
}
const page = (data: AdminOrderSummary[]): AdminOrderPage => ({
  currentPage: 1,
  perPage: 20,
  totalCount: data.length,
  totalPage: 1,
  data,
});

const confirmedId = ORDER_ID;
const waitingId = 'c264d039-0000-4000-8000-000000000002';
const cancelledId = '43a07f5b-0000-4000-8000-000000000003';

describe('the Orders home', () => {
  it('opens on "To ship" with the counts on its tabs, and each order says whether it is ready', async () => {
    mockApi({
      'GET /api/admin/orders/counts': counts,
      'GET /api/admin/orders?view=to_ship': page([summary(confirmedId)]),
      'GET /api/admin/orders?view=awaiting_confirmation': page([
        summary(waitingId, {
          awaitingConfirmation: true,
          confirmBy: '2026-11-28T19:55:00.000Z',
          codConfirmedAt: null,
        }),
      ]),
      'GET /api/admin/orders': page([
        summary(cancelledId, { orderStatus: 'cancelled', codConfirmedAt: null }),
      ]),
    });
    renderWithProviders(<OrderListPage />, { path: '/admin/orders', history: ['/admin/orders'] });
    const tabs = screen.getByRole('navigation', { name: 'Which orders' });
    expect(within(tabs).getByRole('link', { name: /^To ship/ })).toHaveAttribute('aria-current', 'page');
    expect(await within(tabs).findByRole('link', { name: 'To ship 2' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Awaiting confirmation 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Shipped 5' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Claims 1' })).toHaveAttribute(
      'href',
      '/admin/claims?status=open',
    );

    const ready = (await screen.findByRole('link', { name: '4D3C2B1A' })).closest('li') as HTMLElement;
    expect(within(ready).getByText('Confirmed – ready to ship')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('link', { name: /^Awaiting confirmation/ }));
    const waiting = (await screen.findByRole('link', { name: 'C264D039' })).closest('li') as HTMLElement;
    expect(within(waiting).getByText('Awaiting confirmation (until 29 Nov, 1:25 am)')).toBeInTheDocument();

    // A cancelled COD order owes nothing: "Payment: not due", never "Payment pending".
    await user.click(within(tabs).getByRole('link', { name: 'All' }));
    const cancelled = (await screen.findByRole('link', { name: '43A07F5B' })).closest('li') as HTMLElement;
    expect(within(cancelled).getByText('Payment: not due')).toBeInTheDocument();
    expect(within(cancelled).queryByText('Payment pending')).not.toBeInTheDocument();
  });

  it('shows every order, not just those to ship, once a search or filter is in force', () => {
    expect(tabOf(new URLSearchParams(''))).toBe('to_ship');
    expect(tabOf(new URLSearchParams('q=harleen'))).toBe('all');
    expect(tabOf(new URLSearchParams('view=shipped&q=harleen'))).toBe('shipped');
    expect(tabOf(new URLSearchParams('view=nonsense'))).toBe('to_ship');
  });

  it('writes a deadline as a short India time', () => {
    expect(formatShortIndiaTime('2026-11-28T19:55:00.000Z')).toBe('29 Nov, 1:25 am');
    expect(formatShortIndiaTime('2026-11-28T08:05:00.000Z')).toBe('28 Nov, 1:35 pm');
    expect(formatShortIndiaTime('not a date')).toBe('');
  });
});
