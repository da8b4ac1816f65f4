import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchChunks } from './prefetch-chunks.ts';

const prefetches = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) =>
    link.getAttribute('href'),
  );

describe('prefetchChunks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('inserts one prefetch per task, in the order given, with crossorigin', async () => {
    const hrefs = ['/assets/main.js', '/assets/client.js', '/assets/config.js'];
    let done = false;
    const prefetching = prefetchChunks(hrefs).then(() => {
      done = true;
    });
    expect(prefetches()).toEqual(hrefs.slice(0, 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(prefetches()).toEqual(hrefs.slice(0, 2));
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await prefetching;
    expect(done).toBe(true);
    expect(prefetches()).toEqual(hrefs);
    for (const link of document.head.querySelectorAll('link'))
      expect(link.getAttribute('crossorigin')).toBe('');
  });

  it('resolves at once with nothing to fetch', async () => {
    await prefetchChunks([]);
    expect(prefetches()).toEqual([]);
  });
});
