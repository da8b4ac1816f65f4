import { TOP_STRIP_INTERVAL_MS } from '@shahi/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '#web/test/match-media.ts';
import { alternateTopStripUntilApp, takeOverTopStrip } from './top-strip-before-app.ts';

const stripText = () => document.querySelector('aside[aria-label="Announcement"] > p');

describe('the top strip before the app runs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<aside aria-label="Announcement"><p class="motion-safe:animate-fade-in">End Of Season Sale</p><button type="button">Pause</button></aside>';
  });
  afterEach(() => {
    takeOverTopStrip();
    document.body.innerHTML = '';
  });

  it('alternates the server’s text every 5 s in a new element, until the app takes over', () => {
    alternateTopStripUntilApp();
    const first = stripText();
    vi.advanceTimersByTime(TOP_STRIP_INTERVAL_MS);
    expect(stripText()?.textContent).toBe('Hurry Up');
    expect(stripText()).not.toBe(first);
    expect(stripText()?.className).toBe('motion-safe:animate-fade-in');

    expect(takeOverTopStrip()).toBe(1);
    vi.advanceTimersByTime(3 * TOP_STRIP_INTERVAL_MS);
    expect(stripText()?.textContent).toBe('Hurry Up');
  });

  it('stands still for visitors who prefer reduced motion', () => {
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    alternateTopStripUntilApp();
    vi.advanceTimersByTime(3 * TOP_STRIP_INTERVAL_MS);
    expect(stripText()?.textContent).toBe('End Of Season Sale');
    expect(takeOverTopStrip()).toBe(0);
  });
});
