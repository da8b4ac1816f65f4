import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession } from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, LocationProbe, mockApi, probedState, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { AdminGate } from './admin-gate.tsx';

function renderGate(answer: object | Response) {
  mockApi({
    'GET /api/admin/session': answer,
    'GET /api/admin/orders': { currentPage: 1, perPage: 20, totalCount: 0, totalPage: 0, data: [] },
  });
  return renderWithProviders(<AdminGate />, {
    path: '/admin/*',
    history: ['/admin/orders?status=pending'],
    routes: [{ path: '/login', element: <LocationProbe /> }],
  });
}

describe('AdminGate', () => {
  it('sends a visitor to /login, which brings them back', async () => {
    renderGate(adminSession);
    expect(await screen.findByText('At /login')).toBeInTheDocument();
    expect(probedState()).toEqual({ from: '/admin/orders?status=pending' });
  });

  it('shows a shopper "No access" (403) and lets them log in as the owner', async () => {
    signIn();
    renderGate(jsonResponse({ success: false, message: 'Admin access required' }, 403));
    const notice = (await screen.findByText('No access to the back office')).closest('[role="status"]');
    expect(notice).toHaveTextContent('You are logged in as meera@example.in.');
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in as the owner' }));
    expect(await screen.findByText('At /login')).toBeInTheDocument();
    expect(probedState()).toEqual({ from: '/admin/orders?status=pending' });
  });

  it('opens the back office for an admin: header, grouped sections, page', async () => {
    signIn();
    renderGate(adminSession);
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Orders',
      'Claims',
      'Shipping & returns',
      'Products',
      'Categories',
      'Discounts',
      'Messages',
      'Grievances',
      'Requests',
      'Invoices',
      'GST rates',
      'Banners',
      'Testimonials',
      'Footer',
      'Seller settings',
      'Backups',
      'My alerts',
    ]);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Back office')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('offers Retry when the check itself fails', async () => {
    signIn();
    renderGate(jsonResponse({ success: false, message: 'Database unavailable' }, 503));
    expect(await screen.findByRole('alert')).toHaveTextContent('The back office could not be opened');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
