/**
 * Swiping the sliders (Embla, web/src/hooks/use-carousel.ts): a touch swipe on the phone and a
 * mouse drag on the desktop move home's banner and testimonials and a product's photos to the next
 * slide and back; the sliders loop, the gallery stops at its ends, and a swipe across a banner
 * does not follow its link.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { swipe } from './gestures.ts';

/** Resolves once `slide` stands where its `viewport` is: the row has finished moving to it. */
async function inView(slide: Locator, viewport: Locator): Promise<void> {
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([slide.boundingBox(), viewport.boundingBox()]);
      return a && b ? Math.round(Math.abs(a.x - b.x)) : Number.NaN;
    })
    .toBeLessThanOrEqual(1);
}

/**
 * Swipes a home slider (paused at its first slide) left, right and right again, checking after
 * each that the slide shown (`k of n`) is the next, back at the first, then the last (it loops),
 * and that the row stands at it.
 */
async function swipeAround(page: Page, region: Locator, itemName: string, touch: boolean): Promise<void> {
  const viewport = region.locator('> div').first();
  const shown = region.locator('[aria-roledescription="slide"][data-active="true"]');
  const count = await region.locator('[aria-roledescription="slide"]').count();
  expect(count).toBeGreaterThan(2);
  await region.getByRole('button', { name: `Pause ${itemName}s` }).click();
  // A press during a turn's slide may be ignored (testimonials): pressed until it takes.
  await expect(async () => {
    await region.getByRole('button', { name: `Show ${itemName} 1 of ${count}` }).click();
    await expect(shown).toHaveAttribute('aria-label', `1 of ${count}`, { timeout: 1_000 });
  }).toPass();
  await inView(shown, viewport);

  for (const [to, then] of [
    ['left', 2],
    ['right', 1],
    ['right', count],
  ] as const) {
    await swipe(page, viewport, to, touch);
    await expect(shown).toHaveAttribute('aria-label', `${then} of ${count}`);
    await inView(shown, viewport);
  }
}

test('home: a swipe moves the banner and the testimonials on and back, looping', async ({
  page,
}, testInfo) => {
  const touch = Boolean(testInfo.project.use.hasTouch);
  await page.goto('/');
  await swipeAround(page, page.getByRole('region', { name: 'Featured' }), 'banner', touch);
  // A banner is a link; the swipes across it did not follow it.
  await expect(page).toHaveURL(/\/$/);

  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await testimonials.scrollIntoViewIfNeeded();
  await swipeAround(page, testimonials, 'testimonial', touch);
});

test('product page: a swipe moves to the next photo and back, and stops at the first', async ({
  page,
  request,
}, testInfo) => {
  const touch = Boolean(testInfo.project.use.hasTouch);
  const rows = (await (await request.get('/api/product-list-by-category')).json()).data;
  const product = rows[0].products[0] as { _id: string; title: string };
  await page.goto(`/product/${product._id}`);
  const thumbnailList = page.getByRole('list', { name: 'Product images' });
  const thumbnails = thumbnailList.getByRole('button');
  const count = await thumbnails.count();
  expect(count).toBeGreaterThan(1);
  const first = page.getByRole('img', { name: product.title, exact: true });
  const second = page.getByRole('img', { name: `${product.title}, image 2 of ${count}` });
  // The photos' viewport stands just before the thumbnails.
  const viewport = thumbnailList.locator('xpath=preceding-sibling::div[1]');
  await expect(first).toBeVisible();

  await swipe(page, viewport, 'left', touch);
  await expect(second).toBeVisible();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await inView(second, viewport);

  await swipe(page, viewport, 'right', touch);
  await expect(first).toBeVisible();
  await inView(first, viewport);
  // No loop: on the first photo a swipe to the right springs back.
  await swipe(page, viewport, 'right', touch);
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');
  await inView(first, viewport);
});
