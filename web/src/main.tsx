import { LOCALE_TAGS } from '@shahi/contract/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { startHydration } from './lib/hydration.ts';
import { loadLocale, pageLocation } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// Home, a collection and a product page come with their HTML rendered by the server
// (entry-server.tsx): the app takes that markup over instead of drawing the page again.
const serverRendered = root.firstElementChild !== null;
const app = (
  <StrictMode>
    <App serverRendered={serverRendered} />
  </StrictMode>
);

// The first page's chunk and the page's language first (its modulepreload link already has it on the way): see preloadPage.
// Rendered as a transition: React then builds (or hydrates) the first page in short slices instead
// of one long task that holds a slow phone's main thread (Lighthouse's TBT; docs/decisions/0011).
const { locale, path } = pageLocation();
// The server writes the page's `<html lang>`; the development server's index.html is English only.
document.documentElement.lang = LOCALE_TAGS[locale];
void Promise.all([preloadPage(path), loadLocale(locale)]).then(() =>
  startTransition(() => {
    if (serverRendered) {
      startHydration();
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  }),
);
