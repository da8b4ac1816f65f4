/**
 * What several browser tests do alike: a swipe across a carousel, and axe's serious and critical
 * findings on the page as it is.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/**
 * A swipe across the middle of `viewport` over 60% of its width, `to` the left or right: touch
 * points through the DevTools protocol where the device has touch (Playwright has no touch
 * swipe), else the mouse.
 */
export async function swipe(
  page: Page,
  viewport: Locator,
  to: 'left' | 'right',
  touch: boolean,
): Promise<void> {
  const box = await viewport.boundingBox();
  if (!box) throw new Error('the carousel to swipe is not on screen');
  const dx = (to === 'left' ? -0.6 : 0.6) * box.width;
  const y = box.y + box.height / 2;
  const from = box.x + box.width / 2 - dx / 2;
  if (!touch) {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(from + dx, y, { steps: 8 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    const x = from + (dx * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Axe's serious and critical violations on the page (WCAG 2.x A and AA), one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
