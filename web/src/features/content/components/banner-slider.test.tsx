import { BANNER_INTERVAL_MS, BANNER_TRANSITION_MS } from '@shahi/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { dragAcross, layOutCarousels, trackX } from '#web/test/embla.ts';
import { makeBanners } from '#web/test/fixtures.ts';
import { mockMatchMedia } from '#web/test/match-media.ts';
import { BannerSlider } from './banner-slider.tsx';

function renderSlider(count = 3) {
  return render(
    <MemoryRouter>
      <BannerSlider banners={makeBanners(count)} />
    </MemoryRouter>,
  );
}

/** The one banner image not hidden from assistive technology: the current slide. */
const currentImage = () => screen.getByRole('img');
/** Embla's viewport (the region's first box) and the row of slides it moves. */
const viewport = () => screen.getByRole('region', { name: 'Featured' }).firstElementChild as HTMLElement;
const track = () => viewport().firstElementChild as HTMLElement;

describe('BannerSlider', () => {
  it('advances every 5 s and wraps from the last banner to the first', () => {
    vi.useFakeTimers();
    renderSlider(3);
    expect(currentImage()).toHaveAccessibleName('Banner title 1');

    act(() => vi.advanceTimersByTime(4_999));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
    act(() => vi.advanceTimersByTime(1));
    expect(currentImage()).toHaveAccessibleName('Banner title 2');

    act(() => vi.advanceTimersByTime(5_000));
    expect(currentImage()).toHaveAccessibleName('Banner title 3');
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
  });

  it('loads the other slides’ pictures only once the first is in (it is the largest paint)', () => {
    const { container } = renderSlider(3);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    fireEvent.load(currentImage());
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('slides to the next banner over 1 s: over half the way but short of 95% at half time, 99% at 1 s', () => {
    vi.useFakeTimers();
    layOutCarousels(1000);
    renderSlider(3);
    const row = track();
    expect(trackX(row)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    act(() => vi.advanceTimersByTime(BANNER_TRANSITION_MS / 2));
    expect(trackX(row)).toBeLessThan(-500);
    expect(trackX(row)).toBeGreaterThan(-950);
    act(() => vi.advanceTimersByTime(BANNER_TRANSITION_MS / 2));
    expect(trackX(row)).toBeLessThanOrEqual(-990);
    expect(trackX(row)).toBeGreaterThanOrEqual(-1000);
  });

  it('does not animate when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    layOutCarousels(1000);
    renderSlider(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(trackX(track())).toBe(-1000);
  });

  it('moves to the next banner on a swipe to the left and back on one to the right, looping', () => {
    vi.useFakeTimers();
    layOutCarousels(400);
    renderSlider(3);
    dragAcross(viewport(), -150);
    expect(currentImage()).toHaveAccessibleName('Banner title 2');
    expect(screen.getByText('Banner 2 of 3')).toBeInTheDocument();
    // A swipe's slide runs at the drag's speed: settled well before the next turn.
    act(() => vi.advanceTimersByTime(2_000));
    expect(trackX(track())).toBeCloseTo(-400, 0);

    dragAcross(viewport(), 150);
    act(() => vi.advanceTimersByTime(BANNER_TRANSITION_MS));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
    dragAcross(viewport(), 150);
    act(() => vi.advanceTimersByTime(BANNER_TRANSITION_MS));
    expect(currentImage()).toHaveAccessibleName('Banner title 3');
  });

  it('snaps back on a short slow drag, and waits while held before turning on its own', () => {
    vi.useFakeTimers();
    layOutCarousels(400);
    renderSlider(3);
    fireEvent.mouseDown(viewport(), { clientX: 200, clientY: 100, button: 0 });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseMove(document, { clientX: 170, clientY: 100 });
    act(() => vi.advanceTimersByTime(3 * BANNER_INTERVAL_MS));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseUp(document, { clientX: 170, clientY: 100 });
    act(() => vi.advanceTimersByTime(BANNER_TRANSITION_MS));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
    expect(trackX(track())).toBeCloseTo(0, 0);
    act(() => vi.advanceTimersByTime(BANNER_INTERVAL_MS));
    expect(currentImage()).toHaveAccessibleName('Banner title 2');
  });

  it('uses the desktop image above 768 px and the mobile image at 768 px or less (the browser picks, as the preload does)', () => {
    renderSlider(2);
    const image = currentImage();
    expect(image).toHaveAttribute('src', '/images/banners/desktop-1.webp');
    expect(image).toHaveAttribute('width', '1600');
    const source = image.closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 768px)');
    expect(source).toHaveAttribute('srcset', '/images/banners/mobile-1.webp');
    expect(source).toHaveAttribute('height', '1000');
  });

  it('moves with Previous, Next and the dots, wrapping both ways', () => {
    renderSlider(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(currentImage()).toHaveAccessibleName('Banner title 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2 of 3' }));
    expect(currentImage()).toHaveAccessibleName('Banner title 2');
  });

  it('holds still while hovered', () => {
    vi.useFakeTimers();
    renderSlider(3);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Featured' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Featured' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentImage()).toHaveAccessibleName('Banner title 2');
  });

  it('stops with Pause and goes on with Play, announcing the banner only while still', () => {
    vi.useFakeTimers();
    renderSlider(3);
    expect(screen.getByText('Banner 1 of 3')).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }));
    expect(screen.getByText('Banner 1 of 3')).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentImage()).toHaveAccessibleName('Banner title 2');
  });

  it('does not advance by itself for visitors who prefer reduced motion, until they press Play', () => {
    vi.useFakeTimers();
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    renderSlider(3);
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentImage()).toHaveAccessibleName('Banner title 1');
    expect(screen.getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentImage()).toHaveAccessibleName('Banner title 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentImage()).toHaveAccessibleName('Banner title 3');
  });

  it('shows no controls for a single banner', () => {
    renderSlider(1);
    expect(screen.queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
  });
});
