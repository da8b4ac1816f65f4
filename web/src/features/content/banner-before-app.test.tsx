import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { BANNER_INTERVAL_MS, BANNER_TRANSITION_MS } from '@shahi/contract';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerRenderContext } from '#web/components/ui/after-largest-paint.tsx';
import { showPicturesAfterLargestPaint } from '#web/lib/after-largest-paint.ts';
import { actRoots } from '#web/test/act-root.ts';
import { layOutCarousels, trackX } from '#web/test/embla.ts';
import { makeBanners } from '#web/test/fixtures.ts';
import { mockMatchMedia } from '#web/test/match-media.ts';
import { forgetBannerBeforeApp, takeOverBanner, turnBannerUntilApp } from './banner-before-app.ts';
import { BannerSlider } from './components/banner-slider.tsx';

const banners = makeBanners(3);
const roots = actRoots(() => {
  takeOverBanner();
  forgetBannerBeforeApp();
});

/** Puts the server's markup of a 3-banner slider on the page, as a visitor receives it. */
function receiveServerBanner(): HTMLElement {
  const markup = renderToString(
    <I18nProvider i18n={i18n}>
      <ServerRenderContext value={true}>
        <StaticRouter location="/">
          <BannerSlider banners={banners} />
        </StaticRouter>
      </ServerRenderContext>
    </I18nProvider>,
  );
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root') as HTMLElement;
}

const slide = (n: number) =>
  document.querySelector<HTMLElement>(
    `[aria-roledescription="slide"][aria-label="${n} of 3"]`,
  ) as HTMLElement;
const activeSlide = () => document.querySelector('[aria-roledescription="slide"][data-active="true"]');
/** The row of slides that Embla moves once the app runs; before, its `style` places the slide shown. */
const track = () => slide(1).parentElement as HTMLElement;
const region = () => screen.getByRole('region', { name: 'Featured' });

describe('the home banner before the app runs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns the server’s slides every 5 s as the component does, wrapping', () => {
    receiveServerBanner();
    turnBannerUntilApp();
    expect(activeSlide()).toBe(slide(1));

    vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    expect(activeSlide()).toBe(slide(2));
    expect(slide(2)).toHaveAttribute('aria-hidden', 'false');
    expect(slide(2)).not.toHaveAttribute('inert');
    expect(slide(1)).toHaveAttribute('aria-hidden', 'true');
    expect(slide(1)).toHaveAttribute('inert');
    expect(slide(1)).toHaveAttribute('data-active', 'false');
    expect(screen.getByRole('button', { name: 'Show banner 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show banner 1 of 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Banner 2 of 3')).toHaveClass('sr-only');
    expect(track()).toHaveAttribute('style', 'transform:translate3d(-100%,0,0)');

    vi.advanceTimersByTime(2 * BANNER_INTERVAL_MS);
    expect(activeSlide()).toBe(slide(1));
    expect(track()).not.toHaveAttribute('style');
  });

  it('slides the row over 1 s, the first slide coming in after the last, and stops when taken over', () => {
    const animations: { element: Element; keyframes: Keyframe[]; cancel: ReturnType<typeof vi.fn> }[] = [];
    const animate = vi.fn(function animate(
      this: Element,
      keyframes: Keyframe[],
      timing: KeyframeAnimationOptions,
    ) {
      expect(timing).toEqual({ duration: BANNER_TRANSITION_MS, easing: 'ease-in-out' });
      const animation = { element: this, keyframes, cancel: vi.fn() };
      animations.push(animation);
      return animation as unknown as Animation;
    });
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    try {
      receiveServerBanner();
      turnBannerUntilApp();
      vi.advanceTimersByTime(BANNER_INTERVAL_MS);
      expect(animations.map(({ element, keyframes }) => [element, keyframes])).toEqual([
        [track(), [{ transform: 'translate3d(0%,0,0)' }, { transform: 'translate3d(-100%,0,0)' }]],
      ]);

      vi.advanceTimersByTime(2 * BANNER_INTERVAL_MS);
      const afterLast = { transform: 'translate3d(300%,0,0)' };
      expect(animations.slice(2).map(({ element, keyframes }) => [element, keyframes])).toEqual([
        [track(), [{ transform: 'translate3d(-200%,0,0)' }, { transform: 'translate3d(-300%,0,0)' }]],
        [slide(1), [afterLast, afterLast]],
      ]);

      expect(takeOverBanner()).toBe(0);
      expect(animations[2]?.cancel).toHaveBeenCalled();
      expect(animations[3]?.cancel).toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });

  it('holds still while hovered or while focus is inside', () => {
    receiveServerBanner();
    turnBannerUntilApp();
    region().dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS);
    expect(activeSlide()).toBe(slide(1));
    region().dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    expect(activeSlide()).toBe(slide(2));

    const next = screen.getByRole('button', { name: 'Next banner' });
    next.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS);
    expect(activeSlide()).toBe(slide(2));
    next.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(BANNER_INTERVAL_MS);
    expect(activeSlide()).toBe(slide(3));
  });

  it('stands still for visitors who prefer reduced motion', () => {
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    receiveServerBanner();
    turnBannerUntilApp();
    vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS);
    expect(activeSlide()).toBe(slide(1));
    expect(takeOverBanner()).toBe(0);
  });

  it('is taken over by the component from the slide on screen, without a hydration mismatch', async () => {
    const root = receiveServerBanner();
    expect(root.querySelectorAll('picture')).toHaveLength(1);
    turnBannerUntilApp();
    showPicturesAfterLargestPaint(root);
    expect(root.querySelectorAll('picture')).toHaveLength(3);
    vi.advanceTimersByTime(BANNER_INTERVAL_MS);

    // Embla runs as in a browser (a row of 400 px slides) and starts at the slide on screen.
    layOutCarousels(400);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      roots.keep(
        hydrateRoot(
          root,
          <I18nProvider i18n={i18n}>
            <MemoryRouter>
              <BannerSlider banners={banners} />
            </MemoryRouter>
          </I18nProvider>,
          { onRecoverableError: recoverable },
        ),
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('img')).toHaveAccessibleName('Banner title 2');
    expect(trackX(track())).toBe(-400);

    // One timer turns it now, the component's: 5 s later the next slide, not two on.
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(screen.getByRole('img')).toHaveAccessibleName('Banner title 3');
    expect(activeSlide()).toBe(slide(3));
    act(() => vi.advanceTimersByTime(BANNER_TRANSITION_MS));
    expect(trackX(track())).toBeCloseTo(-800, -1);
  });
});
