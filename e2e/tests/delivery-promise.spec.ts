/**
 * The delivery promise and the tracking timeline end to end (ADRs 0061, 0064), against the e2e
 * shop's Shiprocket stand-in (SHIPPING_SANDBOX): on a product page a visitor checks a PIN the
 * stand-in serves (Ludhiana, 141001: a date and cash on delivery) and one it does not (Port Blair,
 * 744101: the refusal); then an order booked through the stand-in and moved along by its scans
 * shows its timeline on My Orders.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { withShopDatabase } from './shop-database.ts';
import { createVerifiedShopper, logInThroughForm } from './shopper.ts';

// Two accounts, the API and My Orders: longer than the config's minute.
test.describe.configure({ timeout: 120_000 });

/** The cheapest available piece (id and title). */
async function cheapestPiece() {
  return withShopDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; title: string }>(
      `SELECT id, title FROM products WHERE status = 'available' ORDER BY price_paise, id LIMIT 1`,
    );
    return rows[0];
  });
}

/** A session token for `email` through the login API. */
async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.token;
}

test('a product page promises delivery for a served PIN and refuses an unserved one', async ({
  page,
  failures,
}) => {
  const piece = await cheapestPiece();
  expect(piece).toBeDefined();
  if (!piece) return;
  await page.goto(`/product/${piece.id}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await delivery.getByLabel('Deliver to').fill('141001');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(delivery.getByTestId('delivery-promise')).toHaveText(
    /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} · Cash on delivery available$/,
  );

  await delivery.getByLabel('Deliver to').fill('744101');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(delivery.getByTestId('delivery-promise')).toHaveText("We can't deliver to 744101 yet");

  // The PIN last checked comes back on the next visit.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Delivery' }).getByLabel('Deliver to')).toHaveValue('744101');
  expect(failures).toEqual([]);
});

test('an order booked through the courier shows its tracking timeline on My Orders', async ({
  page,
  request,
  failures,
  run,
}) => {
  const buyerEmail = `track.buyer.${run}@example.in`;
  const ownerEmail = `track.owner.${run}@example.in`;
  await createVerifiedShopper(request, ownerEmail, 'zari-owner-1');
  await withShopDatabase((client) =>
    client.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [ownerEmail]),
  );
  const piece = await cheapestPiece();
  expect(piece).toBeDefined();
  if (!piece) return;

  // The shopper orders it, cash on delivery, to Chandigarh (the workshop's own state: no e-way bill).
  await createVerifiedShopper(request, buyerEmail, 'phulkari-1');
  const buyer = { authorization: `Bearer ${await tokenOf(request, buyerEmail, 'phulkari-1')}` };
  const placed = await request.post('/api/order/create', {
    headers: buyer,
    data: {
      addressDetails: {
        firstName: 'Harleen',
        lastName: 'Kaur',
        phone: '9876543210',
        address: 'House 12, Sector 17-C',
        city: 'Chandigarh',
        state: 'Chandigarh',
        zip: '160017',
        country: 'India',
      },
      phoneNumber: '9812345678',
      paymentMethod: 'cod',
      products: [piece.id],
      acceptTerms: true,
    },
  });
  expect(placed.status()).toBe(201);
  const orderId: string = (await placed.json()).order._id;

  // The owner books the courier (the stand-in), and the parcel is scanned in transit, then out for delivery.
  const owner = { authorization: `Bearer ${await tokenOf(request, ownerEmail, 'zari-owner-1')}` };
  const booked = await request.post(`/api/admin/orders/${orderId}/ship-with-courier`, {
    headers: owner,
    data: {},
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const awb: string = (await booked.json()).data.shipment.awb;
  for (const [statusId, location] of [
    [18, 'Chandigarh Hub'],
    [17, 'Sector 17 Delivery Centre'],
  ] as const) {
    // Shiprocket's webhook times are to the second: a scan a second later reads as later than the one before.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const scan = await request.post('/api/shipping-sandbox/scan', {
      headers: owner,
      data: { awb, statusId, location },
    });
    expect(scan.status(), await scan.text()).toBe(200);
  }

  // My Orders: the card's timeline, open while the parcel travels.
  await logInThroughForm(page, buyerEmail, 'phulkari-1');
  await page.goto('/my-orders');
  const card = page.locator('main article').filter({ hasText: piece.title });
  await expect(card.locator('header')).toContainText(`Order ${orderId.slice(0, 8).toUpperCase()}`);
  const tracking = card.getByTestId('order-tracking');
  await expect(tracking.getByText(awb)).toBeVisible();
  const updates = tracking.getByRole('list', { name: 'Tracking updates' }).getByRole('listitem');
  await expect(updates.first()).toContainText('Out for delivery');
  await expect(updates.first()).toContainText('Sector 17 Delivery Centre');
  await expect(tracking.getByRole('list', { name: 'Tracking updates' })).toContainText('Chandigarh Hub');
  await expect(
    tracking.getByRole('list', { name: 'Delivery progress' }).locator('[aria-current="step"]'),
  ).toContainText('Out for delivery');
  expect(failures).toEqual([]);
});
