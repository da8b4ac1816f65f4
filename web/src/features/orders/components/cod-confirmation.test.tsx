import { codMessages } from '@shahi/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { OrderCard } from './order-card.tsx';

/** A cash-on-delivery order on My Orders (ADR 0035): its deadline, the Confirm button, a lapse's reason. */
describe('COD confirmation on the order card', () => {
  const confirmBy = '2026-11-27T13:23:00.000Z';

  it('shows the deadline in IST and confirms with a POST from the button', async () => {
    signIn();
    const order = makeOrder({ awaitingConfirmation: true, confirmBy, codLapsed: false });
    const fetchMock = mockApi({
      [`POST /api/order/${order._id}/confirm`]: { ...order, awaitingConfirmation: false, confirmBy: null },
    });
    renderWithProviders(<OrderCard order={order} />);
    const panel = await screen.findByTestId('order-awaiting-confirmation');
    expect(panel).toHaveTextContent('Awaiting your confirmation — confirm by 27 Nov 2026, 6:53 pm IST');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/order/${order._id}/confirm`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Confirmed ✓');
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
  });

  it('keeps saying "Confirmed ✓" with the time on a confirmed order until it ships', () => {
    const order = makeOrder({
      awaitingConfirmation: false,
      confirmBy: null,
      codConfirmedAt: '2026-11-27T19:55:00.000Z',
    });
    const { unmount } = renderWithProviders(<OrderCard order={order} />);
    expect(screen.getByTestId('order-cod-confirmed')).toHaveTextContent(
      'Confirmed ✓ — we are packing your order (28 Nov 2026, 1:25 am IST)',
    );
    unmount();
    renderWithProviders(<OrderCard order={{ ...order, orderStatus: 'shipped' }} />);
    expect(screen.queryByTestId('order-cod-confirmed')).not.toBeInTheDocument();
  });

  it('shows the short reference in the heading, as mails and the back office do', () => {
    renderWithProviders(<OrderCard order={makeOrder({ _id: '43a07f5b-1cc1-47af-ac2d-92529e6ea803' })} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Order 43A07F5B$/);
  });

  it('says why a lapsed order was cancelled, without a button', () => {
    renderWithProviders(<OrderCard order={makeOrder({ orderStatus: 'cancelled', codLapsed: true })} />);
    expect(screen.getByTestId('order-cod-lapsed')).toHaveTextContent(codMessages.lapsedReason);
    expect(screen.queryByRole('button', { name: 'Confirm order' })).not.toBeInTheDocument();
  });

  it('shows nothing for a confirmed order', () => {
    renderWithProviders(<OrderCard order={makeOrder({ awaitingConfirmation: false, confirmBy: null })} />);
    expect(screen.queryByTestId('order-awaiting-confirmation')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-cod-lapsed')).not.toBeInTheDocument();
  });
});
