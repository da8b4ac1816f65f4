import type { AdminOrderCounts } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { AdminNav, adminSectionGroups, badgeCount, sectionOf } from './admin-nav.tsx';

const counts: AdminOrderCounts = {
  awaitingConfirmation: 1,
  toShip: 2,
  shipped: 4,
  openClaims: 1,
  newRequests: 3,
};

function renderNav(at: string, answer: AdminOrderCounts | Response = counts) {
  const fetchMock = mockApi({ 'GET /api/admin/orders/counts': answer });
  const rendered = renderWithProviders(<AdminNav />, {
    path: '/admin/*',
    history: [at],
  });
  return { fetchMock, ...rendered, user: userEvent.setup() };
}

describe('AdminNav', () => {
  it('groups every section, names the current one, and badges Orders, Claims and Requests from the counts', async () => {
    renderNav('/admin/requests');
    const bar = screen.getByRole('navigation', { name: 'Back office' });
    // Orders: 1 awaiting confirmation + 2 to ship.
    expect(await within(bar).findByTestId('badge-Orders')).toHaveTextContent('3 waiting');
    expect(within(bar).getByTestId('badge-Claims')).toHaveTextContent('1');
    expect(within(bar).getByTestId('badge-Requests')).toHaveTextContent('3');
    expect(within(bar).getByRole('link', { name: /Requests/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('You are in:').parentElement).toHaveTextContent('You are in: Requests');
    expect(adminSectionGroups.map((group) => group.label)).toEqual([
      'Orders',
      'Pieces',
      'Customers',
      'Tax',
      'Shop',
    ]);
  });

  it('opens the menu on a phone with every group and section, and closes it when a section is chosen', async () => {
    const { user } = renderNav('/admin/orders');
    await user.click(screen.getByRole('button', { name: /^Menu/ }));
    const menu = screen.getByRole('navigation', { name: 'Back office menu' });
    for (const group of adminSectionGroups) {
      expect(within(menu).getByRole('heading', { name: group.label })).toBeInTheDocument();
      for (const section of group.sections) {
        expect(within(menu).getByRole('link', { name: new RegExp(`^${section.label}`) })).toHaveAttribute(
          'href',
          section.to,
        );
      }
    }
    await user.click(within(menu).getByRole('link', { name: 'Backups' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Back office menu' })).not.toBeInTheDocument(),
    );
  });

  it('reads the counts again when Orders is tapped, and shows no badge when the counts fail', async () => {
    const { fetchMock, user } = renderNav(
      '/admin/orders',
      jsonResponse({ success: false, message: 'Down' }, 503),
    );
    const bar = screen.getByRole('navigation', { name: 'Back office' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(within(bar).queryByTestId('badge-Orders')).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('link', { name: 'Orders' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('finds the section of a page below it, and counts badges per section', () => {
    expect(sectionOf('/admin/orders/4d3c2b1a')?.label).toBe('Orders');
    expect(sectionOf('/admin/ordersx')).toBeUndefined();
    const orders = adminSectionGroups[0]?.sections[0];
    if (!orders) throw new Error('no Orders section');
    expect(badgeCount(orders, counts)).toBe(3);
    expect(badgeCount(orders, undefined)).toBe(0);
  });
});
