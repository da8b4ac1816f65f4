/**
 * A visitor's page before the first input (docs/decisions/0050): the server's page is complete,
 * so the app waits for the shopper to reach for it; meanwhile the top strip still alternates, home's
 * banner turns, its held-back pictures come in after the largest paint, and a first press on a
 * button is held and replayed once the app runs.
 */
import { messages } from '@shahi/contract';
import { expect, test } from './fixtures.ts';

test('the app waits for the first input, the strip turns meanwhile, the first press is kept', async ({
  context,
  request,
}) => {
  const categories = (await (await request.post('/api/category/active')).json()).data as { _id: string }[];
  // A tab of its own: the fixture's page would press a key and start the app at once.
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await page.goto(`/collection/${categories[1]?._id}`);

  // Its chunks are fetched once its first pictures have painted; the app has not run.
  await expect(page.locator('head link[rel="prefetch"]')).not.toHaveCount(0);
  const strip = page.getByRole('complementary', { name: 'Announcement' }).locator('p');
  await expect(strip).toHaveText('End Of Season Sale');
  await expect(strip).toHaveText('Hurry Up', { timeout: 8_000 });
  await expect(page.locator('html')).not.toHaveAttribute('data-app');

  // The first input is a press on a card's heart: it starts the app and is replayed once it runs.
  await page.getByRole('button', { name: 'Save to wishlist' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.loginToSaveToWishlist)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(failures).toEqual([]);
});

test('home turns its banner and shows its rows before the first input; the first press is kept', async ({
  context,
  request,
}) => {
  const banners = (await (await request.post('/api/banner/active')).json()).data as unknown[];
  expect(banners.length).toBeGreaterThan(2);
  const page = await context.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  await page.goto('/');

  const banner = page.getByRole('region', { name: 'Featured' });
  const activeSlide = banner.locator('[aria-roledescription="slide"][data-active="true"]');
  await expect(activeSlide).toHaveAttribute('aria-label', `1 of ${banners.length}`);
  // The rows' photos and the other banners' pictures were held in templates until the largest paint.
  await expect(page.locator('template[data-after-largest-paint]')).toHaveCount(0);
  const rowPhoto = page.locator('section[aria-labelledby^="category-row-"] img').first();
  await expect(rowPhoto).toHaveAttribute('src', /\/images\/products\//);
  await expect(activeSlide).toHaveAttribute('aria-label', `2 of ${banners.length}`, { timeout: 8_000 });
  await expect(activeSlide.locator('img')).toBeVisible();
  await expect
    .poll(() => activeSlide.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(banner.getByRole('button', { name: `Show banner 2 of ${banners.length}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-app');

  // The first input, a press on Next, starts the app and moves on from the slide on screen.
  await banner.getByRole('button', { name: 'Next banner' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(activeSlide).toHaveAttribute('aria-label', `3 of ${banners.length}`);
  expect(failures).toEqual([]);
});
