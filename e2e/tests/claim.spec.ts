/**
 * A claim after delivery end to end (ADR 0057; Consumer Protection (E-Commerce) Rules 2020, rule
 * 7(5)): a shopper's cash-on-delivery order is shipped and delivered from the back office; the
 * shopper reports it damaged from My Orders with a photo and a UPI ID; the owner refunds half with
 * the UPI reference and marks the piece damaged; My Orders then shows the refund, and the credit
 * note downloads as a PDF; the piece is archived as damaged, off sale.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { withShopDatabase } from './shop-database.ts';
import { createVerifiedShopper, logInThroughForm } from './shopper.ts';

// Two browsers, the shop's mails, the back office and a photo upload: longer than the config's minute.
test.describe.configure({ timeout: 180_000 });

/** A small JPEG (320 × 240) standing in for a phone photo of a torn border. */
const PHOTO = path.join(import.meta.dirname, '..', 'fixtures', 'claim-photo.jpg');

test('a damaged piece is claimed from My Orders, refunded in part, and its credit note downloads', async ({
  page,
  request,
  failures,
  run,
  otherPage: owner,
}, testInfo) => {
  const buyerEmail = `claim.buyer.${run}@example.in`;
  const ownerEmail = `claim.owner.${run}@example.in`;

  // The owner made admin, and the cheapest available piece.
  await createVerifiedShopper(request, ownerEmail, 'zari-owner-1');
  const piece = await withShopDatabase(async (client) => {
    await client.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [ownerEmail]);
    const { rows } = await client.query<{ id: string; title: string; price_paise: number }>(
      `SELECT id, title, price_paise FROM products WHERE status = 'available' ORDER BY price_paise, id LIMIT 1`,
    );
    return rows[0];
  });
  expect(piece).toBeDefined();
  if (!piece) return;

  // The shopper orders it, cash on delivery, to a Chandigarh address.
  await createVerifiedShopper(request, buyerEmail, 'phulkari-1');
  await logInThroughForm(page, buyerEmail, 'phulkari-1');
  await page.goto(`/checkout/${piece.id}`);
  await page.getByLabel('First name').fill('Harleen');
  await page.getByLabel('Last name').fill('Kaur');
  await page.getByLabel('Street address').fill('House 12, Sector 17-C');
  await page.getByLabel('City').fill('Chandigarh');
  await page.getByLabel('State / union territory').selectOption('Chandigarh');
  await page.getByLabel('PIN code').fill('160017');
  await page.getByLabel('Recipient phone').fill('9876543210');
  await page.getByLabel('Second contact phone').fill('9812345678');
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const order = page.locator('main article').filter({ hasText: piece.title });
  await expect(order.locator('header').getByText('Pending', { exact: true })).toBeVisible();
  await expect(order.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // The owner ships it and marks it delivered.
  await logInThroughForm(owner, ownerEmail, 'zari-owner-1');
  await owner.goto(`/admin/orders?q=${encodeURIComponent(buyerEmail)}`);
  await owner.getByRole('list', { name: 'Orders' }).getByRole('listitem').first().getByRole('link').click();
  await owner.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = owner.getByRole('dialog', { name: 'Ship order' });
  // The e2e shop has the courier stand-in (SHIPPING_SANDBOX): the owner books this parcel herself.
  await ship.getByRole('button', { name: 'I booked it myself' }).click();
  await ship.getByLabel('Courier').fill('India Post');
  await ship.getByLabel('Tracking number').fill(`EE${Date.now().toString().slice(-9)}IN`);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(owner.getByText('Order marked shipped; the customer has been mailed')).toBeVisible();
  await owner.getByRole('button', { name: 'Mark delivered' }).click();
  await owner
    .getByRole('dialog', { name: 'Mark delivered?' })
    .getByRole('button', { name: 'Mark delivered' })
    .click();
  await expect(owner.getByText('Delivered', { exact: true }).first()).toBeVisible();

  // The shopper reports it damaged, with a photo, and where to send a cash refund.
  await page.reload();
  await expect(order.locator('header').getByText('Delivered', { exact: true })).toBeVisible();
  await order.getByRole('button', { name: 'Report a problem' }).click();
  const form = order.getByRole('form', { name: 'Report a problem' });
  await form.getByRole('radio', { name: /Damaged/ }).check();
  await form.getByLabel('Describe the problem').fill('The embroidered border is torn along one side.');
  await form.getByLabel('Take or choose photos').setInputFiles(PHOTO);
  const preview = form.getByRole('list', { name: 'Chosen photos' }).getByRole('img');
  await expect(preview).toHaveCount(1);
  // The preview really shows (the page's CSP allows blob: images).
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await form.getByRole('radio', { name: 'UPI' }).check();
  await form.getByLabel('UPI ID').fill('harleen@okaxis');
  await form.getByRole('button', { name: 'Send claim' }).click();
  await expect(order.getByTestId('order-claim-status')).toHaveText('Claim received');
  await expect(order.getByText('We will reply within 2 working days, by e-mail and here.')).toBeVisible();

  // The owner opens it from the claims list, sees the photo, and refunds half, piece marked damaged.
  await owner.goto('/admin/claims');
  await owner
    .getByRole('link', { name: /Arrived damaged/ })
    .first()
    .click();
  await expect(owner.getByText('The embroidered border is torn along one side.')).toBeVisible();
  const photo = owner.getByRole('img', { name: /tap to enlarge/ });
  await expect(photo).toHaveCount(1);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await owner.getByRole('button', { name: 'Decide' }).click();
  const decide = owner.getByRole('dialog', { name: /^Decide CLM-/ });
  const half = (Math.round(piece.price_paise / 2) / 100).toFixed(2);
  await decide.getByRole('radio', { name: /Refund part/ }).check();
  await decide.getByLabel('Amount to refund (₹)').fill(half);
  await decide.getByLabel('UPI / bank transaction reference').fill('UTR412734567890');
  await decide.getByRole('radio', { name: /Mark damaged, keep off sale/ }).check();
  await decide
    .getByLabel(/Note to the shopper/)
    .fill('Sorry about the border: half the price is on its way.');
  await decide.getByRole('button', { name: 'Record refund' }).click();
  await expect(
    owner.getByText('Refund recorded, credit note issued; the shopper has been mailed'),
  ).toBeVisible();

  // The piece is off sale, archived as damaged.
  await owner.goto(`/admin/products/${piece.id}`);
  await expect(owner.getByText('Archived', { exact: true }).first()).toBeVisible();
  const damagedAt = await withShopDatabase(async (client) => {
    const { rows } = await client.query<{ status: string; damaged_at: Date | null }>(
      'SELECT status, damaged_at FROM products WHERE id = $1',
      [piece.id],
    );
    return rows[0];
  });
  expect(damagedAt?.status).toBe('archived');
  expect(damagedAt?.damaged_at).not.toBeNull();
  await owner.context().close();

  // My Orders shows the refund, and the credit note downloads as a PDF.
  await page.reload();
  const refunded = `₹${Number(half).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await expect(order.getByTestId('order-claim-status')).toContainText(`Refunded ${refunded} on`);
  await expect(order.getByTestId('order-claim-status')).toContainText('UPI ref UTR412734567890');
  await expect(order.getByTestId('order-refund')).toHaveText(`−${refunded}`);
  const downloading = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Download credit note' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^CN-\d{2}-\d{2}-\d{5}\.pdf$/);
  const file = testInfo.outputPath('credit-note.pdf');
  await download.saveAs(file);
  expect((await readFile(file)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(failures).toEqual([]);
});
