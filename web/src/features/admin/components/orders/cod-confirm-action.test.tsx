import { codMessages } from '@shahi/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { OrderDetailPage } from './order-detail-page.tsx';

const path = `/api/admin/orders/${ORDER_ID}`;

/** The back office's "Confirm (customer confirmed by phone)" on a COD order awaiting confirmation (ADR 0035). */
describe('confirming a COD order by phone', () => {
  it('shows the deadline, confirms after the dialog, then the button goes away', async () => {
    const awaiting = makeAdminOrder({ awaitingConfirmation: true, confirmBy: '2026-11-27T13:23:00.000Z' });
    const fetchMock = mockApi({
      [`GET ${path}`]: awaiting,
      [`POST ${path}/confirm-cod`]: jsonResponse({
        success: true,
        message: codMessages.confirmedByPhone,
        data: { ...awaiting, awaitingConfirmation: false, confirmBy: null },
      }),
    });
    renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    const user = userEvent.setup();
    expect(await screen.findByText(/until 27 Nov 2026, 6:53 pm IST/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm (customer confirmed by phone)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Confirm this order?' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText(codMessages.confirmedByPhone)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `${path}/confirm-cod`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(
      screen.queryByRole('button', { name: 'Confirm (customer confirmed by phone)' }),
    ).not.toBeInTheDocument();
  });

  it('offers no confirmation for an order not awaiting one', async () => {
    mockApi({ [`GET ${path}`]: makeAdminOrder({ awaitingConfirmation: false, confirmBy: null }) });
    renderWithProviders(<OrderDetailPage id={ORDER_ID} />);
    expect(await screen.findByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Confirm (customer confirmed by phone)' }),
    ).not.toBeInTheDocument();
  });
});
