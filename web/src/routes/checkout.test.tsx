import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '#web/lib/session.ts';
import { makeCartLine, makeProduct, makeSeller, PRODUCT_ID } from '#web/test/fixtures.ts';
import { LocationProbe, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { makeToken } from '#web/test/session.ts';
import { CheckoutRoute } from './checkout.tsx';

// The mobile sign-in itself is the account pages' (tested there): here it stands in with its
// heading and a button that signs in as a correct code would, then calls onSignedIn.
vi.mock('#web/features/auth/components/mobile-sign-in.tsx', () => ({
  MobileSignIn: ({ heading, onSignedIn }: { heading?: React.ReactNode; onSignedIn: () => void }) => (
    <section>
      <h2>{heading}</h2>
      <label>
        Mobile number
        <input type="tel" />
      </label>
      <button
        type="button"
        onClick={() => {
          startSession(makeToken({ email: '', phoneNumber: '9876543210' }));
          onSignedIn();
        }}
      >
        Sign in (stand-in)
      </button>
    </section>
  ),
}));

const dupatta = makeProduct({ price: 1500 });

function renderCheckout(path: string) {
  const fetchMock = mockApi({
    [`GET /api/product/${PRODUCT_ID}`]: dupatta,
    'GET /api/get-cart-products': [makeCartLine(dupatta)],
    'POST /api/my-address/active': [],
    'GET /api/seller': makeSeller(),
  });
  const rendered = renderWithProviders(<CheckoutRoute />, {
    path: '/checkout/:productId?',
    history: [path],
    routes: [{ path: '/login', element: <LocationProbe /> }],
  });
  return { ...rendered, fetchMock, user: userEvent.setup() };
}

describe('the checkout for a visitor', () => {
  it('asks for the mobile number on the page instead of sending the visitor away', async () => {
    const { fetchMock } = renderCheckout(`/checkout/${PRODUCT_ID}`);
    expect(
      screen.getByRole('heading', { name: 'Sign in with your mobile number to place your order' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    // Nothing of the account is asked for before the sign-in.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the e-mail login, which returns to this checkout', async () => {
    const { user, router } = renderCheckout(`/checkout/${PRODUCT_ID}`);
    await user.click(screen.getByRole('link', { name: 'Sign in with e-mail instead' }));
    expect(await screen.findByText('At /login')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: `/checkout/${PRODUCT_ID}` });
  });

  it('goes on to the address form and the piece once signed in', async () => {
    const { user } = renderCheckout(`/checkout/${PRODUCT_ID}`);
    await user.click(screen.getByRole('button', { name: 'Sign in (stand-in)' }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(
      screen.getByText('You are signed in. Add the delivery address to place your order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeInTheDocument();
    expect(screen.getByText(dupatta.title)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /Sign in with your mobile number/ }),
    ).not.toBeInTheDocument();
  });
});
