/**
 * The sold archive (ADR 0037) and the wishlist (ADR 0038): /sold shows sold pieces with their
 * SOLD badge and month, a sold piece's page offers similar available pieces and "Ask for one like
 * this" (/ask?product=…, the made-to-order request's page), and a shopper's heart fills /wishlist.
 */
import { expect, test } from './fixtures.ts';
import { createVerifiedShopper } from './shopper.ts';

test('a sold piece leads to similar pieces and to asking for one like it', async ({ page }) => {
  await page.goto('/sold');
  await expect(page.getByRole('heading', { level: 1, name: 'Found Their Homes' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByText('Sold', { exact: true })).toBeVisible();
  await expect(first.getByText(/^Sold in [A-Z][a-z]+ \d{4}$/)).toBeVisible();

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  const productId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByText('This piece has been sold.')).toBeVisible();

  const similar = page.getByTestId('similar-pieces');
  await expect(page.getByRole('heading', { name: 'Pieces like this, still available' })).toBeVisible();
  await expect(similar.getByRole('listitem')).toHaveCount(4);
  await expect(similar.getByText('Sold', { exact: true })).toHaveCount(0);

  const ask = page.getByRole('link', { name: 'Ask for one like this' });
  await expect(ask).toHaveAttribute('href', `/ask?product=${productId}`);
});

test('a visitor’s heart asks them to log in; a shopper’s fills the wishlist', async ({ page, request }) => {
  const email = `wishlist-${Date.now()}-${test.info().project.name}@example.com`;
  await createVerifiedShopper(request, email, 'phulkari-1');

  await page.goto('/sold');
  await page.getByRole('button', { name: 'Save to wishlist' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  // Logging in returns the shopper to the archive they came from.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('phulkari-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/sold$/);

  await page.goto('/new-arrivals');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  const heart = card.getByRole('button', { name: 'Save to wishlist' });
  await heart.click();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  const item = page.getByTestId('wishlist-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: title })).toBeVisible();
  await expect(item.getByText(/^Available/)).toBeVisible();
  await item.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});
