import { codCeilingMessage } from '@shahi/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAddress, makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { CheckoutView } from './checkout-view.tsx';

/** The COD ceiling at checkout (ADR 0035): over it, COD is disabled with the reason and online payment chosen. */
function renderCheckout(price: number) {
  signIn();
  mockApi({
    [`GET /api/product/${PRODUCT_ID}`]: makeProduct({ price }),
    'POST /api/my-address/active': [makeAddress()],
    'GET /api/my-orders': [],
    'GET /api/checkout/options': { codMaxAmount: 50_000, codConfirmHours: 24 },
  });
  renderWithProviders(<CheckoutView productId={PRODUCT_ID} />, {
    path: '/checkout/:productId?',
    history: [`/checkout/${PRODUCT_ID}`],
  });
}

describe('checkout over the cash-on-delivery ceiling', () => {
  it('disables Cash on Delivery with the message and chooses online payment', async () => {
    renderCheckout(62_000);
    expect(await screen.findByText(codCeilingMessage(50_000))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Online payment/ })).toBeChecked();
  });

  it('keeps Cash on Delivery at the ceiling, with no fee added to the total', async () => {
    renderCheckout(50_000);
    const cod = await screen.findByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeEnabled();
    expect(cod).toBeChecked();
    expect(screen.queryByText(codCeilingMessage(50_000))).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price break-up' })).not.toHaveTextContent(/fee/i);
  });
});
