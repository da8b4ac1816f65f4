import { adminOrderMessages, taxMessages } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

const path = `/api/admin/orders/${ORDER_ID}`;

function renderOrder(order = makeAdminOrder(), api: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ [`GET ${path}`]: order, ...api });
  renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
  return { fetchMock, user: userEvent.setup() };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => String(called) === url)?.[1]?.body));

describe('OrderDetailPage', () => {
  it('shows the pieces, address, payment and history of the order', async () => {
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order 4D3C2B1A' })).toBeInTheDocument();
    expect(screen.getAllByText('₹2,499.50')).toHaveLength(3);
    expect(screen.getByText('House 12, Sector 17-C', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
    expect(screen.getByText('Order placed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  });

  it('ships with a validated courier and tracking number, then shows the server’s confirmation', async () => {
    const shipped = makeAdminOrder({
      orderStatus: 'shipped',
      shipment: {
        courierName: 'Delhivery',
        trackingNumber: 'DL-123',
        shippedAt: '2026-03-02T10:00:00.000Z',
        deliveredAt: null,
      },
    });
    const { user, fetchMock } = renderOrder(makeAdminOrder(), {
      [`POST ${path}/ship`]: jsonResponse({
        success: true,
        message: adminOrderMessages.shipped,
        data: shipped,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ship order' }));
    expect(dialog.getByLabelText('Courier')).toHaveFocus();
    // The invoice is issued at removal of the goods (CGST Act s.31): ship at handover, not later.
    expect(
      dialog.getByText(/Mark the order shipped when you hand the parcel to the courier/),
    ).toHaveTextContent('the invoice is issued at removal of the goods (CGST Act s.31)');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText(adminOrderMessages.courierRequired)).toBeInTheDocument();
    expect(dialog.getByText(adminOrderMessages.trackingRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Courier'), 'Delhivery');
    await user.type(dialog.getByLabelText('Tracking number'), 'DL#123');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText(adminOrderMessages.trackingFormat)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Tracking number'));
    await user.type(dialog.getByLabelText('Tracking number'), 'DL-123');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, `${path}/ship`)).toEqual({ courierName: 'Delhivery', trackingNumber: 'DL-123' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(adminOrderMessages.shipped);
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.getByText('DL-123')).toBeInTheDocument();
  });

  it('asks for the 12-digit e-way bill number when the shipment needs one, and sends it', async () => {
    const { user, fetchMock } = renderOrder(makeAdminOrder({ needsEWayBill: true }), {
      [`POST ${path}/ship`]: jsonResponse({
        success: true,
        message: adminOrderMessages.shipped,
        data: makeAdminOrder({ orderStatus: 'shipped' }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ship order' }));
    await user.type(dialog.getByLabelText('Courier'), 'India Post');
    await user.type(dialog.getByLabelText('Tracking number'), 'EE123456789IN');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText(taxMessages.eWayBillRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('E-way bill number'), '12345');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByText(taxMessages.eWayBillFormat)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('E-way bill number'));
    await user.type(dialog.getByLabelText('E-way bill number'), '351234567890');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, `${path}/ship`)).toEqual({
      courierName: 'India Post',
      trackingNumber: 'EE123456789IN',
      eWayBillNumber: '351234567890',
    });
  });

  it('does not ask for an e-way bill when none is needed', async () => {
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    expect(within(screen.getByRole('dialog')).queryByLabelText('E-way bill number')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s rule error (409)', async () => {
    const { user } = renderOrder(makeAdminOrder(), {
      [`POST ${path}/ship`]: jsonResponse(
        { success: false, message: adminOrderMessages.shipNotPending },
        409,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByLabelText('Courier'), 'India Post');
    await user.type(dialog.getByLabelText('Tracking number'), 'EE123456789IN');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(adminOrderMessages.shipNotPending);
  });

  it('marks a shipped order delivered after confirming, and shows a rule error in the confirmation', async () => {
    const { user } = renderOrder(makeAdminOrder({ orderStatus: 'shipped' }), {
      [`POST ${path}/deliver`]: jsonResponse(
        { success: false, message: adminOrderMessages.deliverNotShipped },
        409,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mark delivered?' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(adminOrderMessages.deliverNotShipped);
  });

  it('cancels with a reason, saying a paid online order is refunded', async () => {
    const paid = makeAdminOrder({
      payment: { method: 'online', status: 'paid', amount: 2499.5, currency: 'INR' },
    });
    const { user, fetchMock } = renderOrder(paid, {
      [`POST ${path}/cancel`]: jsonResponse({
        success: true,
        message: adminOrderMessages.cancelled,
        data: { ...paid, orderStatus: 'cancelled' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel order?' }));
    expect(dialog.getByText(/the online payment is refunded/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason (sent to the customer)'), 'Damaged in the workshop');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, `${path}/cancel`)).toEqual({ reason: 'Damaged in the workshop' });
    expect(screen.getByText(adminOrderMessages.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('does not offer Ship while an online payment is awaited', async () => {
    renderOrder(
      makeAdminOrder({ payment: { method: 'online', status: 'pending', amount: 2499.5, currency: 'INR' } }),
    );
    expect(await screen.findByText(/online payment has not arrived/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  });

  it('says "Order not found" for an unknown order', async () => {
    renderOrder(makeAdminOrder(), {
      [`GET ${path}`]: jsonResponse({ success: false, message: adminOrderMessages.orderNotFound }, 404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(adminOrderMessages.orderNotFound);
  });
});
