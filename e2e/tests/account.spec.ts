import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForMail } from './outbox.ts';

/**
 * Clicks a disclosure button unless it is already open: a second click would fold it again, and a
 * retry that toggles could stay out of step with the page for good.
 */
async function expand(page: Page, name: string, timeout: number) {
  const button = page.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded', { timeout })) !== 'true') await button.click({ timeout });
}

/** Opens the navigation where it is folded away (phones), so its entries can be clicked. */
async function openNavigation(page: Page, isMobile: boolean, timeout = 10_000) {
  if (isMobile) await expand(page, 'Menu', timeout);
}

async function openAccountMenu(page: Page, isMobile: boolean, timeout = 10_000) {
  await openNavigation(page, isMobile, timeout);
  await expand(page, 'ME', timeout);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logOut(page: Page, isMobile: boolean) {
  // A menu closes when the page under it changes: right after a log-in's redirect home, the home
  // route may still be loading and close it before Logout is clicked. Open it again until then.
  await expect(async () => {
    await openAccountMenu(page, isMobile, 3_000);
    await page
      .getByRole('menuitem', { name: 'Logout' })
      .or(page.getByRole('button', { name: 'Logout' }))
      .click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  // The session ends once home is on screen (web/src/lib/logout.ts), which follows the URL by a
  // render: on a busy machine, a moment later.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
}

test('register → code from the mail → verify → log in → edit profile → change password → log out → log in → forget and reset it', async ({
  page,
  isMobile,
  failures,
}, testInfo) => {
  const email = `e2e.${testInfo.project.name}.${Date.now()}@example.in`;

  // Register: /register → /register/verification with the email.
  await page.goto('/register');
  await page.getByLabel('First name').fill('Harleen');
  await page.getByLabel('Last name').fill('Kaur');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Password', { exact: true }).fill('phulkari-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/register\/verification$/);

  // The code arrives by mail; a wrong one is refused first.
  const codeMail = await waitForMail(email, /code/i);
  const code = /\b(\d{6})\b/.exec(codeMail)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP. Please try again.' })).toBeVisible();
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The code and this tab's password prove the account: it is signed in and, after 1.5 s, in the shop.
  await expect(
    page.getByText('Email verified — welcome! You are signed in.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

  // A logged-in shopper is sent away from /login.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  // Profile: view, edit, Save → the new name, and a new token carrying it.
  await openAccountMenu(page, isMobile);
  await page
    .getByRole('menuitem', { name: 'Profile' })
    .or(page.getByRole('link', { name: 'Profile' }))
    .click();
  await expect(page).toHaveURL(/\/profile$/);
  const details = page.getByRole('tabpanel');
  await expect(details.getByText('Harleen')).toBeVisible();
  await expect(details.getByText(email)).toBeVisible();
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel('First name').fill('Jasleen');
  await details.getByLabel('Phone number').fill('9812345678');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(details.getByText('Jasleen')).toBeVisible();
  await expect(details.getByText('9812345678')).toBeVisible();
  const claims = await page.evaluate(() => {
    const token = localStorage.getItem('auth_token') ?? '';
    return JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
  });
  expect(claims.firstName).toBe('Jasleen');

  // Change Password tab, against the server.
  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill('phulkari-1');
  await page.getByLabel('New password', { exact: true }).fill('zari-work-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  // Log out, then the old password fails and the new one works.
  await logOut(page, isMobile);
  await openNavigation(page, isMobile);
  await page.getByRole('link', { name: 'LOGIN' }).click();
  await logIn(page, email, 'phulkari-1');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('zari-work-2');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logOut(page, isMobile);

  // Forgot it: the link from the mail resets it.
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's chunk arrives, and until then the login form, with its
  // own Email field, stays on screen (React Router navigates in a transition): wait for the page.
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Reset link Sent Successfully')).toBeVisible();
  const resetMail = await waitForMail(email, /reset/i);
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(resetMail)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('bagh-3-new');
  await page.getByLabel('Confirm new password').fill('bagh-3-new');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset successful! Please login.')).toBeVisible();
  await logIn(page, email, 'bagh-3-new');
  await expect(page).toHaveURL(/\/$/);

  // The link is single use.
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('another-4');
  await page.getByLabel('Confirm new password').fill('another-4');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('This reset link is invalid or has expired. Please ask for a new one.'),
  ).toBeVisible();

  expect(failures).toEqual([]);
});
