import { TESTIMONIAL_TRANSITION_MS } from '@shahi/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dragAcross, layOutCarousels, trackX } from '#web/test/embla.ts';
import { makeTestimonials } from '#web/test/fixtures.ts';
import { mockMatchMedia } from '#web/test/match-media.ts';
import { TestimonialSlider } from './testimonial-slider.tsx';

/** The review on the slide that is shown (the others are hidden from assistive technology). */
function currentReview(): string | null {
  return (
    document.querySelector('[aria-roledescription="slide"][aria-hidden="false"] blockquote')?.textContent ??
    null
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
/** Embla's viewport (the region's first box) and the row of slides it moves. */
const viewport = () => screen.getByRole('region', { name: 'Testimonials' }).firstElementChild as HTMLElement;
const track = () => viewport().firstElementChild as HTMLElement;

describe('TestimonialSlider', () => {
  it('advances every 5 s and wraps to the first', () => {
    vi.useFakeTimers();
    render(<TestimonialSlider testimonials={makeTestimonials(3)} />);
    expect(currentReview()).toBe('Review number 1');

    act(() => vi.advanceTimersByTime(4_999));
    expect(currentReview()).toBe('Review number 1');
    act(() => vi.advanceTimersByTime(1));
    expect(currentReview()).toBe('Review number 2');
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentReview()).toBe('Review number 3');
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentReview()).toBe('Review number 1');
  });

  it('ignores clicks while a transition is running', () => {
    vi.useFakeTimers();
    render(<TestimonialSlider testimonials={makeTestimonials(3)} />);

    next();
    expect(currentReview()).toBe('Review number 2');
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentReview()).toBe('Review number 2');

    act(() => vi.advanceTimersByTime(500));
    next();
    expect(currentReview()).toBe('Review number 3');
    act(() => vi.advanceTimersByTime(500));
    next();
    expect(currentReview()).toBe('Review number 1');
  });

  it('announces the position only while it holds still, not on every automatic turn', () => {
    render(<TestimonialSlider testimonials={makeTestimonials(2)} />);
    expect(screen.getByText('Testimonial 1 of 2')).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(screen.getByText('Testimonial 1 of 2')).toHaveAttribute('aria-live', 'polite');
  });

  it('stops with Pause and goes on with Play', () => {
    vi.useFakeTimers();
    render(<TestimonialSlider testimonials={makeTestimonials(3)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentReview()).toBe('Review number 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentReview()).toBe('Review number 2');
  });

  it('holds still while hovered or focused', () => {
    vi.useFakeTimers();
    render(<TestimonialSlider testimonials={makeTestimonials(3)} />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentReview()).toBe('Review number 1');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Next testimonial' }));
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentReview()).toBe('Review number 1');
  });

  it('does not advance by itself for visitors who prefer reduced motion, until they press Play', () => {
    vi.useFakeTimers();
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    render(<TestimonialSlider testimonials={makeTestimonials(3)} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentReview()).toBe('Review number 1');
    next();
    expect(currentReview()).toBe('Review number 2');
    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(currentReview()).toBe('Review number 3');
  });

  it('slides over 0.5 s: over half the way but short of 95% at half time, 99% at 0.5 s', () => {
    vi.useFakeTimers();
    layOutCarousels(1000);
    render(<TestimonialSlider testimonials={makeTestimonials(3)} />);
    next();
    act(() => vi.advanceTimersByTime(TESTIMONIAL_TRANSITION_MS / 2));
    expect(trackX(track())).toBeLessThan(-500);
    expect(trackX(track())).toBeGreaterThan(-950);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_TRANSITION_MS / 2));
    expect(trackX(track())).toBeLessThanOrEqual(-990);
    expect(trackX(track())).toBeGreaterThanOrEqual(-1000);
  });

  it('moves without sliding for visitors who prefer reduced motion', () => {
    vi.useFakeTimers();
    mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    layOutCarousels(1000);
    render(<TestimonialSlider testimonials={makeTestimonials(3)} />);
    next();
    expect(trackX(track())).toBe(-1000);
  });

  it('moves on with a swipe to the left and back with one to the right, looping to the last', () => {
    vi.useFakeTimers();
    layOutCarousels(400);
    render(<TestimonialSlider testimonials={makeTestimonials(3)} />);
    dragAcross(viewport(), -150);
    expect(currentReview()).toBe('Review number 2');
    // A swipe's slide runs at the drag's speed: settled well before the next turn.
    act(() => vi.advanceTimersByTime(2_000));
    expect(trackX(track())).toBeCloseTo(-400, 0);
    dragAcross(viewport(), 150);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_TRANSITION_MS));
    expect(currentReview()).toBe('Review number 1');
    dragAcross(viewport(), 150);
    act(() => vi.advanceTimersByTime(TESTIMONIAL_TRANSITION_MS));
    expect(currentReview()).toBe('Review number 3');
    expect(screen.getByText('Testimonial 3 of 3')).toBeInTheDocument();
  });
});
