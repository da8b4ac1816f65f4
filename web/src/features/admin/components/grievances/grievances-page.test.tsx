import { type AdminGrievance, type AdminPage, grievanceMessages } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { GrievancesPage } from './grievances-page.tsx';

const ID = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';

function makeGrievance(overrides: Partial<AdminGrievance> = {}): AdminGrievance {
  return {
    _id: ID,
    ticketNumber: 'GRV-1001',
    name: 'Simran Kaur',
    email: 'simran@example.in',
    phone: '',
    orderId: null,
    subject: 'Dupatta arrived torn',
    message: 'The border is torn.',
    status: 'open',
    resolution: '',
    receivedAt: '2026-11-20T09:35:00.000Z',
    acknowledgeBy: '2026-11-22T09:35:00.000Z',
    resolveBy: '2026-12-20T09:35:00.000Z',
    acknowledgedAt: null,
    resolvedAt: null,
    acknowledgeOverdue: true,
    resolveOverdue: false,
    ...overrides,
  };
}

const page = (data: AdminGrievance[]): AdminPage<AdminGrievance> => ({
  currentPage: 1,
  totalCount: data.length,
  totalPage: 1,
  data,
});

describe('GrievancesPage', () => {
  it('lists each grievance with its due dates, the overdue one in red', async () => {
    mockApi({ 'GET /api/admin/grievances': page([makeGrievance()]) });
    renderWithProviders(<GrievancesPage />, { path: '/admin/grievances', history: ['/admin/grievances'] });
    const card = await screen.findByRole('article', { name: 'Grievance GRV-1001' });
    expect(within(card).getByText('Open')).toBeInTheDocument();
    const ackBy = within(card)
      .getByText(/22 Nov 2026, 3:05 pm/)
      .closest('dd');
    expect(ackBy).toHaveTextContent('overdue');
    expect(ackBy).toHaveClass('text-red-700');
    expect(
      within(card)
        .getByText(/20 Dec 2026/)
        .closest('dd'),
    ).not.toHaveTextContent('overdue');
  });

  it('acknowledges with a note mailed to the complainant, then shows when; the order opens its page', async () => {
    let acknowledged = false;
    let sent: unknown;
    const ORDER = '7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59';
    const acked = {
      status: 'acknowledged',
      acknowledgeOverdue: false,
      acknowledgedAt: '2026-11-21T04:30:00.000Z',
    } as const;
    mockApi({
      'GET /api/admin/grievances': () =>
        page([makeGrievance({ orderId: ORDER, phone: '98150 12345', ...(acknowledged ? acked : {}) })]),
      [`POST /api/admin/grievances/${ID}/acknowledge`]: (body) => {
        sent = body;
        acknowledged = true;
        return makeGrievance(acked);
      },
    });
    renderWithProviders(<GrievancesPage />, { path: '/admin/grievances', history: ['/admin/grievances'] });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Grievance GRV-1001' });
    expect(within(card).getByRole('link', { name: 'Order 7C6B5A4F' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER}`,
    );
    expect(within(card).getByRole('link', { name: '98150 12345' })).toHaveClass('whitespace-nowrap');
    await user.click(within(card).getByRole('button', { name: 'Acknowledge' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Acknowledge GRV-1001' }));
    await user.type(dialog.getByRole('textbox'), '  I will call you on Monday. ');
    await user.click(dialog.getByRole('button', { name: 'Acknowledge and mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ note: 'I will call you on Monday.' });
    expect(await screen.findByText('Acknowledged', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText(/^Acknowledged/, { selector: 'p' })).toHaveTextContent(
      'Acknowledged 21 Nov 2026, 10:00 am, mailed to the complainant',
    );
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
  });

  it('acknowledges without a note: an empty note is sent', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/admin/grievances': page([makeGrievance()]),
      [`POST /api/admin/grievances/${ID}/acknowledge`]: (body) => {
        sent = body;
        return makeGrievance({ status: 'acknowledged' });
      },
    });
    renderWithProviders(<GrievancesPage />, { path: '/admin/grievances', history: ['/admin/grievances'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    await user.click(screen.getByRole('button', { name: 'Acknowledge and mail' }));
    await waitFor(() => expect(sent).toEqual({ note: '' }));
  });

  it('asks for a resolution, sends it, and shows a refusal inside the dialog', async () => {
    let sent: unknown;
    let calls = 0;
    mockApi({
      'GET /api/admin/grievances': page([
        makeGrievance({ status: 'acknowledged', acknowledgeOverdue: false }),
      ]),
      [`POST /api/admin/grievances/${ID}/resolve`]: (body) => {
        sent = body;
        calls += 1;
        return jsonResponse({ success: false, message: grievanceMessages.alreadyResolved }, 409);
      },
    });
    renderWithProviders(<GrievancesPage />, { path: '/admin/grievances', history: ['/admin/grievances'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve GRV-1001' });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve and mail' }));
    expect(await within(dialog).findByText(grievanceMessages.resolutionRequired)).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.type(within(dialog).getByLabelText(/Resolution/), 'A replacement is on its way.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve and mail' }));
    await waitFor(() => expect(sent).toEqual({ resolution: 'A replacement is on its way.' }));
    expect(await within(dialog).findByText(grievanceMessages.alreadyResolved)).toBeInTheDocument();
  });
});
