import { discountEditMessages } from '@shahi/contract';
import { type AdminDiscount, type AdminPage, discountMessages } from '@shahi/contract/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { discountStatus } from './discount-card.tsx';
import { DiscountsPage } from './discounts-page.tsx';

const ID = '2e3d4c5b-6a7f-4e8d-9c0b-1a2f3e4d5c6b';
const ORDER = '7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59';

function makeCode(overrides: Partial<AdminDiscount> = {}): AdminDiscount {
  return {
    _id: ID,
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    minOrder: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    perCustomerLimit: 1,
    firstOrderOnly: true,
    footerText: 'SAVE 10% OFF',
    active: true,
    uses: 1,
    createdAt: '2026-11-20T09:35:00.000Z',
    redemptions: [{ orderId: ORDER, discount: 845, usedAt: '2026-11-21T09:35:00.000Z' }],
    ...overrides,
  };
}

const page = (data: AdminDiscount[]): AdminPage<AdminDiscount> => ({
  currentPage: 1,
  totalCount: data.length,
  totalPage: 1,
  data,
});

const renderPage = () =>
  renderWithProviders(<DiscountsPage />, { path: '/admin/discounts', history: ['/admin/discounts'] });

describe('DiscountsPage', () => {
  it('lists a code with its uses, rules and the orders that used it, and deactivates it', async () => {
    let active = true;
    const fetchMock = mockApi({
      'GET /api/admin/discounts': () => page([makeCode({ active })]),
      [`POST /api/admin/discounts/${ID}/deactivate`]: () => {
        active = false;
        return makeCode({ active: false });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Discount code WELCOME10' });
    expect(within(card).getByText('10% off')).toBeInTheDocument();
    expect(within(card).getByTestId('discount-uses')).toHaveTextContent('Used 1 / ∞');
    expect(card).toHaveTextContent('First order only');
    expect(card).toHaveTextContent('Shown in the footer as “SAVE 10% OFF” while it can be used');
    expect(within(card).getByRole('link', { name: 'Order 7C6B5A4F' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Deactivate' }));
    expect(await within(card).findByText('Inactive')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url]) => String(url) === `/api/admin/discounts/${ID}/deactivate`),
    ).toBe(true);
  });

  it('creates a code from the form (rupees, India-time days) and shows a refusal of the server', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/admin/discounts': page([]),
      'POST /api/admin/discounts': (body) => {
        sent = body;
        return jsonResponse({ success: false, message: discountMessages.codeTaken }, 409);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No discount codes yet');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Code', 'diwali-500');
    fill('Kind', 'amount');
    fill('Amount off (₹)', '500');
    fill('Minimum order (₹)', '5000');
    fill('Valid until', '2026-12-31');
    fill('Total uses', '100');
    fill('Show in the footer as', 'DIWALI ₹500 OFF');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(discountMessages.codeTaken)).toBeInTheDocument();
    expect(sent).toEqual({
      code: 'diwali-500',
      kind: 'amount',
      value: 500,
      minOrder: 5000,
      startsAt: null,
      endsAt: '2026-12-31T18:29:59.000Z',
      maxUses: 100,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      footerText: 'DIWALI ₹500 OFF',
    });
  });

  it('checks the form before sending: a percent over 90 is refused', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/discounts': page([]) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No discount codes yet');
    await user.type(screen.getByLabelText('Code'), 'TOO-MUCH');
    await user.type(screen.getByLabelText('Percent off'), '95');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(discountMessages.badPercent)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false));
  });

  it('corrects a used code in its card: the name stays, the dates and uses are sent, then "saved"', async () => {
    let sent: unknown;
    let maxUses: number | null = null;
    mockApi({
      'GET /api/admin/discounts': () => page([makeCode({ maxUses, startsAt: '2026-11-30T18:30:00.000Z' })]),
      [`PUT /api/admin/discounts/${ID}`]: (body) => {
        sent = body;
        maxUses = 50;
        return makeCode({ maxUses: 50 });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Discount code WELCOME10' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(card).getByRole('form', { name: 'Edit WELCOME10' });
    expect(within(form).getByLabelText('Code')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Valid from')).toHaveValue('2026-12-01');
    fireEvent.change(within(form).getByLabelText('Valid from'), { target: { value: '2026-11-25' } });
    await user.type(within(form).getByLabelText('Total uses'), '50');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(discountEditMessages.saved)).toBeInTheDocument();
    expect(sent).toMatchObject({
      code: 'WELCOME10',
      kind: 'percent',
      value: 10,
      startsAt: '2026-11-24T18:30:00.000Z',
      maxUses: 50,
      firstOrderOnly: true,
      footerText: 'SAVE 10% OFF',
    });
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('discountStatus', () => {
  const now = new Date('2026-11-27T20:00:00.000Z');
  const code = { active: true, startsAt: null, endsAt: null, maxUses: null, uses: 0 };
  it.each([
    [{ startsAt: '2026-11-30T18:30:00.000Z' }, 'Starts 1 Dec 2026'],
    [{ startsAt: '2026-11-20T18:30:00.000Z' }, 'Active'],
    [{ endsAt: '2026-11-27T19:59:59.000Z' }, 'Ended'],
    [{ maxUses: 2, uses: 2 }, 'Used up'],
    [{ active: false, startsAt: '2026-11-30T18:30:00.000Z' }, 'Inactive'],
  ])('%j reads %s', (change, label) => {
    expect(discountStatus({ ...code, ...change }, now).label).toBe(label);
  });
});
