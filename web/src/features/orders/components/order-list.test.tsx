import { messages } from '@shahi/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { OrderList } from './order-list.tsx';

function renderList(answer: Parameters<typeof mockApi>[0][string]) {
  signIn();
  mockApi({ 'GET /api/my-orders': answer });
  return renderWithProviders(<OrderList />);
}

describe('OrderList', () => {
  it('shows a skeleton while loading, then the orders newest first', async () => {
    renderList([
      makeOrder({ _id: 'older', createdAt: '2026-01-01T10:00:00.000Z' }),
      makeOrder({ _id: 'newest', createdAt: '2026-03-01T10:00:00.000Z' }),
      makeOrder({ _id: 'middle', createdAt: '2026-02-01T10:00:00.000Z' }),
    ]);
    expect(screen.getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const headings = within(list).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Order NEWEST',
      'Order MIDDLE',
      'Order OLDER',
    ]);
  });

  it('shows "Error loading orders" with the service\'s error text beneath', async () => {
    renderList(jsonResponse({ success: false, message: messages.failedToFetchOrders }, 500));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.errorLoadingOrders)).toBeInTheDocument();
    expect(within(alert).getByText(messages.failedToFetchOrders)).toBeInTheDocument();
  });

  it('shows "No orders found" with a hint when there are none', async () => {
    renderList([]);
    expect(await screen.findByText(messages.noOrdersFound)).toBeInTheDocument();
    expect(screen.getByText(/orders will appear here once you make a purchase/i)).toBeInTheDocument();
  });
});
