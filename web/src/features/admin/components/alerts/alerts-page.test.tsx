import { alertMessages, type OwnerAlertPreferences, ownerAlertKinds } from '@shahi/contract/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { AlertsPage } from './alerts-page.tsx';

const url = '/api/admin/alerts/preferences';

function renderPage({ failSave = false } = {}) {
  const state: OwnerAlertPreferences = {
    email: 'asha@phulkarighar.in',
    shopInbox: 'care@phulkarighar.in',
    shopEmail: null,
    kinds: ownerAlertKinds.map((kind) => ({ kind, on: kind !== 'payment_failed' })),
  };
  const puts: unknown[] = [];
  const fetchMock = mockApi({
    [`GET ${url}`]: () => state,
    [`PUT ${url}`]: (body: unknown) => {
      puts.push(body);
      if (failSave) return jsonResponse({ success: false, message: 'Choose one of the alert kinds.' }, 400);
      const { kind, on } = body as { kind: string; on: boolean };
      state.kinds = state.kinds.map((entry) => (entry.kind === kind ? { kind: entry.kind, on } : entry));
      return { ...state };
    },
  });
  renderWithProviders(<AlertsPage />);
  return { fetchMock, puts, user: userEvent.setup() };
}

describe('AlertsPage', () => {
  it('shows a switch per kind with its label and meaning, and where alerts go', async () => {
    renderPage();
    const switches = await screen.findAllByRole('switch');
    expect(switches).toHaveLength(ownerAlertKinds.length);
    const newOrder = screen.getByRole('switch', { name: /New order/ });
    expect(newOrder).toBeChecked();
    expect(newOrder).toHaveAccessibleDescription(/packing slip/);
    expect(screen.getByRole('switch', { name: /Online payment not made/ })).not.toBeChecked();
    expect(
      screen.getByText(
        "Alerts go to asha@phulkarighar.in and to care@phulkarighar.in, the shop's inbox, which always gets every alert.",
      ),
    ).toBeInTheDocument();
  });

  it('saves a switch at once and says "Saved."', async () => {
    const { puts, user } = renderPage();
    const claim = await screen.findByRole('switch', { name: /Claim after delivery/ });
    await user.click(claim);
    await waitFor(() => expect(puts).toEqual([{ kind: 'claim', on: false }]));
    expect(await screen.findByRole('status')).toHaveTextContent(alertMessages.saved);
    expect(screen.getByRole('switch', { name: /Claim after delivery/ })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: /Online payment not made/ }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ kind: 'payment_failed', on: true });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Online payment not made/ })).toBeChecked(),
    );
  });

  it('says so when a change is refused, and keeps the switch as it was', async () => {
    const { user } = renderPage({ failSave: true });
    await user.click(await screen.findByRole('switch', { name: /Grievance/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of the alert kinds.');
    expect(screen.getByRole('switch', { name: /Grievance/ })).toBeChecked();
  });
});
