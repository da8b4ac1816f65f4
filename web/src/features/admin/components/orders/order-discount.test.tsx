import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_ID, makeAdminOrder, ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

describe('a discounted order in the back office (ADR 0039)', () => {
  it('shows the listed price, what was charged, the discount line and the total', async () => {
    mockApi({
      [`GET /api/admin/orders/${ORDER_ID}`]: makeAdminOrder({
        products: [
          { productId: ADMIN_PRODUCT_ID, title: 'Phulkari Dupatta', price: 2249.55, listPrice: 2499.5 },
        ],
        discountCode: 'WELCOME10',
        discount: 249.95,
        payment: { method: 'cod', status: 'pending', amount: 2249.55, currency: 'INR' },
      }),
    });
    renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    expect(await screen.findByRole('heading', { name: 'Order 4D3C2B1A' })).toBeInTheDocument();
    expect(screen.getByText('₹2,499.50')).toBeInTheDocument();
    expect(screen.getByText('charged ₹2,249.55')).toBeInTheDocument();
    expect(screen.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-discount')).toHaveTextContent('−₹249.95');
  });
});
