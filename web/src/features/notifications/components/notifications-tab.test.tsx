import { REMINDER_CONSENT_TEXT } from '@shahi/contract/schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { NotificationsTab } from './notifications-tab.tsx';

const PHULKARI = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';
const categories = [
  { _id: PHULKARI, name: 'Phulkari', categoryName: 'Phulkari', translations: { hi: { name: 'फुलकारी' } } },
];
const interest = (
  id: string,
  fields: { categoryId?: string; min?: number; max?: number; words?: string[] },
) => ({
  id,
  categoryId: fields.categoryId ?? null,
  minPrice: fields.min ?? null,
  maxPrice: fields.max ?? null,
  words: fields.words ?? [],
  consentedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
});

function renderTab() {
  signIn();
  mockApi({
    'GET /api/interests': [
      interest('a', { categoryId: PHULKARI, min: 1000, max: 3000, words: ['zari'] }),
      interest('b', { min: 500 }),
      interest('c', { categoryId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', max: 2000 }),
    ],
    'GET /api/notification-preferences': { checkoutReminders: true },
    'POST /api/category/active': categories,
  });
  renderWithProviders(<NotificationsTab />);
}

describe('NotificationsTab', () => {
  afterEach(async () => {
    await loadLocale('en');
  });

  it('describes each interest: category, price band and words', async () => {
    renderTab();
    const list = within(await screen.findByRole('list', { name: 'Your interests' }));
    expect(await list.findByText('Phulkari · ₹1,000.00 – ₹3,000.00 · “zari”')).toBeInTheDocument();
    expect(list.getByText('from ₹500.00')).toBeInTheDocument();
    expect(list.getByText('A category no longer listed · up to ₹2,000.00')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Remove from ₹500.00' })).toBeInTheDocument();
  });

  it('shows the reminder consent in the contract’s words, ticked as saved', async () => {
    renderTab();
    const reminders = await screen.findByRole('checkbox', { name: new RegExp(`^${REMINDER_CONSENT_TEXT}`) });
    await expect.poll(() => (reminders as HTMLInputElement).checked).toBe(true);
  });

  it('names a category in the owner’s Hindi on a Hindi page', async () => {
    await loadLocale('hi');
    renderTab();
    const list = within(await screen.findByRole('list'));
    expect(await list.findByText(/^फुलकारी · ₹1,000.00 – ₹3,000.00/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'फुलकारी' })).toBeInTheDocument();
  });
});
