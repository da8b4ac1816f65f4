/**
 * axe-core on every route: WCAG 2.0, 2.1 and 2.2 A and AA rules, on the phone
 * and the desktop, after the page's content has loaded. Any serious or critical violation fails
 * the test and is printed as rule, impact, help and the offending elements. Every page must
 * also have exactly one h1.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createVerifiedShopper, logInThroughForm } from './shopper.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Findings as readable lines: where, rule (impact): help, then up to 5 elements with their summaries. */
function report(findings: Finding[]): string {
  return findings
    .map((finding) =>
      [`${finding.where} — ${finding.rule} (${finding.impact}): ${finding.help}`, ...finding.targets]
        .map((line, index) => (index === 0 ? line : `    ${line}`))
        .join('\n'),
    )
    .join('\n');
}

/** Resolves once every finite animation running now has ended (fades, slides, cross-fades). */
async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getTiming().iterations ?? 1))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until nothing is loading: no busy region, no skeleton, no running finite animation, one h1. */
async function waitForContent(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(
    page.locator('[aria-busy="true"], .animate-pulse, [role="status"][aria-label^="Loading"]'),
  ).toHaveCount(0);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  // Fades and slides end before contrast is measured (the top strip's fade, the banner's slide).
  await animationsFinished(page);
}

/**
 * Watches the page's elements while `measure` runs; resolves with its result and whether any
 * element was added, removed or re-texted meanwhile (the top strip swaps its text every 5 s and
 * fades the new one in: contrast read mid-fade is not the page's).
 */
async function whileWatched<T>(
  page: Page,
  measure: () => Promise<T>,
): Promise<{ result: T; changed: boolean }> {
  await page.evaluate(() => {
    const watched = window as unknown as { scanWatch?: { observer: MutationObserver; changed: boolean } };
    const watch = { changed: false, observer: new MutationObserver(() => (watch.changed = true)) };
    watch.observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    watched.scanWatch = watch;
  });
  // A fade that began just before the watch began would change nothing the watch sees: wait it out.
  await animationsFinished(page);
  const result = await measure();
  const changed = await page.evaluate(() => {
    const watched = window as unknown as { scanWatch?: { observer: MutationObserver; changed: boolean } };
    watched.scanWatch?.observer.disconnect();
    return watched.scanWatch?.changed ?? false;
  });
  return { result, changed };
}

/** The serious and critical violations of the page as it is now. */
async function scan(page: Page, where: string): Promise<Finding[]> {
  // Measured on a page that held still for the whole scan: a rotation caught mid-fade is scanned again.
  let watched = await whileWatched(page, () => new AxeBuilder({ page }).withTags(wcagTags).analyze());
  for (let again = 0; watched.changed && again < 3; again += 1) {
    await animationsFinished(page);
    watched = await whileWatched(page, () => new AxeBuilder({ page }).withTags(wcagTags).analyze());
  }
  const results = watched.result;
  // Moderate and minor findings do not fail the run, but are shown.
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') {
      console.log(
        `${where} — ${violation.id} (${violation.impact}): ${violation.help} ×${violation.nodes.length}`,
      );
    }
  }
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map(
          (node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
        ),
    }));
}

async function scanRoute(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await waitForContent(page);
  return scan(page, path);
}

/** A category id and an available product id from the public API. */
async function catalogue(request: APIRequestContext) {
  const categories = await (await request.post('/api/category/active')).json();
  const products = await (await request.post('/api/product-list', { data: { perPage: 1 } })).json();
  return { categoryId: categories.data[0]._id as string, productId: products.data.data[0]._id as string };
}

const visitorRoutes = [
  '/',
  '/cart',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/x',
  '/search',
  '/search?q=silk',
  '/shop',
  '/shop/2',
  '/new-arrivals',
  '/sale',
  '/sold',
  '/no-such-page',
  '/about',
  '/contact',
  '/shippingpolicy',
  '/returnpolicy',
  '/refundpolicy',
  '/privacypolicy',
  '/termsandconditions',
  '/grievance',
];

for (const path of visitorRoutes) {
  test(`axe: ${path} has no serious or critical violation`, async ({ page }) => {
    const findings = await scanRoute(page, path);
    expect(findings, report(findings)).toEqual([]);
  });
}

test('axe: a collection and a product page', async ({ page, request }) => {
  const { categoryId, productId } = await catalogue(request);
  const findings = [
    ...(await scanRoute(page, `/collection/${categoryId}`)),
    ...(await scanRoute(page, `/collection/${categoryId}/2?sort=price-desc`)),
    ...(await scanRoute(page, `/product/${productId}`)),
  ];
  expect(findings, report(findings)).toEqual([]);
});

test('axe: the open CATEGORY menu', async ({ page, isMobile }) => {
  await page.goto('/');
  await waitForContent(page);
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'CATEGORY' }).click();
  await expect(page.locator('nav[aria-label="Main"] a[href^="/collection/"]').first()).toBeVisible();
  const findings = await scan(page, '/ with the CATEGORY menu open');
  expect(findings, report(findings)).toEqual([]);
});

test('axe: the pages of a logged-in shopper', async ({ page, request, isMobile }, testInfo) => {
  const email = `axe.${testInfo.project.name}.${Date.now()}@example.in`;
  await createVerifiedShopper(request, email, 'phulkari-1');
  await logInThroughForm(page, email, 'phulkari-1');
  const { productId } = await catalogue(request);
  const findings: Finding[] = [];
  for (const path of [
    '/profile',
    '/profile?tab=password',
    '/profile?tab=addresses',
    '/profile?tab=orders',
    `/checkout/${productId}`,
    '/my-orders',
    '/wishlist',
    '/cart',
  ]) {
    findings.push(...(await scanRoute(page, path)));
  }

  // The address form dialog, and the ME menu open.
  await scanRoute(page, '/profile?tab=addresses');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await scan(page, '/profile?tab=addresses with the address dialog open')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'ME', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  findings.push(...(await scan(page, '/profile with the ME menu open')));

  expect(findings, report(findings)).toEqual([]);
});

test('axe itself: a missing alt text and gold text on ivory are reported', async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForContent(page);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML(
      'beforeend',
      '<img src="/favicon.svg" width="20" height="20"><p style="color:#c9a227;background:#fbf7ef">Gold on ivory</p>',
    );
  });
  const rules = (await scan(page, 'a broken page')).map((finding) => finding.rule);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});

test.describe('keyboard', () => {
  test('the skip link moves focus to the page content', async ({ page }) => {
    await page.goto('/shop');
    await waitForContent(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('CATEGORY: ArrowDown opens and moves, Escape closes and returns focus', async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForContent(page);
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    const button = page.getByRole('button', { name: 'CATEGORY' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const links = page.locator('nav[aria-label="Main"] a[href^="/collection/"]');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    if (isMobile)
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the sliders and the top strip have Pause buttons', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    for (const name of ['Pause announcements', 'Pause banners', 'Pause testimonials']) {
      const button = page.getByRole('button', { name });
      await button.click();
      await expect(page.getByRole('button', { name: name.replace('Pause', 'Play') })).toBeVisible();
    }
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the banner does not advance by itself', async ({ page }) => {
    await page.goto('/');
    await waitForContent(page);
    const current = page.locator('[aria-roledescription="slide"][data-active="true"] img');
    const first = await current.getAttribute('alt');
    await expect(page.getByRole('button', { name: 'Play banners' })).toBeVisible();
    await page.waitForTimeout(6_000);
    expect(await current.getAttribute('alt')).toBe(first);
  });
});
