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

/**
 * Saves an address for the shopper logged in on `page` (through the API, with the page's stored
 * token); a shopper's first address becomes the default, which checkout fills in. `delivery` gives
 * the street line and phone, else those every spec's shopper shares.
 */
export async function saveDefaultAddress(
  page: Page,
  request: APIRequestContext,
  delivery: { address?: string; phoneNumber?: string } = {},
) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const saved = await request.post('/api/my-address/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Harleen Kaur',
      address: delivery.address ?? 'House 12, Sector 17-C',
      city: 'Chandigarh',
      state: 'Chandigarh',
      zip: '160017',
      country: 'India',
      phoneNumber: delivery.phoneNumber ?? '9876543210',
    },
  });
  expect(saved.status()).toBe(201);
}
