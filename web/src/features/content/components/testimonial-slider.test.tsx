import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTestimonials } from '../../../test/fixtures.ts';
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

  it('announces the position for assistive technology', () => {
    render(<TestimonialSlider testimonials={makeTestimonials(2)} />);
    expect(screen.getByText('Testimonial 1 of 2')).toHaveAttribute('aria-live', 'polite');
  });
});
