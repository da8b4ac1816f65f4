import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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

  it('cross-fades over 1 s', () => {
    renderSlider(2);
    const slide = currentImage().closest('[aria-roledescription="slide"]');
    expect(slide).toHaveStyle({ transitionDuration: '1000ms' });
  });

  it('does not animate when the visitor prefers reduced motion', () => {
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    renderSlider(2);
    const slide = currentImage().closest('[aria-roledescription="slide"]');
    expect(slide).toHaveStyle({ transitionDuration: '0ms' });
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
