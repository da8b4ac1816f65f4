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

  it('acknowledges a grievance and reads the list again', async () => {
    let acknowledged = false;
    const fetchMock = mockApi({
      'GET /api/admin/grievances': () =>
        page([makeGrievance(acknowledged ? { status: 'acknowledged', acknowledgeOverdue: false } : {})]),
      [`POST /api/admin/grievances/${ID}/acknowledge`]: () => {
        acknowledged = true;
        return makeGrievance({ status: 'acknowledged' });
      },
    });
    renderWithProviders(<GrievancesPage />, { path: '/admin/grievances', history: ['/admin/grievances'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Acknowledged', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/grievances/${ID}/acknowledge`,
      expect.objectContaining({ method: 'POST' }),
    );
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
