import type { Page } from '@playwright/test';
import { awaitingApp, expect, test } from './fixtures.ts';
import { withShopDatabase } from './shop-database.ts';
import { createVerifiedShopper, logInThroughForm, saveDefaultAddress } from './shopper.ts';

/** The cheapest available pieces' ids, from the public listing (price low to high). */
async function cheapestPieces(page: Page, n: number): Promise<string[]> {
  const response = await page.request.post('/api/product-list', {
    data: { sortBy: 'price', sortOrder: 'asc', perPage: 24 },
  });
  const { data } = await response.json();
  return data.data.map((product: { _id: string }) => product._id).slice(0, n);
}

async function setUpBuyer(page: Page, label: string) {
  const email = `online.${label}.${Date.now()}@example.in`;
  await createVerifiedShopper(page.request, email, 'phulkari-1');
  await logInThroughForm(page, email, 'phulkari-1');
  await saveDefaultAddress(page, page.request);
}

/** From the product page: Buy → checkout → Online payment → Place Order → the sandbox widget. */
async function openWidget(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${productId}$`));
  await expect(page.getByLabel('First name')).toHaveValue('Harleen');
  await page.getByRole('radio', { name: /Online payment/ }).check();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const widget = page.getByRole('dialog');
  await expect(widget).toBeVisible();
  await expect(widget.getByText('Test mode').first()).toBeVisible();
  await expect(widget).toContainText('Shahi Threads');
  return { widget, title };
}

test('pay online in the sandbox → verified → My Orders shows it paid', async ({ page }, testInfo) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await setUpBuyer(page, `paid.${testInfo.project.name}`);
  const index = testInfo.project.name === 'phone' ? 0 : 1;
  const productId = (await cheapestPieces(page, 2))[index] ?? '';
  const { widget, title } = await openWidget(page, productId);

  await widget.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText('Payment verified successfully!')).toBeVisible();
  const card = page.locator('main article').filter({ hasText: title }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByText('ONLINE')).toBeVisible();

  await page.goto(`/product/${productId}`);
  await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
  expect(failures).toEqual([]);
});

test('a failed payment leaves the piece reserved until the reservation ends, then it is for sale again', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await setUpBuyer(page, `failed.${testInfo.project.name}`);
  const index = testInfo.project.name === 'phone' ? 2 : 3;
  const productId = (await cheapestPieces(page, 4))[index] ?? '';
  const { widget } = await openWidget(page, productId);

  await widget.getByRole('button', { name: 'Fail' }).click();
  await widget.getByRole('button', { name: 'Close' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Payment failed|not completed/ })
      .first(),
  ).toBeVisible();

  // Another visitor sees the piece reserved and cannot buy it.
  const visitor = awaitingApp(await browser.newPage());
  await visitor.goto(`/product/${productId}`);
  await expect(visitor.getByText('Reserved', { exact: true }).first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Buy' })).toBeDisabled();

  // Let the 15-minute reservation run out; the release job frees the piece within about a minute.
  await withShopDatabase((db) =>
    db.query(
      `UPDATE orders SET reserved_until = now() - interval '1 second'
        WHERE payment_status = 'pending' AND id IN (SELECT order_id FROM order_lines WHERE product_id = $1)`,
      [productId],
    ),
  );
  await expect
    .poll(async () => (await (await visitor.request.get(`/api/product/${productId}`)).json()).data.status, {
      timeout: 100_000,
      intervals: [2_000],
    })
    .toBe('available');
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Buy' })).toBeEnabled();
  await visitor.close();
});
