import { notifyMessages } from '@shahi/contract/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { UnsubscribePanel } from './unsubscribe-panel.tsx';

describe('UnsubscribePanel', () => {
  it('sends nothing on opening and POSTs the token only when the button is pressed', async () => {
    let sent: unknown;
    const fetchMock = mockApi({
      'POST /api/unsubscribe': (body) => {
        sent = body;
        return jsonResponse({ success: true, message: notifyMessages.unsubscribed });
      },
    });
    renderWithProviders(<UnsubscribePanel token="signed.link.token" />);
    expect(screen.getByText('Stop these e-mails?')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed')).toBeInTheDocument();
    expect(screen.getByText(notifyMessages.unsubscribed)).toBeInTheDocument();
    expect(sent).toEqual({ token: 'signed.link.token' });
  });

  it('says so when the link is not valid, and offers the e-mail settings instead', async () => {
    mockApi({
      'POST /api/unsubscribe': () => jsonResponse({ success: false, message: notifyMessages.badToken }, 400),
    });
    renderWithProviders(<UnsubscribePanel token="forged" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(notifyMessages.badToken)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail settings' })).toHaveAttribute(
      'href',
      '/profile?tab=updates',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
