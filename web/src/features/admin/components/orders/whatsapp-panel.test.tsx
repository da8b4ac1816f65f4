import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderWhatsapp } from '#web/features/admin/api/orders/get-order-whatsapp.ts';
import { ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { WhatsappPanel } from './whatsapp-panel.tsx';

const path = `GET /api/admin/orders/${ORDER_ID}/whatsapp`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WhatsappPanel (back office)', () => {
  it('lists each update with its kind, time and status, and a failure’s reason', async () => {
    signIn();
    const answer: AdminOrderWhatsapp = {
      enabled: true,
      messages: [
        {
          _id: 'a',
          kind: 'cod_confirm',
          template: 'cod_confirm',
          language: 'hi',
          phone: '9812345678',
          status: 'read',
          attempts: 1,
          lastError: null,
          statusAt: '2026-11-21T10:05:00.000Z',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        {
          _id: 'b',
          kind: 'shipped',
          template: 'shipped',
          language: 'hi',
          phone: '9812345678',
          status: 'failed',
          attempts: 9,
          lastError: '131026 Message undeliverable',
          statusAt: '2026-11-22T10:05:00.000Z',
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ],
    };
    mockApi({ [path]: answer });
    renderWithProviders(<WhatsappPanel orderId={ORDER_ID} />);
    const items = within(await screen.findByTestId('whatsapp-panel')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Confirm cash on delivery');
    expect(items[0]).toHaveTextContent('Read');
    expect(items[0]).toHaveTextContent('Hindi');
    expect(items[1]).toHaveTextContent('Shipped');
    expect(items[1]).toHaveTextContent('Failed');
    expect(items[1]).toHaveTextContent('131026 Message undeliverable');
  });

  it('says when no update went', async () => {
    signIn();
    mockApi({ [path]: { enabled: true, messages: [] } });
    renderWithProviders(<WhatsappPanel orderId={ORDER_ID} />);
    expect(await screen.findByTestId('whatsapp-panel-empty')).toHaveTextContent(
      'the shopper has not opted in',
    );
  });
});
