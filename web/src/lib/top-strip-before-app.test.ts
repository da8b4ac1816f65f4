import { TOP_STRIP_INTERVAL_MS, TOP_STRIP_TEXTS } from '@shahi/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockMatchMedia } from '#web/test/match-media.ts';
import { alternateTopStripUntilApp, takeOverTopStrip } from './top-strip-before-app.ts';

const stripText = () => document.querySelector('aside[data-top-strip] > p');

/** The strip as the server writes it: its texts (in the page's language) in `data-top-strip`. */
function serverStrip(texts: readonly string[], label = 'Announcement') {
  const json = JSON.stringify(texts).replaceAll('"', '&quot;');
  return `<aside aria-label="${label}" data-top-strip="${json}"><p class="motion-safe:animate-fade-in">${texts[0]}</p><button type="button">Pause</button></aside>`;
}

describe('the top strip before the app runs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = serverStrip(TOP_STRIP_TEXTS);
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

  it('alternates the texts the server wrote in the page’s language', () => {
    document.body.innerHTML = serverStrip(['सीज़न के अंत की सेल', 'जल्दी करें'], 'घोषणा');
    alternateTopStripUntilApp();
    vi.advanceTimersByTime(TOP_STRIP_INTERVAL_MS);
    expect(stripText()?.textContent).toBe('जल्दी करें');
  });
});
