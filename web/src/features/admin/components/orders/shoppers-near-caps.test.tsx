import {
  type AdminShopperNearCaps,
  type AdminShoppersNearCaps,
  adminShopperMessages,
} from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { ShoppersNearCaps } from './shoppers-near-caps.tsx';

const USER = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const LIFTED_AT = '2026-11-27T10:00:00.000Z';

function makeShopper(overrides: Partial<AdminShopperNearCaps> = {}): AdminShopperNearCaps {
  return {
    userId: USER,
    name: 'Harleen Kaur',
    email: 'harleen@example.in',
    unshippedOrders: 2,
    heldPieces: 3,
    heldRupees: 90_000,
    capsLiftedAt: null,
    ...overrides,
  };
}

const list = (shoppers: AdminShopperNearCaps[]): AdminShoppersNearCaps => ({
  caps: { pieces: 10, rupees: 100_000 },
  shoppers,
});

const calledWith = (fetchMock: ReturnType<typeof mockApi>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => String(called) === url);

describe('ShoppersNearCaps', () => {
  it('is read only once opened, then shows each shopper against the caps with a link to their orders', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/shoppers/near-caps': list([
        makeShopper(),
        makeShopper({
          userId: 'u2',
          name: 'Aman Gill',
          email: 'aman@example.in',
          heldPieces: 1,
          heldRupees: 950.5,
          unshippedOrders: 1,
        }),
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShoppersNearCaps />);
    expect(calledWith(fetchMock, '/api/admin/shoppers/near-caps')).toHaveLength(0);

    await user.click(screen.getByText('Shoppers near their caps'));
    const row = await screen.findByRole('article', { name: 'Customer harleen@example.in' });
    expect(row).toHaveTextContent('Harleen Kaur');
    expect(within(row).getByTestId('held-pieces')).toHaveTextContent('3/10 pieces');
    expect(within(row).getByTestId('held-value')).toHaveTextContent('₹90,000.00/₹1,00,000.00');
    expect(within(row).getByRole('link', { name: '2 orders not yet shipped' })).toHaveAttribute(
      'href',
      '/admin/orders?q=harleen%40example.in&status=pending',
    );
    expect(within(row).getByRole('button', { name: 'Lift' })).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Customer aman@example.in' });
    expect(within(other).getByTestId('held-value')).toHaveTextContent('₹950.50/₹1,00,000.00');
    expect(within(other).getByRole('link', { name: '1 order not yet shipped' })).toBeInTheDocument();
  });

  it('lifts the caps after a confirmation, then offers Restore; Cancel sends nothing', async () => {
    let liftedAt: string | null = null;
    const sent: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/admin/shoppers/near-caps': () => list([makeShopper({ capsLiftedAt: liftedAt })]),
      [`PUT /api/admin/shoppers/${USER}/caps-lift`]: (body) => {
        sent.push(body);
        liftedAt = (body as { lifted: boolean }).lifted ? LIFTED_AT : null;
        return { userId: USER, capsLiftedAt: liftedAt };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ShoppersNearCaps />);
    await user.click(screen.getByText('Shoppers near their caps'));
    const row = await screen.findByRole('article', { name: 'Customer harleen@example.in' });

    await user.click(within(row).getByRole('button', { name: 'Lift' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Lift the caps?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(sent).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Lift' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Lift the caps?' }));
    expect(dialog.getByText(/Harleen Kaur may then hold any number of pieces/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Lift caps' }));
    expect(await screen.findByText(`Harleen Kaur: ${adminShopperMessages.capsLifted}.`)).toBeInTheDocument();
    expect(sent).toEqual([{ lifted: true }]);
    expect(await within(row).findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(row).getByText('Caps lifted')).toBeInTheDocument();
    await waitFor(() => expect(calledWith(fetchMock, '/api/admin/shoppers/near-caps')).toHaveLength(2));
  });

  it("restores the caps, and shows the server's refusal in the dialog", async () => {
    mockApi({
      'GET /api/admin/shoppers/near-caps': list([makeShopper({ capsLiftedAt: LIFTED_AT })]),
      [`PUT /api/admin/shoppers/${USER}/caps-lift`]: jsonResponse(
        { success: false, message: adminShopperMessages.shopperNotFound },
        404,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShoppersNearCaps />);
    await user.click(screen.getByText('Shoppers near their caps'));
    const row = await screen.findByRole('article', { name: 'Customer harleen@example.in' });
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Restore the caps?' }));
    await user.click(dialog.getByRole('button', { name: 'Restore caps' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(adminShopperMessages.shopperNotFound);
  });

  it('says so when no shopper holds an unshipped order', async () => {
    mockApi({ 'GET /api/admin/shoppers/near-caps': list([]) });
    const user = userEvent.setup();
    renderWithProviders(<ShoppersNearCaps />);
    await user.click(screen.getByText('Shoppers near their caps'));
    expect(await screen.findByText('No shopper has an order waiting to ship.')).toBeInTheDocument();
  });
});
