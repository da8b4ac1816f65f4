import { messages } from '@shahi/contract';
import { requestMessages } from '@shahi/contract/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn, USER } from '#web/test/session.ts';
import { AskForm } from './ask-form.tsx';

const PRODUCT_ID = '7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59';
const MESSAGE = 'One like this in deep green, with the same gold border, please.';

afterEach(() => localStorage.clear());

describe('AskForm', () => {
  it('shows the schema messages and sends nothing while the form is incomplete', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<AskForm productId={PRODUCT_ID} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('What would you like made?'), 'Green');
    await user.type(screen.getByLabelText('Your budget in ₹ (optional)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(requestMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(requestMessages.messageTooShort)).toBeInTheDocument();
    expect(screen.getByText(requestMessages.budgetInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('What would you like made?')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a guest's request with the piece and budget, promises mail about it only, shows the reference", async () => {
    let sent: unknown;
    mockApi({
      'POST /api/requests': (body) => {
        sent = body;
        return jsonResponse(
          { success: true, message: requestMessages.sent, data: { reference: 'REQ-7C6B5A4F' } },
          201,
        );
      },
    });
    renderWithProviders(<AskForm productId={PRODUCT_ID} />);
    expect(screen.getByText(/only to write to you about this request/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Simran Kaur');
    await user.type(screen.getByLabelText('Email'), 'simran@example.in');
    await user.type(screen.getByLabelText('What would you like made?'), MESSAGE);
    await user.type(screen.getByLabelText('Your budget in ₹ (optional)'), '12500');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('REQ-7C6B5A4F');
    expect(receipt).toHaveTextContent('simran@example.in');
    expect(sent).toEqual({
      productId: PRODUCT_ID,
      name: 'Simran Kaur',
      email: 'simran@example.in',
      phone: '',
      message: MESSAGE,
      budget: 12_500,
    });
    expect(screen.queryByRole('form', { name: 'Request form' })).not.toBeInTheDocument();
  });

  it("takes a signed-in shopper's name and e-mail from the account and shows the server's refusal", async () => {
    signIn();
    let sent: { name?: string; email?: string; budget?: unknown } | undefined;
    mockApi({
      'POST /api/requests': (body) => {
        sent = body as typeof sent;
        return jsonResponse({ success: false, message: requestMessages.tooManyWaiting }, 429);
      },
    });
    renderWithProviders(<AskForm />);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByTestId('request-account')).toHaveTextContent(USER.email);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('What would you like made?'), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(requestMessages.tooManyWaiting);
    expect(sent).toMatchObject({ name: `${USER.firstName} ${USER.lastName}`, email: USER.email });
    expect(sent?.budget).toBeUndefined();
  });
});
