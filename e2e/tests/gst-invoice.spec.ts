/**
 * A tax invoice end to end: a shopper orders with a Punjab address from the Chandigarh seller, the
 * owner ships it, and the shopper downloads the invoice from My Orders. The PDF's text (poppler's
 * pdftotext, as an accountant's tools would read it) shows IGST for the inter-state sale, the
 * piece's HSN code, the seller's GSTIN and the total in words.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';
import { withShopDatabase } from './shop-database.ts';
import { createVerifiedShopper, logInThroughForm } from './shopper.ts';

// Two browsers, the shop's mails and the back office: longer than the config's minute.
test.describe.configure({ timeout: 120_000 });

/** The demo seller's GSTIN (server/src/modules/seller/demo.ts). */
const SELLER_GSTIN = '04ABKPS1234L1ZK';

test('a Punjab order is shipped and its IGST invoice downloads from My Orders', async ({
  page,
  request,
  failures,
  run,
  otherPage: owner,
}, testInfo) => {
  const buyerEmail = `gst.buyer.${run}@example.in`;
  const ownerEmail = `gst.owner.${run}@example.in`;

  // An available piece of a category with an HSN code, and the owner made admin.
  await createVerifiedShopper(request, ownerEmail, 'zari-owner-1');
  const piece = await withShopDatabase(async (client) => {
    await client.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [ownerEmail]);
    const { rows } = await client.query<{ id: string; title: string; hsn: string }>(
      `SELECT p.id, p.title, coalesce(p.hsn_code, c.hsn_code) AS hsn
         FROM products p JOIN categories c ON c.id = p.category_id
        WHERE p.status = 'available' AND coalesce(p.hsn_code, c.hsn_code) <> ''
        ORDER BY p.price_paise, p.id LIMIT 1`,
    );
    return rows[0];
  });
  expect(piece).toBeDefined();
  if (!piece) return;

  // The shopper checks out with a Ludhiana (Punjab) address, cash on delivery.
  await createVerifiedShopper(request, buyerEmail, 'phulkari-1');
  await logInThroughForm(page, buyerEmail, 'phulkari-1');
  await page.goto(`/checkout/${piece.id}`);
  await page.getByLabel('First name').fill('Simran');
  await page.getByLabel('Last name').fill('Gill');
  await page.getByLabel('Street address').fill('14 Sarabha Nagar');
  await page.getByLabel('City').fill('Ludhiana');
  await page.getByLabel('State / union territory').selectOption('Punjab');
  await page.getByLabel('PIN code').fill('141001');
  await page.getByLabel('Recipient phone').fill('9876543210');
  await page.getByLabel('Second contact phone').fill('9812345678');
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const order = page.locator('main article').filter({ hasText: piece.title });
  await expect(order.locator('header').getByText('Pending', { exact: true })).toBeVisible();
  await expect(order.getByRole('button', { name: /Download invoice/ })).toHaveCount(0);

  // The owner ships it from the back office.
  await logInThroughForm(owner, ownerEmail, 'zari-owner-1');
  await owner.goto(`/admin/orders?q=${encodeURIComponent(buyerEmail)}`);
  const orders = owner.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await orders.first().getByRole('link').click();
  await owner.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = owner.getByRole('dialog', { name: 'Ship order' });
  // The e2e shop has the courier stand-in (SHIPPING_SANDBOX): the owner books this parcel herself.
  await ship.getByRole('button', { name: 'I booked it myself' }).click();
  await ship.getByLabel('Courier').fill('India Post');
  await ship.getByLabel('Tracking number').fill(`EE${Date.now().toString().slice(-9)}IN`);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(owner.getByText('Order marked shipped; the customer has been mailed')).toBeVisible();
  await owner.context().close();

  // The shopper downloads the invoice from My Orders.
  await page.reload();
  await expect(order.locator('header').getByText('Shipped', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await order.getByRole('button', { name: /Download invoice/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-\d{5}\.pdf$/);
  const file = testInfo.outputPath('invoice.pdf');
  await download.saveAs(file);

  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Tax Invoice');
  expect(text).toContain('IGST');
  // No CGST column: the only "CGST" is the electronic-invoice line's "CGST Rule 46".
  expect(text).not.toMatch(/CGST(?! Rule)/);
  expect(text).toContain('Electronically issued; signature not required');
  expect(text).toContain(piece.hsn);
  expect(text).toContain(SELLER_GSTIN);
  expect(text).toMatch(/Punjab \(03\)/);
  expect(text.replace(/\s+/g, ' ')).toMatch(/Rupees [A-Za-z ,-]+ Only/);
  expect(failures).toEqual([]);
});
