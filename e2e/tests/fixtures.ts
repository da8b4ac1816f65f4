/**
 * The browser tests' `test`: Playwright's, with a `page` whose `goto` and `reload` also wait for
 * the app to be running. Home, collections and product pages arrive server-rendered: they are on
 * screen (links and all) before the app's script has run and hydrated them, and for a visitor on a
 * collection or product page the app starts only at the first input (docs/decisions/0050). A press
 * made before then is held and replayed, but the tests press Shift (an input that changes nothing)
 * and wait for the app, so that each step acts on the running app.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Starts the app with a key press where it waits for the shopper's first input, then waits until it
 * has committed its first render (`<html data-app="ready">`, web/src/app/app.tsx).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Makes `page.goto` and `page.reload` resolve only once the app runs on the new page. Returns `page`. */
export function awaitingApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/** What the tests' fixtures add to Playwright's. */
interface ShopFixtures {
  /**
   * What must not happen on `page` while the test runs: uncaught page errors and answers of 500 or
   * more, as text. A test that asks for it ends with `expect(failures).toEqual([])`.
   */
  failures: string[];
  /** A name unique to this run of the test in this project ("phone-1764…"), for addresses and titles. */
  run: string;
  /**
   * A second person's page (the owner, the buyer): its own browser context, like the project's
   * device (viewport, touch, user agent, pixel ratio); closed after the test if not before.
   */
  otherPage: Page;
}

export const test = base.extend<ShopFixtures>({
  page: async ({ page }, use) => {
    await use(awaitingApp(page));
  },
  failures: async ({ page }, use) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
    });
    await use(failures);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  run: async ({}, use, testInfo) => {
    await use(`${testInfo.project.name}-${Date.now()}`);
  },
  otherPage: async ({ browser }, use, testInfo) => {
    const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      isMobile,
      hasTouch,
      userAgent,
      deviceScaleFactor,
      baseURL,
    });
    await use(awaitingApp(await context.newPage()));
    await context.close();
  },
});
