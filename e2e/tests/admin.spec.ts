/**
 * The back office end to end: the owner adds a piece with two photos at /admin, it is on
 * the storefront, a shopper buys it cash on delivery, the owner ships and delivers it, the shopper's
 * My Orders follows each status and the customer's mails are in the outbox. Each project (phone,
 * desktop) runs with its own accounts and its own piece: a piece sells once.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForMail } from './outbox.ts';
import { withShopDatabase } from './shop-database.ts';
import { createVerifiedShopper, logInThroughForm, saveDefaultAddress } from './shopper.ts';

// Two browsers, the shop's mails and the back office: longer than the config's minute.
test.describe.configure({ timeout: 120_000 });

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG (`width` × `height`, RGB). */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3).map((_, index) => [r, g, b][index % 3] ?? 0),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens a back office section: from the menu on a phone, from the bar on a laptop. */
async function openSection(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /^Menu/ });
  if (await menu.isVisible()) {
    await menu.click();
    await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name }).click();
    return;
  }
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name }).click();
}

test('the owner adds a piece with photos, a shopper buys it (COD), the owner ships and delivers it', async ({
  page,
  request,
  failures,
  run,
  otherPage: buyer,
}) => {
  const ownerEmail = `owner.${run}@example.in`;
  const buyerEmail = `buyer.${run}@example.in`;
  const title = `Zari Potli ${run}`;

  // The owner: a verified account given the admin role in the shop's database (as admin:create does).
  await createVerifiedShopper(request, ownerEmail, 'zari-owner-1');
  await withShopDatabase((client) =>
    client.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [ownerEmail]),
  );

  // /admin sends a visitor to /login, which brings the owner back.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(ownerEmail);
  await page.getByLabel('Password', { exact: true }).fill('zari-owner-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Backups: the embedded database archives its write-ahead log from the first start.
  await openSection(page, 'Backups');
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  const archive = page.getByRole('region', { name: 'Write-ahead log archive' });
  await expect(archive.getByRole('definition').first()).toHaveText('On');
  await expect(page.getByRole('region', { name: 'Base backups' })).toContainText(/Kept\s*\d+ \(for 14 days/);

  // A new piece with two photos.
  await openSection(page, 'Products');
  await page.getByRole('link', { name: 'New piece' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Price (₹)').fill('1499.50');
  await page.getByLabel('MRP (₹, optional)').fill('1999');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Description', { exact: true }).fill('Hand-stitched zari potli$MRP ₹1,999$25% OFF');
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('25% OFF')).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: solidPng(64, 80, [122, 15, 26]) },
    { name: 'back.png', mimeType: 'image/png', buffer: solidPng(64, 80, [201, 162, 39]) },
  ]);
  await expect(page.getByText('Main photo')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Move photo 2 left' })).toBeEnabled();
  await page.getByRole('button', { name: 'Create piece' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  const productId = page.url().split('/').pop() ?? '';

  // It is on the storefront, with both photos and its price.
  await createVerifiedShopper(request, buyerEmail, 'phulkari-1');
  await logInThroughForm(buyer, buyerEmail, 'phulkari-1');
  await saveDefaultAddress(buyer, request);
  await buyer.goto(`/product/${productId}`);
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(buyer.getByText('₹1,499.50').first()).toBeVisible();
  const product = await (await request.get(`/api/product/${productId}`)).json();
  expect(product.data.images).toHaveLength(2);

  // The shopper buys it, cash on delivery.
  await buyer.getByRole('button', { name: 'Buy' }).click();
  await expect(buyer).toHaveURL(new RegExp(`/checkout/${productId}$`));
  await buyer.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await buyer.getByRole('button', { name: 'Place Order' }).click();
  await expect(buyer).toHaveURL(/\/my-orders$/);
  const buyerOrder = buyer.locator('main article').filter({ hasText: title });
  await expect(buyerOrder.locator('header').getByText('Pending', { exact: true })).toBeVisible();

  // The owner finds the order and ships it.
  await openSection(page, 'Orders');
  await page.getByLabel('Search').fill(buyerEmail);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=buyer/);
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(title);
  await orders.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order [0-9A-F]{8}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = page.getByRole('dialog', { name: 'Ship order' });
  // The e2e shop has the courier stand-in (SHIPPING_SANDBOX): this owner books the parcel herself.
  await ship.getByRole('button', { name: 'I booked it myself' }).click();
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship.getByText('Courier name is required')).toBeVisible();
  await ship.getByLabel('Courier').fill('Delhivery');
  await ship.getByLabel('Tracking number').fill(`DLV-${run.slice(-6)}`);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Order marked shipped; the customer has been mailed')).toBeVisible();

  await buyer.reload();
  await expect(buyerOrder.locator('header').getByText('Shipped', { exact: true })).toBeVisible();
  await expect(buyerOrder.getByTestId('order-shipment').getByText(`DLV-${run.slice(-6)}`)).toBeVisible();

  // Delivered.
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page
    .getByRole('dialog', { name: 'Mark delivered?' })
    .getByRole('button', { name: 'Mark delivered' })
    .click();
  await expect(page.getByText('Order marked delivered; the customer has been mailed')).toBeVisible();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();

  await buyer.reload();
  await expect(buyerOrder.locator('header').getByText('Delivered', { exact: true })).toBeVisible();

  // The customer's mails.
  expect(await waitForMail(buyerEmail, /is placed/)).toContain(title);
  expect(await waitForMail(buyerEmail, /is on its way/)).toContain(`DLV-${run.slice(-6)}`);
  await waitForMail(buyerEmail, /was delivered/);

  // A shopper who opens /admin is told there is no access.
  await buyer.goto('/admin');
  await expect(buyer.getByText('No access to the back office')).toBeVisible();
  await buyer.context().close();
  expect(failures).toEqual([]);
});
