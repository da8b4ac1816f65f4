import type { AdminTestimonial } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { TestimonialsPage } from './testimonials-page.tsx';

const list = '/api/admin/testimonials';

function makeTestimonial(overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  return {
    _id: 'testimonial-1',
    review: 'The phulkari arrived folded in muslin, exactly as pictured.',
    reviewer: 'Harleen Kaur',
    designation: 'Bride, Amritsar',
    active: true,
    position: 0,
    ...overrides,
  };
}

/** Renders the page over a stand-in server whose `GET` answers `rows` as they are now. */
function renderPage(
  rows: AdminTestimonial[],
  api: (rows: AdminTestimonial[]) => Parameters<typeof mockApi>[0],
) {
  const fetchMock = mockApi({ [`GET ${list}`]: () => rows, ...api(rows) });
  renderWithProviders(<TestimonialsPage />);
  return { fetchMock, user: userEvent.setup() };
}

function sent(fetchMock: ReturnType<typeof mockApi>, method: string, url: string) {
  return fetchMock.mock.calls
    .filter(([called, init]) => String(called) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

describe('TestimonialsPage', () => {
  it('creates a testimonial after checking its fields, and lists it once saved', async () => {
    const { user, fetchMock } = renderPage([makeTestimonial()], (rows) => ({
      [`POST ${list}`]: (body: unknown) => {
        const created = makeTestimonial({ ...(body as object), _id: 'testimonial-2', position: 1 });
        rows.push(created);
        return jsonResponse({ success: true, data: created }, 201);
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'New testimonial' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New testimonial' }));
    expect(dialog.getByLabelText('Review')).toHaveFocus();
    expect(dialog.getByLabelText('Show on the home page')).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Review is required')).toBeInTheDocument();
    expect(dialog.getByText('Name is required')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', list)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Review'), 'Stitched in time for the wedding.');
    await user.type(dialog.getByLabelText("Customer's name"), ' Simran Gill ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', list)).toEqual([
      { review: 'Stitched in time for the wedding.', reviewer: 'Simran Gill', designation: '', active: true },
    ]);
    const testimonials = within(await screen.findByRole('list', { name: 'Testimonials' }));
    expect(await testimonials.findByText('“Stitched in time for the wedding.”')).toBeInTheDocument();
    expect(testimonials.getAllByRole('listitem')).toHaveLength(2);
    expect(testimonials.getByRole('button', { name: 'Move Simran Gill down' })).toBeDisabled();
  });

  it('shows the server’s refusal in the form and keeps what was typed', async () => {
    const { user } = renderPage([], () => ({
      [`POST ${list}`]: jsonResponse(
        { success: false, message: 'review must be at most 1000 characters' },
        400,
      ),
    }));
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New testimonial' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New testimonial' }));
    await user.type(dialog.getByLabelText('Review'), 'Lovely');
    await user.type(dialog.getByLabelText("Customer's name"), 'Simran');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('review must be at most 1000 characters');
    expect(dialog.getByLabelText('Review')).toHaveValue('Lovely');
  });

  it('deletes a testimonial only once confirmed', async () => {
    const { user, fetchMock } = renderPage(
      [makeTestimonial(), makeTestimonial({ _id: 'testimonial-2', reviewer: 'Simran Gill', position: 1 })],
      (rows) => ({
        [`DELETE ${list}/testimonial-1`]: () => {
          rows.splice(0, 1);
          return null;
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Harleen Kaur' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete?' }));
    expect(dialog.getByText(/“Harleen Kaur” is removed from the shop/)).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE', `${list}/testimonial-1`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'DELETE', `${list}/testimonial-1`)).toEqual([undefined]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete Harleen Kaur' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Delete Simran Gill' })).toBeInTheDocument();
  });
});
