import type { Order } from '@shahi/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { OrderCard } from './order-card.tsx';

/** Text with every kind of space (ICU may put U+202F before "am") as a plain space. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function renderCard(overrides: Partial<Order> = {}) {
  const order = makeOrder(overrides);
  // A shipped order's tracking timeline asks the API (answered 404 here; ./tracking-timeline.test.tsx covers it).
  mockApi({});
  renderWithProviders(<OrderCard order={order} />);
  return within(screen.getByRole('article'));
}

function withPayment(payment: Partial<Order['payment']>): Partial<Order> {
  return { payment: { ...makeOrder().payment, ...payment } };
}

describe('OrderCard', () => {
  it('shows the order id and the placed-on date and time in India time, whatever the browser’s zone', () => {
    // 18:35 UTC is already 22 November in India.
    const card = renderCard({ createdAt: '2026-11-21T18:35:00.000Z' });
    expect(card.getByRole('heading')).toHaveTextContent(/^Order A1B2C3D4$/);
    expect(plain(card.getByText(/Placed on/).textContent)).toBe('Placed on 22 Nov 2026, 12:05 am IST');
  });

  it('with a discount code: listed prices, the discount line and the charged total', () => {
    const card = renderCard({
      products: [{ productId: 'p1', title: 'Phulkari Dupatta', price: 2700, listPrice: 3000 }],
      discountCode: 'WELCOME10',
      discount: 300,
      ...withPayment({ amount: 2700 }),
    });
    const items = within(card.getByRole('list', { name: 'Pieces' })).getAllByRole('listitem');
    expect(items.map((item) => plain(item.textContent))).toEqual(['Phulkari Dupatta₹3,000.00']);
    expect(card.getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(card.getByTestId('order-discount')).toHaveTextContent('−₹300.00');
    expect(card.getByText('₹2,700.00')).toBeInTheDocument();
  });

  it('without a discount shows no discount line', () => {
    const card = renderCard();
    expect(card.queryByTestId('order-discount')).toBeNull();
  });

  it('lists each piece with its title and price in rupees with 2 decimals', () => {
    const card = renderCard({
      products: [
        { productId: 'p1', title: 'Phulkari Dupatta', price: 123456 },
        { productId: 'p2', title: 'Brass Lantern', price: 999.5 },
      ],
    });
    const items = within(card.getByRole('list', { name: 'Pieces' })).getAllByRole('listitem');
    expect(items.map((item) => plain(item.textContent))).toEqual([
      'Phulkari Dupatta₹1,23,456.00',
      'Brass Lantern₹999.50',
    ]);
  });

  it('shows the shipping name, phone and one line "street, city, state, zip, country"', () => {
    const card = renderCard();
    expect(card.getByText('Meera Kaur')).toBeInTheDocument();
    expect(card.getByText('9876543210')).toBeInTheDocument();
    expect(card.getByTestId('order-address-line')).toHaveTextContent(
      /^12 Mall Road, Chandigarh, Punjab, 160017, India$/,
    );
  });

  it('shows the payment method uppercased and the total with 2 decimals', () => {
    const card = renderCard(withPayment({ amount: 2500.5 }));
    expect(card.getByText('COD')).toBeInTheDocument();
    expect(card.getByText('₹2,500.50')).toBeInTheDocument();
  });

  it('shows the courier and tracking number once shipped, and when it was delivered', () => {
    const pending = renderCard();
    expect(pending.queryByTestId('order-shipment')).not.toBeInTheDocument();
    cleanup();
    const card = renderCard({
      orderStatus: 'delivered',
      shipment: {
        courierName: 'India Post',
        trackingNumber: 'EM123456789IN',
        shippedAt: '2026-11-22T04:30:00.000Z',
        deliveredAt: '2026-11-25T11:00:00.000Z',
      },
    });
    expect(plain(card.getByTestId('order-shipment').textContent)).toBe(
      'India Post · Tracking EM123456789INShipped 22 Nov 2026, 10:00 am IST, delivered 25 Nov 2026, 4:30 pm IST',
    );
  });

  it('shows a total of 0.00 when the amount is missing', () => {
    const card = renderCard(withPayment({ amount: undefined as unknown as number }));
    expect(card.getByText('₹0.00')).toBeInTheDocument();
  });

  it.each([
    ['delivered', 'bg-green-100', 'Delivered'],
    ['shipped', 'bg-blue-100', 'Shipped'],
    ['pending', 'bg-yellow-100', 'Pending'],
    ['cancelled', 'bg-red-100', 'Cancelled'],
    ['returned', 'bg-gray-100', 'Returned'],
  ])('colours the %s order status with %s', (status, colour, label) => {
    const card = renderCard({ orderStatus: status as Order['orderStatus'] });
    const header = card.getByRole('banner');
    expect(within(header).getByText(label)).toHaveClass(colour);
  });

  it.each([
    ['paid', 'bg-green-100', 'Paid'],
    ['success', 'bg-green-100', 'Paid'],
    ['pending', 'bg-yellow-100', 'Pending'],
    ['failed', 'bg-red-100', 'Failed'],
    ['refunded', 'bg-gray-100', 'Refunded'],
  ])('colours the %s payment status with %s and labels it %s', (status, colour, label) => {
    const card = renderCard({
      orderStatus: 'shipped',
      ...withPayment({ status: status as Order['payment']['status'] }),
    });
    expect(card.getByText(label)).toHaveClass(colour);
  });
});
