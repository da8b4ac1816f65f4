import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app/app.tsx';
import { renderPage } from './entry-server.tsx';
import { showPicturesAfterLargestPaint } from './lib/after-largest-paint.ts';
import { startHydration } from './lib/hydration.ts';
import {
  PRELOADED_ANSWERS_ID,
  type PreloadedAnswer,
  resetPreloadedAnswers,
} from './lib/preloaded-answers.ts';
import { actRoots } from './test/act-root.ts';
import { CATEGORY_ID, categories, makeBanners, makeProduct, PRODUCT_ID } from './test/fixtures.ts';

const config = {
  shopName: 'Royal Looms',
  imageBaseUrl: 'https://cdn.example.in/img/',
  paymentMode: 'live' as const,
};
const footer = {
  contacts: [{ type: 'email', value: 'care@example.in', label: 'Write to us' }],
  socialLinks: [],
};
const layout: PreloadedAnswer[] = [
  { method: 'POST', path: '/category/active', data: categories },
  { method: 'GET', path: '/footer', data: footer },
];
const listingRequest = { page: 2, perPage: 8, search: '', filter: { categoryId: CATEGORY_ID } };
const pages: [string, PreloadedAnswer[]][] = [
  [
    '/',
    [
      { method: 'POST', path: '/banner/active', data: makeBanners(2) },
      { method: 'POST', path: '/testimonial/active', data: [] },
      {
        method: 'GET',
        path: '/product-list-by-category',
        data: [{ ...categories[0], products: [makeProduct({ title: 'Row Piece' })] }],
      },
      ...layout,
    ],
  ],
  [
    `/product/${PRODUCT_ID}`,
    [{ method: 'GET', path: `/product/${PRODUCT_ID}`, data: makeProduct() }, ...layout],
  ],
  [
    `/collection/${CATEGORY_ID}/2`,
    [
      {
        method: 'POST',
        path: '/product-list',
        body: listingRequest,
        data: { currentPage: 2, totalCount: 9, totalPage: 2, data: [makeProduct({ title: 'Ninth Piece' })] },
      },
      ...layout,
    ],
  ],
];

// Hydration is driven with React's act() directly (Testing Library renders with createRoot only).
const roots = actRoots(() => {
  document.getElementById(PRELOADED_ANSWERS_ID)?.remove();
  resetPreloadedAnswers();
  globalThis.__SHOP_CONFIG__ = undefined;
});

/** Puts the server's page into the document as the browser receives it: answers, then `#root` with the markup. */
function receive(url: string, answers: PreloadedAnswer[], markup: string) {
  window.history.replaceState(null, '', url);
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = PRELOADED_ANSWERS_ID;
  data.textContent = JSON.stringify(answers);
  document.head.append(data);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  showPicturesAfterLargestPaint(root); // as boot.ts does before the app starts
  return root;
}

describe('renderPage', () => {
  it("renders a product page's title, price and picture from the embedded answers, with the shop's config", async () => {
    const [url, answers] = pages[1] as [string, PreloadedAnswer[]];
    const markup = await renderPage({ url, answers, config });
    expect(markup).toContain('<h1');
    expect(markup).toContain('Phulkari Dupatta');
    expect(markup).toContain('₹1,23,456.00');
    expect(markup).toMatch(/<img [^>]*src="https:\/\/cdn\.example\.in\/img\/products\/phulkari-1\.webp"/);
    expect(markup).toContain('Royal Looms');
  });

  it("renders a collection's listing page (the cards are its largest paint), and home's rows with their photos held back", async () => {
    const collection = await renderPage({ url: pages[2]?.[0] ?? '', answers: pages[2]?.[1] ?? [], config });
    expect(collection).toContain('Ninth Piece');
    expect(collection).toContain('page 2 of 2');
    const home = await renderPage({ url: '/', answers: pages[0]?.[1] ?? [], config });
    expect(home).toContain('Banner title 1');
    expect(home).toContain('Row Piece');
    expect(home).not.toContain('Loading products');
    // The second banner's picture and the rows' photos wait for the largest paint, unfetched.
    expect(home).toMatch(/<template data-after-largest-paint=""><picture><source [^>]*mobile-2\.webp/);
    expect(home).toMatch(/<template data-after-largest-paint=""><picture><img [^>]*alt="Row Piece"/);
    expect(home.match(/<img [^>]*alt="Row Piece"/g)).toHaveLength(1);
  });

  it.each(pages)(
    '%s: the browser takes the markup over without redrawing it (no hydration mismatch)',
    async (url, answers) => {
      const markup = await renderPage({ url, answers, config });
      globalThis.__SHOP_CONFIG__ = config;
      const container = receive(url, answers, markup);
      startHydration(); // as main.tsx does
      const serverFrame = container.querySelector(':scope > div');
      const recoverable = vi.fn();
      const consoleError = vi.spyOn(console, 'error');
      await act(async () => {
        roots.keep(
          hydrateRoot(
            container,
            <StrictMode>
              <App serverRendered />
            </StrictMode>,
            { onRecoverableError: recoverable },
          ),
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(serverFrame).not.toBeNull();
      expect(container.querySelector(':scope > div')).toBe(serverFrame);
      expect(container.querySelector('template')).toBeNull();
      expect(document.documentElement.dataset.app).toBe('ready');
      // The shopper may have scrolled the server's page already: taking it over does not move it.
      expect(window.scrollTo).not.toHaveBeenCalled();
    },
  );
});
