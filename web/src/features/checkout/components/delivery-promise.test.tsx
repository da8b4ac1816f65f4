import { type DeliveryEstimate, pinCodeMessages } from '@shahi/contract/schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAddress, makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { CheckoutView } from './checkout-view.tsx';

const estimate: DeliveryEstimate = {
  pinCode: '160017',
  serviceable: true,
  codAvailable: true,
  days: 2,
  deliveryBy: '2026-12-02',
  source: 'provider',
};

/** The checkout of a piece to the saved address (PIN 160017) with `answer` as its delivery estimate. */
function renderCheckout(answer: Partial<DeliveryEstimate>) {
  signIn();
  mockApi({
    [`GET /api/product/${PRODUCT_ID}`]: makeProduct({ price: 2_500 }),
    'POST /api/my-address/active': [makeAddress()],
    'GET /api/my-orders': [],
    'GET /api/checkout/options': { codMaxAmount: 50_000, codConfirmHours: 24 },
    'GET /api/delivery-estimate?pin=160017': { ...estimate, ...answer },
  });
  renderWithProviders(<CheckoutView productId={PRODUCT_ID} />, {
    path: '/checkout/:productId?',
    history: [`/checkout/${PRODUCT_ID}`],
  });
}

afterEach(() => {
  window.__SHOP_CONFIG__ = undefined;
});

/** The delivery promise under the checkout's address (ADR 0064). */
describe('the delivery promise at checkout', () => {
  it('shows the date and cash on delivery for the saved PIN, and lets the order be placed', async () => {
    renderCheckout({});
    expect(await screen.findByText('Delivery by Wed, 2 Dec')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent(pinCodeMessages.codAvailable);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeEnabled();
  });

  it('disables Place Order with the reason for a PIN no courier serves', async () => {
    renderCheckout({ serviceable: false, codAvailable: false, days: null, deliveryBy: null });
    expect(await screen.findByText(pinCodeMessages.notServedAtCheckout('160017'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('disables Cash on Delivery with the reason where it is not collected, and chooses online payment', async () => {
    window.__SHOP_CONFIG__ = { paymentMode: 'live' };
    renderCheckout({ codAvailable: false });
    expect(await screen.findByText(pinCodeMessages.codNotHere('160017'))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Online payment/ })).toBeChecked());
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});
