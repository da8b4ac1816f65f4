/**
 * The storefront's first script (index.html): its stylesheet, then the app (main.tsx, its own
 * chunk). A page the server rendered (home, a collection, a product) is already on screen, so
 * the app is fetched only once that page's largest picture has been painted
 * (lib/start-after-pictures.ts), together with the page's own chunks the server lists
 * (server/src/modules/seo/head.ts); any other page has nothing to show before the app, which then
 * starts at once (docs/decisions/0015).
 */
import './index.css';
import { startAfterPictures } from './lib/start-after-pictures.ts';

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

function startApp() {
  for (const href of pageChunks()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // React DOM first, in a task of its own, then the app: evaluated together they made one task of
  // ~190 ms on a slowed phone CPU after the page was on screen (Lighthouse's TBT; docs/decisions/0015).
  // (Importing the router or TanStack Query the same way would keep their every export: a
  // namespace import defeats tree-shaking, +66 KiB of first-load JS — ADR 0046.)
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main.tsx'));
}

const root = document.getElementById('root');
const pictures = root ? Array.from(root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')) : [];
startAfterPictures(pictures, startApp);
