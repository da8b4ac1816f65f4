import type { EditProfileData } from '@shahi/contract';
import { messages } from '@shahi/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { makeToken, signIn, USER } from '#web/test/session.ts';
import { AccountDetails } from './account-details.tsx';

const profile = {
  firstName: USER.firstName,
  lastName: USER.lastName,
  email: USER.email,
  phoneNumber: USER.phoneNumber,
};

/** The value shown beside a term of the view mode's list. */
function shownValue(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function renderEditing(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  const fetchMock = mockApi({ 'GET /api/my-profile': profile, ...routes });
  const user = userEvent.setup();
  renderWithProviders(<AccountDetails />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return Object.assign(user, { fetchMock });
}

describe('AccountDetails', () => {
  it('shows a skeleton while loading, then first name, last name, email and phone', async () => {
    signIn();
    mockApi({ 'GET /api/my-profile': profile });
    renderWithProviders(<AccountDetails />);
    expect(screen.getByRole('status', { name: 'Loading your details' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(shownValue('First name')).toBe('Meera');
    expect(shownValue('Last name')).toBe('Kaur');
    expect(shownValue('Email')).toBe(USER.email);
    expect(shownValue('Phone number')).toBe(USER.phoneNumber);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('edits first name, last name and phone; Cancel returns to view mode without saving', async () => {
    const user = await renderEditing({});
    expect(screen.getByLabelText('First name')).toHaveValue('Meera');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveValue('Kaur');
    expect(screen.getByLabelText('Phone number')).toHaveValue(USER.phoneNumber);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Ravi');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(shownValue('First name')).toBe('Meera');
  });

  it('shows "Saving..." while saving, then replaces the token and returns to view mode', async () => {
    const fresh = makeToken({ firstName: 'Ravi', lastName: 'Singh' });
    let answer: (value: Response) => void = () => {};
    const saved: EditProfileData = {
      ...profile,
      firstName: 'Ravi',
      lastName: 'Singh',
      _id: USER.userId,
      token: fresh,
    };
    const user = await renderEditing({
      'PUT /api/edit-profile': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Ravi');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Singh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer(jsonResponse({ success: true, data: saved }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(shownValue('First name')).toBe('Ravi');
    expect(shownValue('Last name')).toBe('Singh');
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(fresh));
  });

  it('sends only first name, last name and phone, and keeps edit mode on a refusal', async () => {
    const user = await renderEditing({
      'PUT /api/edit-profile': jsonResponse({ success: false, message: messages.enterValidPhone }, 400),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.enterValidPhone);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    const put = user.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      firstName: 'Meera',
      lastName: 'Kaur',
      phoneNumber: USER.phoneNumber,
    });
  });

  it('checks the fields with the registration messages before saving', async () => {
    const user = await renderEditing({});
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.enterValidPhone)).toBeInTheDocument();
  });
});
