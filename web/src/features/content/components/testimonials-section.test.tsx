import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeTestimonials } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

describe('TestimonialsSection', () => {
  it('titles the slider "What People Are Saying"', async () => {
    mockApi({ 'POST /api/testimonial/active': makeTestimonials(2) });
    renderWithProviders(<TestimonialsSection />);
    expect(screen.getByRole('heading', { name: 'What People Are Saying' })).toBeInTheDocument();
    expect(await screen.findByText('Review number 1')).toBeInTheDocument();
  });

  it('says "No testimonials available" when there are none', async () => {
    mockApi({ 'POST /api/testimonial/active': [] });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText('No testimonials available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry and Clear Error on failure', async () => {
    let calls = 0;
    mockApi({
      'POST /api/testimonial/active': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ success: false, message: 'Database unavailable' }, 503)
          : makeTestimonials(1);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsSection />);

    expect(await screen.findByRole('alert')).toHaveTextContent('No testimonials available');
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Review number 1')).toBeInTheDocument();
  });

  it('Clear Error dismisses the error and keeps the empty state', async () => {
    mockApi({
      'POST /api/testimonial/active': () =>
        jsonResponse({ success: false, message: 'Database unavailable' }, 503),
    });
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsSection />);
    await user.click(await screen.findByRole('button', { name: 'Clear Error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No testimonials available')).toBeInTheDocument();
  });
});
