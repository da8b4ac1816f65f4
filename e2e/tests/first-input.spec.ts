/**
 * A visitor's collection page before the first input (docs/decisions/0046): the server's page is
 * complete, so the app waits for the shopper to reach for it; meanwhile the top strip still
 * alternates, and a first press on a button is held and replayed once the app runs.
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
