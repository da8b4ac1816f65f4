import type { AdminOrderPage, AdminOrderSummary } from '@shahi/contract/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';
import { OrderListPage } from './order-list-page.tsx';

const paidOnline = {
  payment: { method: 'online', status: 'paid', amount: 2499.5, currency: 'INR' },
  gateway: {
    orderId: 'order_Sandbox000001',
    paymentId: 'pay_Sandbox0000001',
    refundId: null,
    paidAt: '2026-03-01T10:05:00.000Z',
    reservedUntil: null,
  },
} as const;

function summary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    _id: ORDER_ID,
    createdAt: '2026-03-01T10:00:00.000Z',
    orderStatus: 'pending',
    paymentMethod: 'online',
    paymentStatus: 'paid',
    amount: 2499.5,
    customer: { userId: 'b1b2c3d4-0000-4000-8000-000000000001', name: 'Harleen Kaur', email: 'h@example.in' },
    shipTo: { name: 'Harleen Kaur', phone: '9876543210', city: 'Chandigarh' },
    titles: ['Phulkari Dupatta'],
    shipment: null,
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

describe('test-sandbox orders in the back office (docs/decisions/0019)', () => {
  it('the orders list marks a test order "TEST — not paid" instead of "Payment paid"; a real one keeps its status', async () => {
    const realId = '9e8d7c6b-5a49-4838-9271-605f4e3d2c1b';
    mockApi({
      'GET /api/admin/orders?view=to_ship': page([
        summary({ testPayment: true }),
        summary({ _id: realId, testPayment: false }),
      ]),
    });
    renderWithProviders(<OrderListPage />, { path: '/admin/orders', history: ['/admin/orders'] });
    const test = (await screen.findByRole('link', { name: '4D3C2B1A' })).closest('li') as HTMLElement;
    expect(within(test).getByText('TEST — not paid')).toBeInTheDocument();
    expect(within(test).queryByText('Payment paid')).not.toBeInTheDocument();
    const real = screen.getByRole('link', { name: '9E8D7C6B' }).closest('li') as HTMLElement;
    expect(within(real).getByText('Payment paid')).toBeInTheDocument();
    expect(within(real).queryByText(/TEST/)).not.toBeInTheDocument();
  });

  it('the order page says TEST — not paid, no money taken, do not ship', async () => {
    mockApi({ [`GET /api/admin/orders/${ORDER_ID}`]: makeAdminOrder({ ...paidOnline, testPayment: true }) });
    renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Order 4D3C2B1A' })).toBeInTheDocument();
    expect(screen.getByText('TEST — not paid')).toBeInTheDocument();
    expect(screen.queryByText('Payment paid')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'TEST — not paid. This order went through the payment sandbox: no money was taken. Do not ship it.',
    );
    expect(screen.getByText('paid (test sandbox, no money)')).toBeInTheDocument();
  });

  it('an order paid through Razorpay shows "Payment paid" and no test notice', async () => {
    mockApi({ [`GET /api/admin/orders/${ORDER_ID}`]: makeAdminOrder({ ...paidOnline, testPayment: false }) });
    renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    expect(await screen.findByText('Payment paid')).toBeInTheDocument();
    expect(screen.queryByText(/TEST/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
