import { mobileAuthMessages } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguagePreference } from '#web/features/profile/components/language-preference.tsx';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn, USER } from '#web/test/session.ts';
import { ProfileRoute } from './profile.tsx';

function renderProfile(path = '/profile') {
  signIn();
  mockApi({ 'GET /api/my-profile': { ...USER } });
  const rendered = renderWithProviders(<ProfileRoute />, { path: '/profile', history: [path] });
  return { ...rendered, user: userEvent.setup() };
}

describe('/profile', () => {
  it('has a side menu with Account Details (open), Change Password, Addresses, Orders and E-mail updates', async () => {
    renderProfile();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Account Details',
      'Change Password',
      'Addresses',
      'Orders',
      'E-mail updates',
    ]);
    expect(screen.getByRole('tab', { name: 'Account Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Account Details' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Namaste, Meera')).toBeInTheDocument();
    expect(document.title).toBe('My Profile — Shahi Threads');
  });

  it('opens Change Password on click and keeps the tab in the URL', async () => {
    const { user, router } = renderProfile();
    await user.click(screen.getByRole('tab', { name: 'Change Password' }));
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=password');
  });

  it('opens the tab named in the URL and moves between tabs with the arrow keys', async () => {
    const { user } = renderProfile('/profile?tab=password');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: 'Change Password' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Account Details' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Account Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('/profile, sign-in mobile number', { timeout: 15_000 }, () => {
  it('shows the linked number', async () => {
    signIn();
    mockApi({ 'GET /api/my-profile': { ...USER, mobileNumber: '9876543210' } });
    renderWithProviders(<ProfileRoute />, { path: '/profile', history: ['/profile'] });
    const section = await screen.findByRole('region', { name: 'Mobile number for sign-in' });
    expect(within(section).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add mobile number' })).not.toBeInTheDocument();
  });

  it('adds a number: number → code → linked, and shows it from the refreshed profile', async () => {
    signIn();
    let mobileNumber: string | null = null;
    const fetchMock = mockApi({
      'GET /api/my-profile': () => ({ ...USER, mobileNumber }),
      'POST /api/mobile/send-code': () =>
        jsonResponse({ success: true, message: mobileAuthMessages.codeSent, resendAfterSeconds: 30 }),
      'POST /api/mobile/verify-code': (body) => {
        mobileNumber = '9812345678';
        expect(body).toEqual({ mobileNumber: '9812345678', code: '654321', purpose: 'link' });
        return jsonResponse({ success: true, message: mobileAuthMessages.linked });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { path: '/profile', history: ['/profile'] });
    await user.click(await screen.findByRole('button', { name: 'Add mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '098123 45678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '654321');
    await user.click(screen.getByRole('button', { name: 'Add number' }));

    const section = screen.getByRole('region', { name: 'Mobile number for sign-in' });
    expect(await within(section).findByText('+91 98123 45678')).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent(mobileAuthMessages.linked);
    const sendBody = fetchMock.mock.calls.find(([input]) => String(input) === '/api/mobile/send-code')?.[1]
      ?.body;
    expect(JSON.parse(String(sendBody))).toEqual({ mobileNumber: '9812345678', purpose: 'link' });
  });

  it('shows why a number cannot be added (on another account) and keeps the form', async () => {
    signIn();
    mockApi({
      'GET /api/my-profile': { ...USER, mobileNumber: null },
      'POST /api/mobile/send-code': jsonResponse(
        { success: false, message: mobileAuthMessages.mobileTaken },
        409,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { path: '/profile', history: ['/profile'] });
    await user.click(await screen.findByRole('button', { name: 'Add mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '9812345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mobileAuthMessages.mobileTaken);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9812345678');
  });
});

describe('/profile, language', () => {
  it("offers the three languages in their own names, the page's one chosen", () => {
    signIn();
    mockApi({});
    renderWithProviders(<LanguagePreference go={vi.fn()} />, { path: '/profile', history: ['/profile'] });
    const select = screen.getByLabelText('Language of the shop, its mails and messages');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'हिन्दी', 'ਪੰਜਾਬੀ']);
    expect(select).toHaveValue('en');
  });

  it('saves the choice on the account, remembers it in the cookie and opens this page in it', async () => {
    signIn();
    const go = vi.fn();
    const fetchMock = mockApi({
      'PUT /api/my-locale': (body) =>
        jsonResponse({ success: true, locale: (body as { locale: string }).locale }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LanguagePreference go={go} />, {
      path: '/profile',
      history: ['/profile?tab=account'],
    });
    await user.selectOptions(screen.getByLabelText('Language of the shop, its mails and messages'), 'pa');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pa/profile?tab=account'));
    const put = fetchMock.mock.calls.find(([input]) => String(input) === '/api/my-locale');
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ locale: 'pa' });
    expect(document.cookie).toContain('lang=pa');
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('stays on the page and says so when the language cannot be saved', async () => {
    signIn();
    const go = vi.fn();
    mockApi({ 'PUT /api/my-locale': jsonResponse({ success: false, message: 'Server error' }, 500) });
    const user = userEvent.setup();
    renderWithProviders(<LanguagePreference go={go} />, { path: '/profile', history: ['/profile'] });
    await user.selectOptions(screen.getByLabelText('Language of the shop, its mails and messages'), 'hi');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error');
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Language of the shop, its mails and messages')).toHaveValue('en');
  });
});
