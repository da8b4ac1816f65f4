import { requestMessages } from '@shahi/contract/schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, LocationProbe, mockApi, probedState, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { QuoteView } from './quote-view.tsx';

const ID = '7c6b5a4f-3e2d-4c1b-8a9f-0e1d2c3b4a59';
const REQUEST = {
  _id: ID,
  reference: 'REQ-7C6B5A4F',
  status: 'quoted',
  piece: {
    _id: 'p1',
    title: 'Bagh Phulkari Dupatta',
    price: 8450,
    image: 'products/bagh/1.webp',
    status: 'sold',
  },
  message: 'One like this in deep green.',
  budget: 12_500,
  quote: {
    price: 14_999.5,
    message: 'Deep green georgette.',
    days: 21,
    quotedAt: '2026-11-26T09:00:00.000Z',
  },
  declineNote: '',
  orderId: null,
  createdAt: '2026-11-25T09:00:00.000Z',
};

afterEach(() => localStorage.clear());

/** Renders the quote page at /requests/:id with My Orders probed. */
function renderQuote() {
  return renderWithProviders(<QuoteView requestId={ID} />, {
    path: '/requests/:requestId',
    history: [`/requests/${ID}`],
    routes: [{ path: '/my-orders', element: <LocationProbe /> }],
  });
}

describe('QuoteView', () => {
  it('shows the piece, the request and the quote, and accepts it with the delivery address', async () => {
    signIn();
    let sent: unknown;
    mockApi({
      [`GET /api/requests/${ID}`]: REQUEST,
      [`POST /api/requests/${ID}/accept`]: (body) => {
        sent = body;
        return jsonResponse({ success: true, message: requestMessages.accepted, order: { _id: 'o1' } }, 201);
      },
    });
    renderQuote();
    expect(await screen.findByText('₹14,999.50')).toBeInTheDocument();
    expect(screen.getByText('21 days')).toBeInTheDocument();
    expect(screen.getByText('Bagh Phulkari Dupatta')).toBeInTheDocument();
    expect(screen.getByText('Your budget: ₹12,500.00')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept quote and place order' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(sent).toBeUndefined();

    await user.type(screen.getByLabelText('Street address'), 'House 12, Sector 17-C');
    await user.type(screen.getByLabelText('City'), 'Chandigarh');
    await user.selectOptions(screen.getByLabelText('State / union territory'), 'Chandigarh');
    await user.type(screen.getByLabelText('PIN code'), '160017');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Accept quote and place order' }));

    expect(await screen.findByText('At /my-orders')).toBeInTheDocument();
    expect(probedState()).toEqual({ message: requestMessages.accepted });
    expect(sent).toMatchObject({
      addressDetails: {
        address: 'House 12, Sector 17-C',
        city: 'Chandigarh',
        state: 'Chandigarh',
        zip: '160017',
      },
      acceptTerms: true,
    });
  });

  it('shows a declined request with its note and no acceptance form', async () => {
    signIn();
    mockApi({
      [`GET /api/requests/${ID}`]: {
        ...REQUEST,
        status: 'declined',
        quote: null,
        declineNote: 'That weave is gone.',
      },
    });
    renderQuote();
    expect(await screen.findByText('We are sorry: we cannot make this piece.')).toBeInTheDocument();
    expect(screen.getByText('That weave is gone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept quote and place order' })).not.toBeInTheDocument();
  });
});
