import type { AdminClaim, AdminClaimSummary, AdminPage } from '@shahi/contract/schemas';
import { claimMessages } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PRODUCT_ID, ORDER_ID } from '#web/features/admin/test/admin-fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { replyDueDay, replyDueText } from './claim-dates.ts';
import { ClaimDetailPage } from './claim-detail-page.tsx';
import { ClaimsPage } from './claims-page.tsx';

const ID = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function makeSummary(overrides: Partial<AdminClaimSummary> = {}): AdminClaimSummary {
  return {
    _id: ID,
    claimNumber: 'CLM-9B8A7C6D',
    orderId: ORDER_ID,
    kind: 'damaged',
    status: 'open',
    customerName: 'Harleen Kaur',
    customerEmail: 'harleen@example.in',
    orderAmount: 3000,
    photoCount: 2,
    filedAt: new Date().toISOString(),
    decidedAt: null,
    ...overrides,
  };
}

function makeClaim(overrides: Partial<AdminClaim> = {}): AdminClaim {
  return {
    ...makeSummary(),
    message: 'The border is torn along one side.',
    payoutTo: { method: 'upi', upiId: 'harleen@okaxis' },
    photos: [`/api/admin/claims/${ID}/photos/1`, `/api/admin/claims/${ID}/photos/2`],
    order: {
      _id: ORDER_ID,
      orderStatus: 'delivered',
      paymentMethod: 'cod',
      paymentStatus: 'paid',
      amount: 3000,
      shippedAt: '2026-11-20T04:30:00.000Z',
      deliveredAt: '2026-11-24T09:00:00.000Z',
      lines: [{ productId: ADMIN_PRODUCT_ID, title: 'Phulkari Dupatta', price: 3000 }],
    },
    refundVia: 'upi',
    refund: null,
    pieceOutcome: null,
    decisionNote: '',
    ...overrides,
  };
}

const page = (data: AdminClaimSummary[]): AdminPage<AdminClaimSummary> => ({
  currentPage: 1,
  totalCount: data.length,
  totalPage: 1,
  data,
});

const jpeg = () =>
  new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

beforeEach(() => {
  signIn();
  URL.createObjectURL = vi.fn(() => 'blob:claim-photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('claim reply dates', () => {
  it('counts 2 working days, skipping the weekend, in India days', () => {
    // Friday 27 Nov 2026, 8 pm IST → Tuesday 1 Dec.
    expect(replyDueDay('2026-11-27T14:30:00.000Z')).toBe('2026-12-01');
    // Monday 23 Nov → Wednesday 25 Nov.
    expect(replyDueDay('2026-11-23T05:00:00.000Z')).toBe('2026-11-25');
  });

  it('says the days left, due today, or overdue', () => {
    const filed = '2026-11-23T05:00:00.000Z';
    expect(replyDueText(filed, Date.parse('2026-11-23T10:00:00.000Z')).text).toBe(
      'Reply due 25 Nov 2026 · 2 days left',
    );
    expect(replyDueText(filed, Date.parse('2026-11-25T10:00:00.000Z')).text).toBe(
      'Reply due 25 Nov 2026 · due today',
    );
    expect(replyDueText(filed, Date.parse('2026-11-26T10:00:00.000Z'))).toEqual({
      text: 'Reply due 25 Nov 2026 · 1 day overdue',
      overdue: true,
    });
  });
});

describe('ClaimsPage', () => {
  it('asks for the open claims first and links each to its page', async () => {
    const fetchMock = mockApi({ 'GET /api/admin/claims?status=open': page([makeSummary()]) });
    renderWithProviders(<ClaimsPage />, { path: '/admin/claims', history: ['/admin/claims'] });
    const link = await screen.findByRole('link', { name: /Claim CLM-9B8A7C6D, Arrived damaged/ });
    expect(link).toHaveAttribute('href', `/admin/claims/${ID}`);
    expect(within(link).getByText(/Harleen Kaur · Order 4D3C2B1A · ₹3,000.00/)).toBeInTheDocument();
    expect(within(link).getByTestId('claim-due')).toHaveTextContent(/Reply due .* · \d days? left/);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/claims?status=open');
  });
});

function showDetail(claim: AdminClaim, decision?: (body: unknown) => unknown) {
  const fetchMock = mockApi({
    [`GET /api/admin/claims/${ID}`]: claim,
    [`GET /api/admin/claims/${ID}/photos/1`]: jpeg(),
    [`GET /api/admin/claims/${ID}/photos/2`]: jpeg(),
    ...(decision ? { [`POST /api/admin/claims/${ID}/decision`]: decision } : {}),
  });
  renderWithProviders(<ClaimDetailPage id={ID} />, {
    path: '/admin/claims/:claimId',
    history: [`/admin/claims/${ID}`],
  });
  return fetchMock;
}

describe('ClaimDetailPage', () => {
  it('shows the words, the photos (large on tap), the order and where a cash refund goes', async () => {
    showDetail(makeClaim());
    expect(await screen.findByRole('heading', { name: 'Claim CLM-9B8A7C6D' })).toBeInTheDocument();
    expect(screen.getByText('The border is torn along one side.')).toBeInTheDocument();
    const photos = await screen.findAllByRole('img', { name: /tap to enlarge/ });
    expect(photos).toHaveLength(2);
    await userEvent.setup().click(photos[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order 4D3C2B1A' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(screen.getByTestId('claim-refund-to')).toHaveTextContent('UPI ID harleen@okaxis');
  });

  it('checks a part refund against the order, asks the COD reference, and sends the decision', {
    timeout: 20_000,
  }, async () => {
    let sent: unknown;
    showDetail(makeClaim(), (body) => {
      sent = body;
      return makeClaim({ status: 'refunded' });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide CLM-9B8A7C6D' });
    await user.click(within(dialog).getByRole('radio', { name: /Refund part/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText(claimMessages.amountRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(claimMessages.referenceRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount to refund (₹)'), '3500');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText(claimMessages.amountTooLarge)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount to refund (₹)'));
    await user.type(within(dialog).getByLabelText('Amount to refund (₹)'), '1,500');
    await user.type(within(dialog).getByLabelText('UPI / bank transaction reference'), 'UTR412734567890');
    await user.click(within(dialog).getByRole('radio', { name: /Mark damaged, keep off sale/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() =>
      expect(sent).toEqual({
        outcome: 'refund',
        amount: 1500,
        reference: 'UTR412734567890',
        pieceOutcome: 'damaged',
        note: '',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs a reason to decline, and shows the refusal in the dialog', { timeout: 20_000 }, async () => {
    showDetail(makeClaim(), () =>
      jsonResponse({ success: false, message: claimMessages.alreadyDecided }, 409),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide CLM-9B8A7C6D' });
    await user.click(within(dialog).getByRole('radio', { name: /Decline/ }));
    expect(within(dialog).queryByRole('radio', { name: /Put back on sale/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline claim' }));
    expect(await within(dialog).findByText(claimMessages.noteRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'The mark is part of the print.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline claim' }));
    expect(await within(dialog).findByText(claimMessages.alreadyDecided)).toBeInTheDocument();
  });

  it('an online order refunds through Razorpay in full, with no reference asked', {
    timeout: 20_000,
  }, async () => {
    let sent: unknown;
    showDetail(
      makeClaim({
        refundVia: 'gateway',
        payoutTo: null,
        order: { ...makeClaim().order, paymentMethod: 'online' },
      }),
      (body) => {
        sent = body;
        return makeClaim({ status: 'refunded' });
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide CLM-9B8A7C6D' });
    expect(within(dialog).queryByLabelText('UPI / bank transaction reference')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Put back on sale/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund now' }));
    await waitFor(() =>
      expect(sent).toEqual({
        outcome: 'refund',
        amount: 3000,
        reference: '',
        pieceOutcome: 'back_on_sale',
        note: '',
      }),
    );
  });

  it('a decided claim shows its refund and offers no Decide', async () => {
    showDetail(
      makeClaim({
        status: 'refunded',
        refund: { amount: 1500, method: 'upi', reference: 'UTR4127', creditNoteNumber: 'CN/26-27/00002' },
        pieceOutcome: 'damaged',
        decidedAt: '2026-11-28T06:00:00.000Z',
      }),
    );
    const refund = await screen.findByRole('region', { name: 'Refund' });
    expect(within(refund).getByText('₹1,500.00')).toBeInTheDocument();
    expect(within(refund).getByText('CN/26-27/00002')).toBeInTheDocument();
    expect(within(refund).getByText('Marked damaged, kept off sale')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
  });
});
