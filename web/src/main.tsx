import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

// The first page's chunk first (its modulepreload link already has it on the way): see preloadPage.
// Rendered as a transition: React then builds the first page in short slices instead of one long
// task that holds a slow phone's main thread (Lighthouse's TBT, issue 6 §5).
void preloadPage(window.location.pathname).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
