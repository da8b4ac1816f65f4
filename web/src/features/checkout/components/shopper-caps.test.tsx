import {
  heldLimitMessage,
  messages,
  openOrdersLimitMessage,
  reservedPiecesLimitMessage,
  shopperCapCodes,
} from '@shahi/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductRoute } from '#web/routes/product.tsx';
import { makeAddress, makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { CheckoutView } from './checkout-view.tsx';

/**
 * The per-shopper caps and the bag limit as a shopper meets them (ADR 0021): the server's 409
 * message shown as it is, without the "piece gone" wording of the checkout's other 409.
 */

const stillAvailable = 'The order summary now shows what is still available.';

function renderCheckout(refusal: Response) {
  signIn();
  const fetchMock = mockApi({
    [`GET /api/product/${PRODUCT_ID}`]: makeProduct({ price: 1500 }),
    'POST /api/my-address/active': [makeAddress()],
    'GET /api/my-orders': [],
    'POST /api/order/create': refusal,
  });
  renderWithProviders(<CheckoutView productId={PRODUCT_ID} />, {
    path: '/checkout/:productId?',
    history: [`/checkout/${PRODUCT_ID}`],
  });
  return { fetchMock, user: userEvent.setup() };
}

/** Ticks "I agree to the Terms…" unless it is ticked, then presses Place Order. */
async function agreeAndPlace(user: ReturnType<typeof userEvent.setup>) {
  const terms = await screen.findByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
  if (!(terms as HTMLInputElement).checked) await user.click(terms);
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

describe('checkout over a cap', () => {
  it('cash on delivery: shows the open-orders message alone, and stays', async () => {
    const message = openOrdersLimitMessage(5);
    const { user } = renderCheckout(
      jsonResponse({ success: false, message, code: shopperCapCodes.openOrders }, 409),
    );
    await agreeAndPlace(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(stillAvailable);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('online payment: shows the reserved-pieces message alone', async () => {
    const message = reservedPiecesLimitMessage(3, 2);
    const { user } = renderCheckout(
      jsonResponse({ success: false, message, code: shopperCapCodes.reservedPieces }, 409),
    );
    await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
    await agreeAndPlace(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(stillAvailable);
  });
});

describe('checkout over what one shopper may hold', () => {
  it('shows the pieces-and-value message alone, and stays', async () => {
    const message = heldLimitMessage(
      { pieces: 10, rupees: 100_000 },
      { pieces: 9, rupees: 42_000 },
      { pieces: 2, rupees: 3_000 },
    );
    // The code as the server sends it (not read from the contract, so a code missing there is caught).
    const { user } = renderCheckout(jsonResponse({ success: false, message, code: 'HELD_LIMIT' }, 409));
    await agreeAndPlace(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('already hold 9 pieces worth ₹42,000.00');
    expect(alert).not.toHaveTextContent(stillAvailable);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});

describe('the bag limit', () => {
  it('the Add button shows "Your bag is full" and stays usable', async () => {
    signIn();
    mockApi({
      [`GET /api/product/${PRODUCT_ID}`]: makeProduct(),
      [`GET /api/product-added-to-cart/${PRODUCT_ID}`]: false,
      'POST /api/cart/add-product': jsonResponse(
        { success: false, message: messages.cartFull, code: 'CART_FULL' },
        409,
      ),
    });
    renderWithProviders(<ProductRoute />, {
      path: '/product/:productId',
      history: [`/product/${PRODUCT_ID}`],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cartFull);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });
});
