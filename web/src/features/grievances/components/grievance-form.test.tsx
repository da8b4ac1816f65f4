import { grievanceMessages } from '@shahi/contract/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn, USER } from '#web/test/session.ts';
import { GrievanceForm } from './grievance-form.tsx';

const ORDER_ID = '7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59';
const RECEIPT = {
  ticketNumber: 'GRV-1042',
  acknowledgeBy: '2026-11-28T09:35:00.000Z',
  resolveBy: '2026-12-26T09:35:00.000Z',
};
const DESCRIPTION = 'The phulkari dupatta arrived with a tear along the border.';

afterEach(() => localStorage.clear());

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Simran Kaur');
  await user.type(screen.getByLabelText('Email'), 'simran@example.in');
  await user.type(screen.getByLabelText('Subject'), 'Dupatta arrived torn');
  await user.type(screen.getByLabelText('Describe your grievance'), DESCRIPTION);
}

describe('GrievanceForm', () => {
  it('shows the schema messages and sends nothing while the form is incomplete', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<GrievanceForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your grievance'), 'Torn.');
    await user.type(screen.getByLabelText('Phone (optional)'), '98765');
    await user.click(screen.getByRole('button', { name: 'File grievance' }));
    expect(await screen.findByText(grievanceMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(grievanceMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(grievanceMessages.messageTooShort)).toBeInTheDocument();
    expect(screen.getByText(grievanceMessages.enterValidPhone)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Order (optional)')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("files a guest's grievance and shows the ticket number and both due dates at once", async () => {
    let sent: unknown;
    mockApi({
      'POST /api/grievance': (body) => {
        sent = body;
        return jsonResponse({ success: true, message: grievanceMessages.filed, data: RECEIPT }, 201);
      },
    });
    renderWithProviders(<GrievanceForm />);
    const user = userEvent.setup();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'File grievance' }));

    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('GRV-1042');
    expect(within(receipt).getByText('28 Nov 2026, 3:05 pm IST')).toBeInTheDocument();
    expect(within(receipt).getByText('26 Dec 2026, 3:05 pm IST')).toBeInTheDocument();
    expect(receipt).toHaveTextContent('simran@example.in');
    expect(sent).toEqual({
      name: 'Simran Kaur',
      email: 'simran@example.in',
      phone: '',
      subject: 'Dupatta arrived torn',
      message: DESCRIPTION,
    });
    expect(screen.queryByRole('form', { name: 'Grievance form' })).not.toBeInTheDocument();
  });

  it("prefills a shopper's details, preselects and shows the order, and sends its id", async () => {
    signIn();
    let sent: { orderId?: string; name?: string } | undefined;
    mockApi({
      'GET /api/my-orders': [
        // 19:00 UTC on 20 November is already 21 November in India.
        { _id: ORDER_ID, createdAt: '2026-11-20T19:00:00.000Z', orderStatus: 'delivered', products: [] },
      ],
      'POST /api/grievance': (body) => {
        sent = body as typeof sent;
        return jsonResponse({ success: true, data: RECEIPT }, 201);
      },
    });
    renderWithProviders(<GrievanceForm orderId={ORDER_ID} />);
    expect(screen.getByLabelText('Name')).toHaveValue(`${USER.firstName} ${USER.lastName}`);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByTestId('grievance-account')).toHaveTextContent(USER.email);
    const select = await screen.findByLabelText('Order (optional)');
    expect(select).toHaveValue(ORDER_ID);
    expect(screen.getByTestId('grievance-order')).toHaveTextContent(
      'About order 7C6B5A4F, placed 21 Nov 2026',
    );
    expect(screen.getByRole('option', { name: 'Order 7C6B5A4F · 21 Nov 2026' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Subject'), 'Dupatta arrived torn');
    await user.type(screen.getByLabelText('Describe your grievance'), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'File grievance' }));
    expect(await screen.findByRole('status')).toHaveTextContent('GRV-1042');
    expect(sent).toMatchObject({
      orderId: ORDER_ID,
      name: `${USER.firstName} ${USER.lastName}`,
      email: USER.email,
    });
  });

  it("offers a guest who names an order to sign in, and shows the server's refusal", async () => {
    mockApi({
      'POST /api/grievance': jsonResponse({ success: false, message: grievanceMessages.orderNotFound }, 404),
    });
    renderWithProviders(<GrievanceForm orderId={ORDER_ID} />);
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
    const user = userEvent.setup();
    await fillGuest(user);
    await user.click(screen.getByRole('button', { name: 'File grievance' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(grievanceMessages.orderNotFound);
  });
});
