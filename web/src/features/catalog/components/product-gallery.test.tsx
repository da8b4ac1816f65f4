import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dragAcross, layOutCarousels, trackX } from '#web/test/embla.ts';
import { mockMatchMedia } from '#web/test/match-media.ts';
import { ProductGallery } from './product-gallery.tsx';

const images = ['products/a.webp', 'products/b.webp', 'products/c.webp'];

function renderGallery() {
  const { container } = render(<ProductGallery images={images} title="Phulkari Dupatta" />);
  const viewport = container.firstElementChild?.firstElementChild as HTMLElement;
  return { viewport, track: viewport.firstElementChild as HTMLElement };
}

/** The one photo not hidden from assistive technology: the one shown. */
const shownPhoto = () => screen.getByRole('img');

describe('ProductGallery', () => {
  it('swipes to the next photo and back, and stops at the ends', () => {
    vi.useFakeTimers();
    layOutCarousels(400);
    const { viewport, track } = renderGallery();
    expect(shownPhoto()).toHaveAccessibleName('Phulkari Dupatta');

    dragAcross(viewport, -150);
    expect(shownPhoto()).toHaveAccessibleName('Phulkari Dupatta, image 2 of 3');
    expect(shownPhoto()).toHaveAttribute('src', '/images/products/b.webp');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(2_000));
    expect(trackX(track)).toBeCloseTo(-400, 0);

    dragAcross(viewport, 150);
    expect(shownPhoto()).toHaveAccessibleName('Phulkari Dupatta');
    // No loop: a swipe to the right on the first photo springs back.
    dragAcross(viewport, 150);
    act(() => vi.advanceTimersByTime(2_000));
    expect(shownPhoto()).toHaveAccessibleName('Phulkari Dupatta');
    expect(trackX(track)).toBeCloseTo(0, 0);
  });

  it('slides to the photo whose thumbnail is pressed, at once for reduced motion', () => {
    vi.useFakeTimers();
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    layOutCarousels(400);
    const { track } = renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(shownPhoto()).toHaveAccessibleName('Phulkari Dupatta, image 3 of 3');
    expect(trackX(track)).toBe(-800);
  });

  it('draws the other photos only once the first is in, except the one asked for', () => {
    const { container } = render(<ProductGallery images={images} title="Phulkari Dupatta" />);
    const photos = () => container.querySelectorAll('img:not(ul img)');
    expect(photos()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(photos()).toHaveLength(2);
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(photos()).toHaveLength(3);
    expect(photos()[1]).toHaveAttribute('loading', 'lazy');
  });
});
