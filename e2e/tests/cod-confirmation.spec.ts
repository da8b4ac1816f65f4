/**
 * Cash-on-delivery confirmation in the browser (ADR 0035): an order confirmed from the link in its
 * mail (read from the outbox, opened without a session), and an order left unconfirmed that the
 * release job lapses once its window has passed (the window is ended in the database, then the
 * outcome is polled for: no fixed sleeps).
 */
import type { Page } from '@playwright/test';
import { awaitingApp, expect, test } from './fixtures.ts';
import { waitForMail } from './outbox.ts';
import { withShopDatabase } from './shop-database.ts';
import { createVerifiedShopper, logInThroughForm, saveDefaultAddress } from './shopper.ts';

/**
 * Available pieces from the dearest end of the listing, away from the other specs' cheapest picks
 * and outside the first home row's category, whose pages the browse spec walks.
 */
async function dearPieces(page: Page): Promise<string[]> {
  const rows = (await (await page.request.get('/api/product-list-by-category')).json()).data;
  const firstCategory: string = rows[0]?._id ?? '';
  const response = await page.request.post('/api/product-list', {
    data: { sortBy: 'price', sortOrder: 'desc', perPage: 48 },
  });
  const { data } = await response.json();
  return data.data
    .filter((product: { category: { _id: string } | null }) => product.category?._id !== firstCategory)
    .map((product: { _id: string }) => product._id);
}

async function setUpBuyer(page: Page, label: string) {
  const email = `cod.${label}.${Date.now()}@example.in`;
  await createVerifiedShopper(page.request, email, 'phulkari-1');
  await logInThroughForm(page, email, 'phulkari-1');
  await saveDefaultAddress(page, page.request);
  return email;
}

/** Buy → checkout → Cash on Delivery → Place Order; resolves with the piece's title. */
async function placeCodOrder(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${productId}$`));
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText('Please confirm it from the e-mail we sent')).toBeVisible();
  return title;
}

test('a COD order confirmed from the link in its mail', async ({ page, browser }, testInfo) => {
  const email = await setUpBuyer(page, `link.${testInfo.project.name}`);
  const productId = (await dearPieces(page))[testInfo.project.name === 'phone' ? 0 : 1] ?? '';
  const title = await placeCodOrder(page, productId);
  const card = page.locator('main article').filter({ hasText: title }).first();
  await expect(card.getByTestId('order-awaiting-confirmation')).toContainText(
    'Awaiting your confirmation — confirm by',
  );
  await expect(card.getByTestId('order-awaiting-confirmation')).toContainText('IST');

  const mail = await waitForMail(email, /is placed/);
  const link = /https?:\/\/\S+\/order\/[0-9a-f-]+\/confirm\?token=\S+/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');

  // The link works without a session (another browser context), and opening it confirms nothing.
  const context = await browser.newContext();
  const visitor = awaitingApp(await context.newPage());
  await visitor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await expect(visitor.getByText(title)).toBeVisible();
  await page.reload();
  await expect(card.getByTestId('order-awaiting-confirmation')).toBeVisible();

  await visitor.getByRole('button', { name: 'Confirm order' }).click();
  await expect(visitor.getByText('Thank you — your order is confirmed.')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('order-awaiting-confirmation')).toHaveCount(0);
  await expect(card.getByTestId('order-cod-confirmed')).toContainText('Confirmed ✓');
  await waitForMail(email, /is confirmed/);
});

test('an unconfirmed COD order lapses: cancelled, the piece back on sale, the shopper told', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = await setUpBuyer(page, `lapse.${testInfo.project.name}`);
  const productId = (await dearPieces(page))[testInfo.project.name === 'phone' ? 2 : 3] ?? '';
  const title = await placeCodOrder(page, productId);

  // Let the confirmation window run out; the release job lapses the order within about a minute.
  await withShopDatabase((db) =>
    db.query(
      `UPDATE orders SET reserved_until = now() - interval '1 second'
        WHERE payment_method = 'cod' AND cod_confirmed_at IS NULL
          AND id IN (SELECT order_id FROM order_lines WHERE product_id = $1)`,
      [productId],
    ),
  );
  await expect
    .poll(async () => (await (await page.request.get(`/api/product/${productId}`)).json()).data.status, {
      timeout: 100_000,
      intervals: [2_000],
    })
    .toBe('available');

  await page.reload();
  const card = page.locator('main article').filter({ hasText: title }).first();
  await expect(card.getByTestId('order-cod-lapsed')).toContainText('not confirmed in time');
  const mail = await waitForMail(email, /was not confirmed/);
  expect(mail).toContain('We did not hear from you');

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('button', { name: 'Buy' })).toBeEnabled();
});
