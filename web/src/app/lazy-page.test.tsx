import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/render.tsx';
import { renderAppAt } from '#web/test/render-app.tsx';
import { isPreloadable, lazyPage } from './lazy-page.tsx';
import { preloadPage } from './router.tsx';

const inSuspense = (element: React.ReactElement) => <Suspense fallback={<p>Waiting</p>}>{element}</Suspense>;

describe('lazyPage', () => {
  it('suspends on a first mount, and renders at once after preload', async () => {
    const load = vi.fn(async () => ({ Page: () => <h1>The page</h1> }));
    const element = lazyPage(load, (module) => module.Page);
    const first = render(inSuspense(element));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    first.unmount();

    const preloaded = lazyPage(load, (module) => module.Page);
    if (!isPreloadable(preloaded.type)) throw new Error('not preloadable');
    await preloaded.type.preload();
    render(inSuspense(preloaded));
    // No fallback frame: the page is there in the very first commit.
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});

describe('preloadPage', () => {
  it('fetches the chunk of the page at a path, so the app’s first frame holds it', async () => {
    mockApi({});
    await preloadPage('/about');
    renderAppAt('/about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('resolves for home and unknown paths, which have no chunk', async () => {
    await expect(preloadPage('/')).resolves.toBeUndefined();
    await expect(preloadPage('/no/such/page')).resolves.toBeUndefined();
  });
});
