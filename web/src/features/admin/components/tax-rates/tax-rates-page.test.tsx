import type { AdminGstRateRules, GstRateRule } from '@shahi/contract/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { TaxRatesPage } from './tax-rates-page.tsx';

const list = '/api/admin/tax-rates';
const rule = (extra: Partial<GstRateRule>): GstRateRule => ({
  id: crypto.randomUUID(),
  hsnPrefix: '62',
  handmadeOnly: false,
  rateBp: 500,
  thresholdPaise: 250_000,
  rateAboveBp: 1800,
  effectiveFrom: '2025-09-22',
  source: 'Notification 9/2025-CT(Rate)',
  description: 'Apparel, not knitted',
  ...extra,
});

/** Chapter 62's rule, the handmade shawls' rule in force, an older one it replaced, and one coming. */
function table(): AdminGstRateRules {
  const shawls = { hsnPrefix: '6214', handmadeOnly: true, thresholdPaise: null, rateAboveBp: null };
  return {
    today: '2026-11-27',
    rules: [
      rule({}),
      rule({ ...shawls, description: 'Handmade shawls', effectiveFrom: '2025-09-22' }),
      rule({ ...shawls, description: 'Handmade shawls (old)', rateBp: 1800, effectiveFrom: '2024-01-01' }),
      rule({
        ...shawls,
        id: 'coming-id',
        description: 'Handmade shawls (new)',
        rateBp: 1800,
        effectiveFrom: '2026-12-01',
      }),
    ],
  };
}

function renderPage() {
  const state = table();
  const fetchMock = mockApi({
    [`GET ${list}`]: () => state,
    [`POST ${list}`]: (body: unknown) => {
      const added = rule(body as Partial<GstRateRule>);
      state.rules.push(added);
      return added;
    },
    [`DELETE ${list}/coming-id`]: () => {
      state.rules = state.rules.filter((entry) => entry.id !== 'coming-id');
      return {};
    },
  });
  renderWithProviders(<TaxRatesPage />);
  return { fetchMock, user: userEvent.setup() };
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Rules' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('TaxRatesPage', () => {
  it('lists coming rules first, then those in force, then those replaced, with rate, source and date', async () => {
    renderPage();
    expect(await cards()).toEqual([
      '6214 handmade from 1 Dec 2026',
      '62 from 22 Sep 2025',
      '6214 handmade from 22 Sep 2025',
      '6214 handmade from 1 Jan 2024',
    ]);
    const apparel = screen.getByRole('listitem', { name: '62 from 22 Sep 2025' });
    expect(apparel).toHaveTextContent('5 % up to ₹2,500.00 a piece (GST excluded), 18 % above');
    expect(apparel).toHaveTextContent('Notification 9/2025-CT(Rate), from 22 Sep 2025');
    expect(apparel).toHaveTextContent('In force');
    expect(screen.getByRole('listitem', { name: '6214 handmade from 1 Jan 2024' })).toHaveTextContent(
      'Replaced',
    );
    // Only a rule not yet in force can be deleted.
    expect(screen.getAllByRole('button', { name: /^Delete the rule/ })).toHaveLength(1);
  });

  it('deletes a coming rule', async () => {
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete the rule 6214 handmade from 1 Dec 2026' }),
    );
    await waitFor(async () => expect(await cards()).toHaveLength(3));
  });

  it('adds a future rule after checking it, threshold in rupees sent in paise', {
    timeout: 15_000,
  }, async () => {
    const { user, fetchMock } = renderPage();
    await screen.findByRole('list', { name: 'Rules' });
    await user.type(screen.getByLabelText('HSN code starts with'), '5810');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('The date must be written YYYY-MM-DD')).toBeInTheDocument();
    const date = screen.getByLabelText('From (date)');
    fireEvent.change(date, { target: { value: '2026-11-27' } });
    await user.type(screen.getByLabelText('Goods'), 'Hand-embroidered articles');
    await user.type(screen.getByLabelText('Notification'), 'Notification 5/2027-CT(Rate)');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('A new rule must start on a later day than today')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2027-04-01' } });
    await user.type(screen.getByLabelText('Up to a sale value of (₹, optional)'), '2,500');
    await user.selectOptions(screen.getByLabelText('Rate above it'), '1800');
    await user.click(screen.getByLabelText('Only for handmade or hand-embroidered pieces'));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(async () => expect(await cards()).toContain('5810 handmade from 1 Apr 2027'));
    const call = fetchMock.mock.calls.find(([url, init]) => url === list && init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      hsnPrefix: '5810',
      handmadeOnly: true,
      rateBp: 500,
      thresholdPaise: 250_000,
      rateAboveBp: 1800,
      effectiveFrom: '2027-04-01',
      source: 'Notification 5/2027-CT(Rate)',
      description: 'Hand-embroidered articles',
    });
  });
});
