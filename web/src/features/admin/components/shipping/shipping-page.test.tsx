import type { CodBlock, RtoStats } from '@shahi/contract/schemas';
import { shippingFlowMessages } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { formatRate, ShippingPage } from './shipping-page.tsx';

const stats: RtoStats = {
  days: 90,
  since: '2026-08-30T00:00:00.000Z',
  total: { shipped: 8, returned: 2, rate: 0.25 },
  byPinPrefix: [{ pinPrefix: '141', shipped: 3, returned: 2, rate: 2 / 3, codBlocked: false }],
  byShopper: [
    {
      userId: 'b1b2c3d4-0000-4000-8000-000000000001',
      name: 'Jaspreet Gill',
      email: 'jaspreet@example.in',
      phoneNumber: '9815012345',
      shipped: 2,
      returned: 2,
      rate: 1,
      codBlocked: true,
    },
  ],
};
const block: CodBlock = {
  id: 'c0d0b10c-0000-4000-8000-000000000001',
  kind: 'customer',
  value: 'b1b2c3d4-0000-4000-8000-000000000001',
  label: 'Jaspreet Gill (jaspreet@example.in)',
  note: 'Refused twice',
  createdAt: '2026-11-20T06:30:00.000Z',
};
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, key: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => `${init?.method} ${url}` === key)?.[1]?.body));

describe('ShippingPage', () => {
  it('shows the returned-parcel rates by PIN area and shopper, and turns COD off and on again', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/shipping/rto?days=90': stats,
      'GET /api/admin/shipping/cod-blocks': [block],
      'POST /api/admin/shipping/cod-blocks': jsonResponse(
        { success: true, message: shippingFlowMessages.blockAdded, data: block },
        201,
      ),
      [`DELETE /api/admin/shipping/cod-blocks/${block.id}`]: jsonResponse({
        success: true,
        message: shippingFlowMessages.blockRemoved,
      }),
    });
    renderWithProviders(<ShippingPage />);
    expect(await screen.findByTestId('rto-total')).toHaveTextContent('All parcels: 2 of 8 returned · 25 %');
    const byPin = screen.getByRole('region', { name: 'By PIN code area' });
    expect(within(byPin).getByText('PIN 141xxx')).toBeInTheDocument();
    expect(within(byPin).getByText('67 %')).toBeInTheDocument();
    const byShopper = screen.getByRole('region', { name: 'By shopper' });
    expect(within(byShopper).getByText('COD off')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(byPin).getByRole('button', { name: 'Turn COD off for PIN 141xxx' }));
    expect(await screen.findByText(shippingFlowMessages.blockAdded)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/admin/shipping/cod-blocks')).toEqual({
      kind: 'pin_prefix',
      pinPrefix: '141',
      note: 'Many returned parcels',
    });

    const list = await screen.findByRole('list', { name: 'Cash on delivery is off for' });
    await user.click(within(list).getByRole('button', { name: /Turn COD back on/ }));
    expect(await screen.findByText(shippingFlowMessages.blockRemoved)).toBeInTheDocument();
  });

  it('adds a shopper by e-mail and shows the server’s refusal in plain words', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/shipping/rto?days=90': { ...stats, byPinPrefix: [], byShopper: [] },
      'GET /api/admin/shipping/cod-blocks': [],
      'POST /api/admin/shipping/cod-blocks': jsonResponse(
        { success: false, message: shippingFlowMessages.shopperNotFound },
        404,
      ),
    });
    renderWithProviders(<ShippingPage />);
    expect(
      await screen.findByText('Cash on delivery is open to every PIN code and shopper.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Turn cash on delivery off' });
    await user.selectOptions(within(form).getByLabelText('For'), 'customer');
    await user.type(within(form).getByLabelText('Shopper’s e-mail or phone'), 'nobody@example.in');
    await user.click(within(form).getByRole('button', { name: 'Turn COD off' }));
    expect(await screen.findByText(shippingFlowMessages.shopperNotFound)).toBeInTheDocument();
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST /api/admin/shipping/cod-blocks')).toEqual({
        kind: 'customer',
        shopper: 'nobody@example.in',
        note: '',
      }),
    );
    expect(formatRate(0.125)).toBe('13 %');
  });
});
