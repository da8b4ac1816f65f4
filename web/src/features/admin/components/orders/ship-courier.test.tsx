import type { AdminShipment } from '@shahi/contract/schemas';
import { adminOrderMessages, shippingFlowMessages } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shippingKeys } from '#web/features/admin/api/shipping/shipping.ts';
import { makeAdminOrder, ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

const path = `/api/admin/orders/${ORDER_ID}`;
const shipmentInfo = {
  courierName: 'Delhivery Surface',
  trackingNumber: 'SR1234567890',
  shippedAt: '2026-11-28T04:00:00.000Z',
  deliveredAt: null,
};
const shipped = makeAdminOrder({ orderStatus: 'shipped', shipment: shipmentInfo });
const booking: AdminShipment = {
  orderId: ORDER_ID,
  provider: 'shiprocket',
  awb: 'SR1234567890',
  courierName: 'Delhivery Surface',
  status: 'booked',
  statusLabel: 'Packed and handed to the courier',
  providerOrderId: '101',
  providerShipmentId: '202',
  labelUrl: `/admin/orders/${ORDER_ID}/label.pdf`,
  pickupToken: 'PK1',
  pickupScheduledAt: '2026-11-28T06:30:00.000Z',
  expectedDeliveryOn: '2026-12-02',
  lastEventAt: null,
  createdAt: '2026-11-28T04:00:00.000Z',
  scans: [
    {
      status: 'in_transit',
      label: 'In transit',
      location: 'Ambala hub',
      at: '2026-11-28T12:00:00.000Z',
      providerStatus: 'IN TRANSIT',
    },
  ],
};

const invoiceRef = {
  id: 'a1b2c3d4-0000-4000-8000-00000000000a',
  kind: 'invoice' as const,
  number: 'INV/26-27/00002',
  issuedAt: '2026-11-28T04:00:00.000Z',
};

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, url: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([called]) => String(called) === url)?.[1]?.body));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('shipping from the order page', () => {
  it('books the courier in one press, shows the AWB and pickup, then prints the invoice and slip', async () => {
    const opened = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:papers'), revokeObjectURL: vi.fn() }),
    );
    // The server's order: pending until booked, then shipped with its invoice (read again after).
    let current = makeAdminOrder();
    const fetchMock = mockApi({
      [`GET ${path}`]: () => current,
      'GET /api/admin/shipping/mode': { mode: 'test' },
      [`POST ${path}/ship-with-courier`]: () => {
        current = { ...shipped, taxDocuments: [invoiceRef] };
        return jsonResponse({
          success: true,
          message: shippingFlowMessages.booked,
          data: { order: shipped, shipment: booking },
        });
      },
      [`GET ${path}/shipment`]: booking,
      [`GET ${path}/parcel-papers.pdf`]: new Response(new Uint8Array([0x25, 0x50]), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    });
    renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/shipping/mode'),
    );
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ship order' }));
    expect(dialog.getByText(/Test mode/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'I booked it myself' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Book courier & ship' }));

    const done = within(await screen.findByRole('dialog', { name: 'Shipped' }));
    expect(done.getByTestId('booked-awb')).toHaveTextContent('SR1234567890');
    expect(done.getByText('Delhivery Surface')).toBeInTheDocument();
    expect(screen.getByText(shippingFlowMessages.booked)).toBeInTheDocument();
    await user.click(done.getByRole('button', { name: 'Print invoice + packing slip' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:papers'));

    await user.click(done.getByRole('button', { name: 'Done' }));
    const panel = await screen.findByTestId('shipment-panel');
    expect(await within(panel).findByText('Packed and handed to the courier')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Tracking scans' })).toHaveTextContent('In transit');
    expect(within(panel).getByRole('button', { name: 'Courier label' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print invoice + packing slip' })).toBeInTheDocument();
    // The order is read again after booking: the invoice shipping issued is listed.
    expect(await screen.findByText('INV/26-27/00002')).toBeInTheDocument();
  });

  it('shows the courier’s failure in the dialog and changes nothing; "I booked it myself" opens the form', async () => {
    const failure = `${shippingFlowMessages.bookingFailed}: no courier serves 744101. ${shippingFlowMessages.bookingFailedTail}`;
    mockApi({
      [`GET ${path}`]: makeAdminOrder(),
      'GET /api/admin/shipping/mode': { mode: 'live' },
      [`POST ${path}/ship-with-courier`]: jsonResponse({ success: false, message: failure }, 502),
    });
    const { queryClient } = renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(queryClient.getQueryData(shippingKeys.mode)).toEqual({ mode: 'live' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ship order' }));
    await user.click(dialog.getByRole('button', { name: 'Book courier & ship' }));
    expect(await dialog.findByText(failure)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'I booked it myself' }));
    expect(await screen.findByLabelText('Tracking number')).toBeInTheDocument();
  });

  it('without a courier account Ship opens the two fields at once', async () => {
    mockApi({ [`GET ${path}`]: makeAdminOrder(), 'GET /api/admin/shipping/mode': { mode: 'manual' } });
    const { queryClient } = renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Ship' });
    await waitFor(() => expect(queryClient.getQueryData(shippingKeys.mode)).toEqual({ mode: 'manual' }));
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByLabelText('Courier')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book courier & ship' })).not.toBeInTheDocument();
  });
});

describe('cancelling a shipped order', () => {
  it('says a credit note is issued and the piece stays sold, unless the parcel came back (returned: true)', async () => {
    const withInvoice = {
      ...shipped,
      taxDocuments: [invoiceRef],
    };
    const fetchMock = mockApi({
      [`GET ${path}`]: withInvoice,
      [`POST ${path}/cancel`]: jsonResponse({
        success: true,
        message: adminOrderMessages.cancelled,
        data: { ...withInvoice, orderStatus: 'cancelled' },
      }),
    });
    renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel a shipped order?' }));
    expect(dialog.getByText(/This order has shipped/)).toHaveTextContent(
      'a credit note will be issued against INV/26-27/00002',
    );
    expect(dialog.getByText(/This order has shipped/)).toHaveTextContent(
      'The pieces stay sold unless the parcel came back',
    );
    await user.click(
      dialog.getByLabelText('The parcel came back to the workshop — put the pieces back on sale'),
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(bodyOf(fetchMock, `${path}/cancel`)).toEqual({ reason: '', returned: true }));
  });

  it('a pending order’s dialog offers no "came back" choice and sends no `returned`', async () => {
    const fetchMock = mockApi({
      [`GET ${path}`]: makeAdminOrder(),
      [`POST ${path}/cancel`]: jsonResponse({
        success: true,
        message: adminOrderMessages.cancelled,
        data: makeAdminOrder({ orderStatus: 'cancelled' }),
      }),
    });
    renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel order?' }));
    expect(dialog.queryByLabelText(/parcel came back/)).not.toBeInTheDocument();
    expect(dialog.getByText(/the pieces go back on sale/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(bodyOf(fetchMock, `${path}/cancel`)).toEqual({ reason: '' }));
  });
});
