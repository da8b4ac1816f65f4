import { expect, test } from './fixtures.ts';
import { createVerifiedShopper, logInThroughForm, saveDefaultAddress } from './shopper.ts';

/** Rupees as the shop prints them ("₹1,234.50") → a number. */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a new shopper applies WELCOME10 at checkout, sees the new total, orders, and My Orders shows the discount', async ({
  page,
  request,
  failures,
}, testInfo) => {
  const email = `discount.${testInfo.project.name}.${Date.now()}@example.in`;
  await createVerifiedShopper(request, email, 'phulkari-1');
  await logInThroughForm(page, email, 'phulkari-1');
  // A first-order code counts orders to the same phone or address too (ADR 0039): this shopper's
  // delivery is their own, not the one the other specs' shoppers share.
  const stamp = String(Date.now()).slice(-9);
  await saveDefaultAddress(page, request, {
    address: `House ${stamp}, Sector 17-C`,
    phoneNumber: `9${stamp}`,
  });

  // The footer advertises the seeded code, with its condition, while it can be used (ADR 0060).
  const promotion = page.locator('footer').getByRole('region', { name: 'Promotion' });
  await expect(promotion).toContainText('SAVE 10% OFF');
  await expect(promotion).toContainText('Use code WELCOME10 at checkout on your first order');

  // A piece from the last home row's listing (the browse spec walks the first one's pages), straight
  // to its checkout.
  await page
    .getByRole('link', { name: /View All/ })
    .last()
    .click();
  const link = page.getByRole('region', { name: 'Products' }).locator('article a[href^="/product/"]').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  await page.goto(href.replace('/product/', '/checkout/'));
  await expect(page.getByLabel('First name')).toHaveValue('Harleen');

  const total = page.getByTestId('checkout-total');
  const before = rupees(await total.textContent());
  expect(before).toBeGreaterThan(0);

  // A wrong code is refused with the reason; WELCOME10 applies.
  const field = page.getByLabel('Discount code');
  await field.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This discount code is not valid')).toBeVisible();
  await field.fill('welcome10');
  await field.press('Enter');
  await expect(page.getByText(/WELCOME10 applied: you save/)).toBeVisible();
  const discount = Math.floor(before * 10) / 100;
  const after = Math.round((before - discount) * 100) / 100;
  await expect.poll(async () => rupees(await total.textContent())).toBe(after);
  await expect(page.getByRole('region', { name: 'Price break-up' })).toContainText('Discount (WELCOME10)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText('Order placed successfully with Cash on Delivery!')).toBeVisible();
  const card = page.locator('main article').first();
  await expect(card).toContainText('Discount (WELCOME10)');
  expect(rupees(await card.getByTestId('order-discount').textContent())).toBe(discount);
  await expect(card).toContainText(
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
      after,
    ),
  );

  expect(failures).toEqual([]);
});
