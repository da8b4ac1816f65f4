/**
 * The owner's morning on a 390 px phone (ADR 0063): the Orders home opens on "To ship"; a shopper's
 * cash-on-delivery order placed in another browser while the page is open shows in the counts
 * without a reload; once confirmed it is in "To ship"; "Book courier & ship" books it with the
 * courier stand-in (SHIPPING_SANDBOX) in one press and shows the AWB; "Print invoice + packing
 * slip" opens one PDF; and every section of the back office opens from the menu.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withShopDatabase } from './shop-database.ts';
import { createVerifiedShopper, logInThroughForm, saveDefaultAddress } from './shopper.ts';

// Two browsers, the counts' 20 s refresh and every section: longer than the config's minute.
test.describe.configure({ timeout: 180_000 });
// The owner's morning is a phone's (390 px): the desktop project leaves this file out
// (playwright.config.ts); the laptop's bar is covered by admin.spec.ts.

/** The count on an Orders home tab ("Awaiting confirmation 2" → 2; no figure yet → -1). */
async function tabCount(page: Page, name: string | RegExp): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: 'Which orders' })
    .getByRole('link', { name })
    .textContent();
  const figure = /(\d+)\s*$/.exec(text ?? '');
  return figure ? Number(figure[1]) : -1;
}

/** An available piece from the middle of the price range, away from the other specs' picks. */
async function middlePiece(page: Page): Promise<string> {
  const response = await page.request.post('/api/product-list', {
    data: { sortBy: 'price', sortOrder: 'asc', perPage: 48 },
  });
  const pieces: Array<{ _id: string }> = (await response.json()).data.data;
  const piece = pieces[Math.floor(pieces.length / 2) + 3] ?? pieces.at(-1);
  if (!piece) throw new Error('no piece on sale');
  return piece._id;
}

/** Opens the menu and follows the section `name`. */
async function fromMenu(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name: /^Menu/ }).click();
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name }).click();
}

test('the owner’s morning on a phone: a new order shows by itself, ships in one press, papers print, every section opens', async ({
  page,
  request,
  failures,
  run,
  otherPage: shopper,
}) => {
  const ownerEmail = `morning.owner.${run}@example.in`;
  const shopperEmail = `morning.shopper.${run}@example.in`;

  await createVerifiedShopper(request, ownerEmail, 'zari-owner-1');
  await withShopDatabase((client) =>
    client.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [ownerEmail]),
  );
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(ownerEmail);
  await page.getByLabel('Password', { exact: true }).fill('zari-owner-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const tabs = page.getByRole('navigation', { name: 'Which orders' });
  await expect(tabs.getByRole('link', { name: /^To ship/ })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: /^Awaiting confirmation \d+$/ })).toBeVisible();
  const waitingBefore = await tabCount(page, /^Awaiting confirmation/);

  // The shopper orders, cash on delivery, in another browser while the Orders page stays open.
  await createVerifiedShopper(request, shopperEmail, 'phulkari-1');
  await logInThroughForm(shopper, shopperEmail, 'phulkari-1');
  await saveDefaultAddress(shopper, request);
  const productId = await middlePiece(shopper);
  await shopper.goto(`/product/${productId}`);
  await shopper.getByRole('button', { name: 'Buy' }).click();
  await expect(shopper).toHaveURL(new RegExp(`/checkout/${productId}$`));
  await shopper.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper).toHaveURL(/\/my-orders$/);
  await shopper.context().close();

  // No reload: the counts are read again within 20 s.
  await expect
    .poll(() => tabCount(page, /^Awaiting confirmation/), { timeout: 45_000, intervals: [2_000] })
    .toBe(waitingBefore + 1);
  await expect(page.getByRole('button', { name: /^Menu \d+ waiting$/ })).toBeVisible();

  // The owner confirms it (the customer said yes on the phone); it is then to ship.
  await tabs.getByRole('link', { name: /^Awaiting confirmation/ }).click();
  const waiting = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: 'Harleen Kaur' });
  await expect(waiting.first()).toContainText(
    /Awaiting confirmation \(until \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m\)/,
  );
  await waiting.first().getByRole('link').click();
  const reference =
    (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Order ', '').trim() ?? '';
  expect(reference).toMatch(/^[0-9A-F]{8}$/);
  await page.getByRole('button', { name: 'Confirm (customer confirmed by phone)' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm this order?' })
    .getByRole('button', { name: 'Confirm order' })
    .click();
  await expect(page.getByText('Confirmed – ready to ship')).toBeVisible();

  await fromMenu(page, /^Orders/);
  await expect(tabs.getByRole('link', { name: /^To ship/ })).toHaveAttribute('aria-current', 'page');
  const toShip = page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: reference });
  await expect(toShip).toBeVisible();
  await toShip.click();

  // Ship in one press with the courier stand-in: the AWB comes back.
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = page.getByRole('dialog', { name: 'Ship order' });
  await ship.getByRole('button', { name: 'Book courier & ship' }).click();
  const shipped = page.getByRole('dialog', { name: 'Shipped' });
  await expect(shipped.getByTestId('booked-awb')).toHaveText(/\S{6,}/);

  // "Print invoice + packing slip" opens one PDF in a new tab.
  const papers = page.context().waitForEvent('page');
  await shipped.getByRole('button', { name: 'Print invoice + packing slip' }).click();
  const tab = await papers;
  await expect.poll(() => tab.url(), { timeout: 15_000 }).toMatch(/^blob:/);
  await tab.close();
  await shipped.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('shipment-panel')).toBeVisible();

  // Every section opens from the menu and shows its heading.
  await page.getByRole('button', { name: /^Menu/ }).click();
  const links = page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link');
  const targets = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', name: anchor.textContent ?? '' })),
  );
  await page.keyboard.press('Escape');
  expect(targets.length).toBeGreaterThanOrEqual(17);
  const overflowing: string[] = [];
  for (const target of targets) {
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page
      .getByRole('navigation', { name: 'Back office menu' })
      .locator(`a[href="${target.href}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`${target.href}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This page failed to show')).toHaveCount(0);
    // The page fits the phone: nothing scrolls sideways.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) overflowing.push(`${target.href}: ${width} px`);
  }
  expect(overflowing).toEqual([]);
  expect(failures).toEqual([]);
});
