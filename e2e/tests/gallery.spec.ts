/**
 * A product's photos full screen (docs/decisions/0070): a swipe reaches the third photo, a tap on
 * it opens it full screen (the lightbox's chunk fetched only then), a double tap zooms in, Escape
 * closes and focus is back on the photo; axe finds no serious or critical violation with the view
 * closed or open; its labels follow the page's language; a tap made before the app runs opens it
 * once the app does (docs/decisions/0050). Touch on the phone, the mouse on the desktop.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, swipe } from './gestures.ts';

interface Piece {
  _id: string;
  title: string;
  images: string[];
}

/** A demo piece with at least three photos (every fifth piece of a category has a third). */
async function pieceWithThreePhotos(request: APIRequestContext): Promise<Piece> {
  for (let page = 1; page <= 10; page += 1) {
    const answer = await (await request.post('/api/product-list', { data: { page, perPage: 20 } })).json();
    const pieces = answer.data.data as Piece[];
    const found = pieces.find((piece) => piece.images.length >= 3);
    if (found) return found;
    if (pieces.length < 20) break;
  }
  throw new Error('no piece with three photos in the demo catalogue');
}

/** A double tap (touch) or double click (mouse) at the middle of `target`. */
async function doubleTap(page: Page, target: Locator, touch: boolean): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (!touch) {
    await page.mouse.dblclick(x, y);
    return;
  }
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

/** The zoom of the photo shown full screen (1 when not zoomed): the scale of its wrapper's transform. */
function zoomOf(dialog: Locator): Promise<number> {
  return dialog
    .locator('.yarl__slide_current .yarl__slide_wrapper')
    .evaluate((wrapper) => new DOMMatrixReadOnly(getComputedStyle(wrapper).transform).a);
}

test('swipe to the third photo, open it full screen, zoom in, close back to it; axe clean', async ({
  page,
  request,
  failures,
}, testInfo) => {
  const touch = Boolean(testInfo.project.use.hasTouch);
  const piece = await pieceWithThreePhotos(request);
  const count = piece.images.length;
  const lightboxChunks: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/product-lightbox-[^/]*\.js$/.test(sent.url())) lightboxChunks.push(sent.url());
  });
  await page.goto(`/product/${piece._id}`);
  const thumbnails = page.getByRole('list', { name: 'Product images' });
  const viewport = thumbnails.locator('xpath=preceding-sibling::div[1]');
  await expect(page.getByRole('img', { name: piece.title, exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Each swipe from a settled slide: one that starts while the last is still sliding may be taken
  // as a drag of that one. A swipe that moved nothing (a busy machine dropped its moves) is tried
  // again, only while the gallery is still on the photo before.
  for (const position of [2, 3]) {
    const before = thumbnails.getByRole('button').nth(position - 2);
    await expect(async () => {
      if ((await before.getAttribute('aria-pressed')) === 'true') await swipe(page, viewport, 'left', touch);
      await expect(thumbnails.getByRole('button').nth(position - 1)).toHaveAttribute('aria-pressed', 'true', {
        timeout: 3_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(
      page.getByRole('button', { name: `View image ${position} of ${count} full screen` }),
    ).toBeInViewport({ ratio: 0.9 });
  }
  const third = page.getByRole('button', { name: `View image 3 of ${count} full screen` });
  // The full-screen view's code is not part of the page until it is asked for.
  expect(lightboxChunks).toEqual([]);

  if (touch) await third.tap();
  else await third.click();
  const dialog = page.getByRole('dialog', { name: `Photos of ${piece.title}` });
  await expect(dialog).toBeVisible();
  expect(lightboxChunks).toHaveLength(1);
  const photo = dialog.getByRole('img', { name: `${piece.title}, image 3 of ${count}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const next = dialog.getByRole('button', { name: 'Next photo' });
  if (count === 3) await expect(next).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);

  expect(await zoomOf(dialog)).toBe(1);
  await doubleTap(page, photo, touch);
  await expect.poll(() => zoomOf(dialog)).toBeGreaterThan(1.5);
  await expect(dialog.getByRole('button', { name: 'Zoom out' })).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(third).toBeFocused();
  await expect(thumbnails.getByRole('button').nth(2)).toHaveAttribute('aria-pressed', 'true');
  expect(failures).toEqual([]);
});

test('the full-screen view speaks Hindi on a Hindi page', async ({ page, request }) => {
  const piece = await pieceWithThreePhotos(request);
  await page.goto(`/hi/product/${piece._id}`);
  await page.getByRole('button', { name: `तस्वीर 1 / ${piece.images.length} पूरी स्क्रीन पर देखें` }).click();
  const dialog = page.getByRole('dialog', { name: /की फ़ोटो$/ });
  await expect(dialog.getByRole('button', { name: 'ज़ूम इन करें' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'अगली फ़ोटो' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'बंद करें' })).toBeVisible();
});

test('a tap on the photo before the app runs opens it full screen once the app does', async ({
  context,
  request,
}, testInfo) => {
  const piece = await pieceWithThreePhotos(request);
  // A tab of its own: the fixture's page would press a key and start the app at once.
  const page = await context.newPage();
  await page.goto(`/product/${piece._id}`);
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  const first = page.getByRole('button', { name: `View image 1 of ${piece.images.length} full screen` });
  if (testInfo.project.use.hasTouch) await first.tap();
  else await first.click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('dialog', { name: `Photos of ${piece.title}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();
});
