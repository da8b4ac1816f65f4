import type { OrderTracking } from '@shahi/contract/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { TrackingTimeline } from './tracking-timeline.tsx';

const shipment = {
  courierName: 'Blue Dart Air',
  trackingNumber: 'SRAWB0001',
  shippedAt: '2026-11-28T06:00:00.000Z',
  deliveredAt: null,
};

function tracking(steps: OrderTracking['steps'], extra: Partial<OrderTracking> = {}): OrderTracking {
  return {
    orderId: 'o1',
    source: 'courier',
    courierName: 'Blue Dart Air',
    awb: 'SRAWB0001',
    trackingUrl: 'https://shiprocket.co/tracking/SRAWB0001',
    expectedDeliveryOn: '2026-12-02',
    current: steps.at(-1)?.status ?? 'placed',
    steps,
    ...extra,
  };
}

const placed = {
  status: 'placed',
  label: 'Order placed',
  location: '',
  at: '2026-11-27T20:00:00.000Z',
} as const;
const booked = {
  status: 'booked',
  label: 'Packed and handed to the courier',
  location: '',
  at: '2026-11-28T06:00:00.000Z',
} as const;
const inTransit = {
  status: 'in_transit',
  label: 'In transit',
  location: 'Ludhiana Hub',
  at: '2026-11-28T12:30:00.000Z',
} as const;

function renderTimeline(answer: OrderTracking, orderStatus: 'shipped' | 'delivered' = 'shipped') {
  signIn();
  const order = makeOrder({ _id: 'o1', orderStatus, shipment });
  const fetchMock = mockApi({ 'GET /api/order/o1/tracking': answer });
  renderWithProviders(<TrackingTimeline order={order} />);
  return fetchMock;
}

/** The tracking timeline on My Orders (ADR 0061). */
describe('TrackingTimeline', () => {
  it('shows the courier, the AWB linked to its tracking page, the milestones reached and each update', async () => {
    renderTimeline(tracking([placed, booked, inTransit]));
    const progress = await screen.findByRole('list', { name: 'Delivery progress' });
    expect(within(progress).getByText('In transit')).toHaveTextContent('In transit — done');
    expect(within(progress).getByText('Out for delivery')).toHaveTextContent('Out for delivery — not yet');
    expect(within(progress).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'SRAWB0001' })).toHaveAttribute(
      'href',
      'https://shiprocket.co/tracking/SRAWB0001',
    );
    expect(screen.getByText(/Expected by Wed, 2 Dec/)).toBeInTheDocument();
    const updates = within(screen.getByRole('list', { name: 'Tracking updates' })).getAllByRole('listitem');
    expect(updates.map((item) => item.textContent)).toEqual([
      'In transit28 Nov 2026, 6:00 pm IST · Ludhiana Hub',
      'Packed and handed to the courier28 Nov 2026, 11:30 am IST',
      'Order placed28 Nov 2026, 1:30 am IST',
    ]);
  });

  it('says an undelivered attempt and a return to the workshop plainly', async () => {
    renderTimeline(
      tracking([
        placed,
        booked,
        inTransit,
        {
          status: 'rto_initiated',
          label: 'Returning to the workshop',
          location: 'Ludhiana Hub',
          at: '2026-11-30T09:00:00.000Z',
        },
      ]),
    );
    expect(await screen.findByTestId('tracking-detour')).toHaveTextContent(
      'Returning to the workshop: The parcel could not be delivered and is on its way back to our workshop.',
    );
  });

  it('waits until opened on a delivered order before asking for the timeline', async () => {
    const fetchMock = renderTimeline(tracking([placed, booked]), 'delivered');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByText('Track your parcel'));
    expect(await screen.findByRole('list', { name: 'Tracking updates' })).toBeInTheDocument();
  });
});
