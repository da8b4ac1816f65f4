import { messages } from '@shahi/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registrationPasswordFor } from '#web/features/auth/registration-password.ts';
import { jsonResponse, LocationProbe, mockApi, probedState, renderWithProviders } from '#web/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

function renderRegister() {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<RegisterForm />, {
    path: '/register',
    history: ['/register'],
    routes: [{ path: '/register/verification', element: <LocationProbe /> }],
  });
  return { ...rendered, user };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, phone = '9876543210') {
  await user.type(screen.getByLabelText('First name'), 'Meera');
  await user.type(screen.getByLabelText('Last name'), 'Kaur');
  await user.type(screen.getByLabelText('Email'), 'Meera@Example.in');
  await user.type(screen.getByLabelText('Phone number'), phone);
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterForm', () => {
  it('shows the required-field messages for every missing field', async () => {
    const fetchMock = mockApi({});
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailRequired,
      messages.phoneRequired,
      messages.passwordRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a 10-digit phone, a valid email and 6 characters of password', async () => {
    mockApi({});
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Email'), 'meera@');
    await user.type(screen.getByLabelText('Phone number'), '98765');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(messages.enterValidPhone)).toBeInTheDocument();
    expect(screen.getByText(messages.enterValidEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordMin)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('sends the registration payload and goes to verification with the email, keeping the password in this tab only', async () => {
    const fetchMock = mockApi({
      'POST /api/register': jsonResponse({ success: true, message: messages.registrationSuccessful }, 201),
    });
    const { user } = renderRegister();
    await fillForm(user);
    expect(await screen.findByText('At /register/verification')).toBeInTheDocument();
    expect(probedState()).toEqual({ email: 'meera@example.in' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Meera',
      lastName: 'Kaur',
      email: 'meera@example.in',
      phoneNumber: '9876543210',
      password: 'secret1',
      userType: 'user',
    });
    // For the code screen, in this tab's storage: never in navigation state or localStorage.
    expect(registrationPasswordFor('meera@example.in')).toBe('secret1');
    expect(sessionStorage.getItem('registration_password')).toContain('secret1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret1');
  });

  it("shows the server's message, e.g. for a taken email", async () => {
    mockApi({ 'POST /api/register': jsonResponse({ success: false, message: messages.accountExists }, 409) });
    const { user } = renderRegister();
    await fillForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.accountExists);
  });

  it('falls back to "Registration failed. Please try again."', async () => {
    mockApi({ 'POST /api/register': jsonResponse({ success: false }, 500) });
    const { user } = renderRegister();
    await fillForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.registrationFailed);
  });
});
