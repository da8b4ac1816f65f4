import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '#web/lib/i18n.ts';
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

  it('opens the photo shown full screen, at its widest file, and closes back to it with Escape', async () => {
    const { viewport } = renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    const photo = within(viewport).getByRole('button', { name: 'View image 3 of 3 full screen' });
    photo.focus();
    fireEvent.click(photo);

    const dialog = await screen.findByRole('dialog', { name: 'Photos of Phulkari Dupatta' });
    await waitFor(() => expect(dialog).toContainElement(focusedElement() as HTMLElement));
    const slide = within(dialog).getByRole('group', { name: '3 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(slide).getByRole('img')).toHaveAccessibleName('Phulkari Dupatta, image 3 of 3');
    expect(within(slide).getByRole('img')).toHaveAttribute('src', '/images/products/c-1600w.webp');
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeEnabled();
    // Modal: the page behind is out of reach while it is open.
    expect(viewport.closest('[inert]')).not.toBeNull();

    fireEvent.keyDown(focusedElement(), { key: 'Escape' });
    await waitForClosed();
    expect(photo).toHaveFocus();
    expect(viewport.closest('[inert]')).toBeNull();
  });

  it('moves with the arrow keys full screen and comes back to the photo last seen', async () => {
    const { viewport } = renderGallery();
    fireEvent.click(within(viewport).getByRole('button', { name: 'View image 1 of 3 full screen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    fireEvent.keyDown(focusedElement(), { key: 'ArrowRight' });
    await screen.findByRole('group', { name: '2 of 3' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForClosed();

    expect(shownPhoto()).toHaveAccessibleName('Phulkari Dupatta, image 2 of 3');
    expect(within(viewport).getByRole('button', { name: 'View image 2 of 3 full screen' })).toHaveFocus();
  });

  it('labels the full-screen view in the page language', async () => {
    await loadLocale('hi');
    try {
      const { viewport } = renderGallery();
      fireEvent.click(within(viewport).getByRole('button', { name: 'तस्वीर 1 / 3 पूरी स्क्रीन पर देखें' }));
      const dialog = await screen.findByRole('dialog', { name: 'Phulkari Dupatta की फ़ोटो' });
      expect(within(dialog).getByRole('button', { name: 'ज़ूम इन करें' })).toBeInTheDocument();
      expect(within(dialog).getByRole('group', { name: '1 / 3' })).toBeInTheDocument();
    } finally {
      await loadLocale('en');
    }
  });
});

/** The element with focus: the full-screen view takes keys where focus is, inside it. */
function focusedElement(): Element {
  return document.activeElement ?? document.body;
}

/** Resolves once the full-screen view has faded out and left the page. */
async function waitForClosed(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
