/** A verified shopper made through the API (registration itself is covered by account.spec.ts). */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForMail } from './outbox.ts';

/** Registers `email` and confirms it with the code from the outbox. */
export async function createVerifiedShopper(request: APIRequestContext, email: string, password: string) {
  const registered = await request.post('/api/register', {
    data: {
      firstName: 'Harleen',
      lastName: 'Kaur',
      email,
      password,
      phoneNumber: '9876543210',
      userType: 'user',
    },
  });
  expect(registered.status()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await waitForMail(email, /code/i))?.[1];
  const verified = await request.post('/api/verify-otp', { data: { email, otp: code } });
  expect(verified.status()).toBe(200);
}

/** Logs in through the /login form and waits for the home page. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}
