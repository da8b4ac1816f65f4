import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createVerifiedShopper, logInThroughForm, saveDefaultAddress } from './shopper.ts';

/** Opens the first category's listing from the home page and returns the first `n` product links. */
async function productLinks(page: Page, n: number): Promise<string[]> {
  await page.goto('/');
  const row = page
    .locator('main section')
    .filter({ has: page.getByRole('link', { name: /View All/ }) })
    .first();
  await row.getByRole('link', { name: /View All/ }).click();
  await expect(page).toHaveURL(/\/collection\/[0-9a-f-]{36}$/);
  // Wait for the listing itself (not the home rows, which stay on screen while the collection's
  // page loads, nor its skeleton): the cards of the collection's results.
  const links = page.getByRole('region', { name: 'Products' }).locator('article a[href^="/product/"]');
  await expect.poll(() => links.count()).toBeGreaterThanOrEqual(n);
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs)].slice(0, n);
}

async function titleOf(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

test('browse → log in → add two pieces → bag → checkout one (COD, default address) → My Orders → sold → "Buy all" the other', async ({
  page,
  request,
  failures,
}, testInfo) => {
  const email = `buyer.${testInfo.project.name}.${Date.now()}@example.in`;
  await createVerifiedShopper(request, email, 'phulkari-1');
  await logInThroughForm(page, email, 'phulkari-1');

  // A saved default address to check out with (the first address becomes the default).
  await saveDefaultAddress(page, request);

  // Browse a category and add two pieces (the Add button: Adding... → Added).
  const [firstLink, secondLink] = await productLinks(page, 2);
  if (!firstLink || !secondLink) throw new Error('the category has fewer than two pieces');
  await page.goto(firstLink);
  const firstTitle = await titleOf(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy' })).toBeDisabled();
  await page.goto(secondLink);
  const secondTitle = await titleOf(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Added' })).toBeDisabled();

  // The bag holds both; BUY the first.
  await page.goto('/cart');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(2);
  await cards.filter({ hasText: firstTitle }).getByRole('link', { name: 'BUY' }).click();
  await expect(page).toHaveURL(new RegExp(`${firstLink.replace('/product/', '/checkout/')}$`));

  // Checkout: prefilled from the default address, cash on delivery by default.
  await expect(page.getByLabel('First name')).toHaveValue('Harleen');
  await expect(page.getByLabel('Last name')).toHaveValue('Kaur');
  await expect(page.getByLabel('PIN code')).toHaveValue('160017');
  await expect(page.getByLabel('State / union territory')).toHaveValue('Chandigarh');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  const breakup = page.getByRole('region', { name: 'Price break-up' });
  await expect(breakup).toContainText('Pieces (1)');
  await expect(breakup).toContainText('All prices include GST');
  // The address fields, break-up and terms fit the width: nothing scrolls sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.getByRole('radio', { name: /Cash on Delivery/i })).toBeChecked();
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText('Order placed successfully with Cash on Delivery!')).toBeVisible();
  await expect(page.locator('main').getByText(firstTitle)).toBeVisible();
  await expect(page.locator('main').getByText('COD').first()).toBeVisible();

  // The piece now shows as sold; Add and Buy are off.
  await page.goto(firstLink);
  await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy' })).toBeDisabled();

  // The sold piece left the bag; "Buy all" buys the other.
  await page.goto('/cart');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(secondTitle);
  await page.getByRole('link', { name: 'Buy all' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(secondTitle).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.locator('main').getByText(secondTitle)).toBeVisible();
  await expect(page.locator('main').getByText(firstTitle)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  expect(failures).toEqual([]);
});
