import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
