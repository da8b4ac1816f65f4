import { messages } from '@shahi/contract';
import { CONTACT_MESSAGE_MAX_LENGTH, storefrontMessages } from '@shahi/contract/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { ContactForm } from './contact-form.tsx';

const VALID = {
  name: 'Simran Kaur',
  email: 'Simran@Example.in',
  phone: '9876543210',
  message: 'Is the phulkari dupatta still available?',
};

async function fill(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.phone) await user.type(screen.getByLabelText('Phone (optional)'), values.phone);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  return user;
}

async function send(values: Partial<typeof VALID>) {
  const user = await fill(values);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return user;
}

describe('ContactForm', () => {
  it('shows the schema messages and sends nothing while the form is incomplete', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ContactForm />);
    await send({});
    expect(await screen.findByText(messages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.messageRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the e-mail address and the phone number', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ContactForm />);
    await send({ ...VALID, email: 'simran.example.in', phone: '98765' });
    expect(await screen.findByText(messages.enterValidEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.enterValidPhone)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts the characters of the message and refuses one that is too long', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ContactForm />);
    expect(screen.getByText(`0 / ${CONTACT_MESSAGE_MAX_LENGTH} characters`)).toBeInTheDocument();
    const user = await fill({ message: 'Namaste' });
    expect(screen.getByText(`7 / ${CONTACT_MESSAGE_MAX_LENGTH} characters`)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      `7 / ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    );
    await user.click(screen.getByLabelText('Message'));
    await user.paste('x'.repeat(CONTACT_MESSAGE_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(messages.messageTooLong)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, shows "Sending…", then the thank-you, and empties the form', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockApi({
      'POST /api/contact': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<ContactForm />);
    await send(VALID);
    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    answer(jsonResponse({ success: true, message: messages.contactSent }, 201));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(messages.contactSent);
    expect(notice).toHaveClass('text-sale');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Simran Kaur',
      email: 'simran@example.in',
      phone: '9876543210',
      message: VALID.message,
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('sends an empty phone when none is given', async () => {
    const fetchMock = mockApi({
      'POST /api/contact': jsonResponse({ success: true, message: messages.contactSent }, 201),
    });
    renderWithProviders(<ContactForm />);
    await send({ ...VALID, phone: '' });
    await screen.findByRole('status');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ phone: '' });
  });

  it.each([
    [
      'the server message',
      jsonResponse({ success: false, message: messages.tooManyRequests }, 429),
      messages.tooManyRequests,
    ],
    ['the fallback', jsonResponse({ success: false }, 500), messages.somethingWentWrongLater],
  ])('shows %s in red on failure and keeps what was typed', async (_name, answer, expected) => {
    mockApi({ 'POST /api/contact': answer });
    renderWithProviders(<ContactForm />);
    await send(VALID);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expected);
    expect(alert).toHaveClass('text-maroon-900');
    expect(screen.getByLabelText('Message')).toHaveValue(VALID.message);
  });

  it('fills name, e-mail and phone from the account of a signed-in shopper, and keeps them after sending', async () => {
    signIn({
      firstName: 'Harleen',
      lastName: 'Kaur',
      email: 'harleen@example.in',
      phoneNumber: '9876501234',
    });
    const fetchMock = mockApi({
      'POST /api/contact': jsonResponse({ success: true, message: messages.contactSent }, 201),
    });
    renderWithProviders(<ContactForm />);
    expect(await screen.findByLabelText('Name')).toHaveValue('Harleen Kaur');
    expect(screen.getByLabelText('Email')).toHaveValue('harleen@example.in');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('9876501234');
    expect(screen.getByText(storefrontMessages.contactPrefilled)).toBeInTheDocument();
    await send({ message: VALID.message });
    await screen.findByRole('status');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      name: 'Harleen Kaur',
      email: 'harleen@example.in',
      message: VALID.message,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Harleen Kaur');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
