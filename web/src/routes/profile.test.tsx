import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
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
