/**
 * "Ask for one like this" end to end (ADR 0040): a guest on a sold piece's page sends a
 * made-to-order request at /ask (through the page's button when it has one), gets a reference and
 * an acknowledgement mail; the owner finds the request in the back office inbox with the piece,
 * the message and the budget, and sends a quote, which is mailed to the guest with its link; the
 * guest registers with that address, opens the link and accepts, and the order is in My Orders.
 * Each project (phone, desktop) sells its own piece and uses its own addresses.
 */
import { expect, test } from './fixtures.ts';
import { waitForMail } from './outbox.ts';
import { withShopDatabase } from './shop-database.ts';
import { createVerifiedShopper, logInThroughForm } from './shopper.ts';

// Two browsers, the shop's mails and the back office: longer than the config's minute.
test.describe.configure({ timeout: 120_000 });

test('a guest asks for one like a sold piece, the owner quotes it, the guest accepts the quote', async ({
  page,
  request,
  failures,
  run,
  otherPage: owner,
}) => {
  const guestEmail = `asker.${run}@example.in`;
  const ownerEmail = `owner.${run}@example.in`;

  // A piece sold (as the back office's "mark sold" would leave it).
  const piece = await withShopDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; title: string }>(
      `UPDATE products SET status = 'sold', updated_at = now()
        WHERE id = (SELECT id FROM products WHERE status = 'available' ORDER BY id LIMIT 1)
        RETURNING id, title`,
    );
    return rows[0];
  });
  if (!piece) throw new Error('no available piece to sell');

  // The guest opens the sold piece's page and asks for one like it.
  await page.goto(`/product/${piece.id}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.title })).toBeVisible();
  const ask = page.getByRole('link', { name: 'Ask for one like this' });
  if (await ask.count()) await ask.first().click();
  else await page.goto(`/ask?product=${piece.id}`);
  await expect(page).toHaveURL(new RegExp(`/ask\\?product=${piece.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ask for one like this' })).toBeVisible();
  const asked = page.getByRole('figure', { name: 'The piece you are asking about' });
  await expect(asked.getByText(piece.title)).toBeVisible();
  await expect(asked.getByText('Sold', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill('Simran Kaur');
  await page.getByLabel('Email').fill(guestEmail);
  await page.getByLabel('What would you like made?').fill(`One like this in deep green, please (${run}).`);
  await page.getByLabel('Your budget in ₹ (optional)').fill('12500');
  await page.getByRole('button', { name: 'Send request' }).click();
  const receipt = page.getByRole('status').filter({ hasText: 'Your request is with our artisans' });
  await expect(receipt).toBeVisible();
  const reference = /REQ-[0-9A-F]{8}/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  expect(await waitForMail(guestEmail, /We have your request/)).toContain(reference);

  // The owner sees it in the back office inbox and quotes it.
  await createVerifiedShopper(request, ownerEmail, 'zari-owner-1');
  await withShopDatabase((client) =>
    client.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [ownerEmail]),
  );
  await owner.goto('/admin');
  await owner.getByLabel('Email', { exact: true }).fill(ownerEmail);
  await owner.getByLabel('Password', { exact: true }).fill('zari-owner-1');
  await owner.getByRole('button', { name: 'Login' }).click();
  await expect(owner).toHaveURL(/\/admin\/orders$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // On a phone the sections are in the menu; on a laptop in the bar.
  const menu = owner.getByRole('button', { name: /^Menu/ });
  let sections = owner.getByRole('navigation', { name: 'Back office' });
  if (await menu.isVisible()) {
    await menu.click();
    sections = owner.getByRole('navigation', { name: 'Back office menu' });
  }
  await sections.getByRole('link', { name: /^Requests/ }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await owner.getByRole('navigation', { name: 'Which requests' }).getByRole('link', { name: 'New' }).click();
  const card = owner.getByRole('article', { name: `Request ${reference}` });
  await expect(card).toContainText(piece.title);
  await expect(card).toContainText(guestEmail);
  await expect(card).toContainText('₹12,500.00');
  await expect(card).toContainText('deep green');

  await card.getByRole('button', { name: 'Send a quote' }).click();
  const dialog = owner.getByRole('dialog', { name: `Quote ${reference}` });
  await dialog.getByLabel('Price (₹)').fill('14999.50');
  await dialog.getByLabel('Making time (days)').fill('21');
  await dialog.getByLabel(/Message/).fill('Deep green georgette with a hand-embroidered gold border.');
  await dialog.getByRole('button', { name: 'Send quote' }).click();
  await expect(dialog).toBeHidden();
  await owner
    .getByRole('navigation', { name: 'Which requests' })
    .getByRole('link', { name: 'Quoted' })
    .click();
  await expect(owner.getByRole('article', { name: `Request ${reference}` })).toContainText(
    '₹14,999.50, 21 days',
  );

  const quoteMail = await waitForMail(guestEmail, /Your quote for/);
  expect(quoteMail).toContain('₹14,999.50');
  const link = /\/requests\/[0-9a-f-]{36}/.exec(quoteMail)?.[0] ?? '';
  expect(link).not.toBe('');
  await owner.context().close();

  // The guest registers with the address they asked from, opens the link and accepts the quote.
  await createVerifiedShopper(request, guestEmail, 'phulkari-1');
  await logInThroughForm(page, guestEmail, 'phulkari-1');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Our quote' })).toBeVisible();
  await expect(page.getByText('21 days')).toBeVisible();
  await page.getByLabel('Street address').fill('House 12, Sector 17-C');
  await page.getByLabel('City').fill('Chandigarh');
  await page.getByLabel('State / union territory').selectOption('Chandigarh');
  await page.getByLabel('PIN code').fill('160017');
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Accept quote and place order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText('Quote accepted. Your order is placed.')).toBeVisible();
  const order = page.locator('main article').filter({ hasText: `Made for you: ${piece.title}` });
  await expect(order.locator('header').getByText('Pending', { exact: true })).toBeVisible();
  expect(await waitForMail(guestEmail, /is placed/)).toContain(`Made for you: ${piece.title}`);
  expect(failures).toEqual([]);
});
