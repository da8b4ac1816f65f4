/**
 * The storefront's first script (index.html): its stylesheet, then the app (main.tsx, its own
 * chunk). A page the server rendered (home, a collection, a product) is already on screen:
 * - its own chunks (listed by the server, server/src/pages/head.ts) and the pictures it holds
 *   back (lib/after-largest-paint.ts) are fetched once its largest picture has been painted
 *   (lib/start-after-pictures.ts, docs/decisions/0015);
 * - the app runs only when the page needs it (docs/decisions/0050): at once for a signed-in
 *   shopper (their menu and bag), else at the shopper's first input (lib/first-input.ts). Until
 *   then the top strip and home's banner turn by themselves (lib/top-strip-before-app.ts,
 *   features/content/banner-before-app.ts) and a press on a button is held for the app
 *   (lib/held-presses.ts).
 * Any other page has nothing to show before the app, which then starts at once.
 */
import './index.css';
import { turnBannerUntilApp } from './features/content/banner-before-app.ts';
import { showPicturesAfterLargestPaint } from './lib/after-largest-paint.ts';
import { getValidAuthToken } from './lib/auth-token.ts';
import { onFirstInput } from './lib/first-input.ts';
import { holdPressesUntilAppReady } from './lib/held-presses.ts';
import { nextTask, prefetchChunks } from './lib/prefetch-chunks.ts';
import { startAfterPictures } from './lib/start-after-pictures.ts';
import { alternateTopStripUntilApp } from './lib/top-strip-before-app.ts';

/** The id of the JSON list of the page's chunks the server writes on server-rendered pages. */
const PAGE_CHUNKS_ID = 'shop-page-chunks';

/** The page's own chunks (script URLs) the server named, or none. */
function pageChunks(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(PAGE_CHUNKS_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

let started = false;
/** Stops holding presses for the app: where its script fails to load, the page works as plain HTML. */
let releasePresses = () => {};

/** Evaluates React DOM, then the app (which hydrates or renders the page); once. */
async function startApp() {
  if (started) return;
  started = true;
  // The app's first render draws the pictures the server held in templates: put them in place first.
  showPicturesAfterLargestPaint();
  try {
    await importApp();
  } catch (error) {
    releasePresses();
    throw error;
  }
}

async function importApp() {
  // React DOM first, in a task of its own, then the app: evaluated together they made one task of
  // ~190 ms on a slowed phone CPU after the page was on screen (Lighthouse's TBT; docs/decisions/0015).
  // (Importing the router or TanStack Query the same way would keep their every export: a
  // namespace import defeats tree-shaking, +66 KiB of first-load JS — ADR 0050.)
  await import('react-dom/client');
  await nextTask();
  await import('./main.tsx');
}

const root = document.getElementById('root');
if (root?.firstElementChild) {
  const pictures = Array.from(root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  const needsAppAtOnce = getValidAuthToken() !== null;
  alternateTopStripUntilApp();
  turnBannerUntilApp();
  releasePresses = holdPressesUntilAppReady();
  if (!needsAppAtOnce) onFirstInput(() => void startApp());
  startAfterPictures(pictures, () => {
    showPicturesAfterLargestPaint();
    void prefetchChunks(pageChunks()).then(() => (needsAppAtOnce ? startApp() : undefined));
  });
} else void startApp();
