import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAddress, makeCartLine, makeProduct, makeSeller, PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn, USER } from '#web/test/session.ts';
import { CheckoutView } from './checkout-view.tsx';

const dupatta = makeProduct({ price: 1500 });

/** The checkout of one piece for a signed-in shopper whose profile says `whatsappOptIn` (absent: no profile answer). */
function renderCheckout(whatsappOptIn?: boolean) {
  signIn();
  const fetchMock = mockApi({
    [`GET /api/product/${PRODUCT_ID}`]: dupatta,
    'GET /api/get-cart-products': [makeCartLine(dupatta)],
    // A saved default address fills the form: only the terms are left to tick.
    'POST /api/my-address/active': [makeAddress({ phoneNumber: '9814012345' })],
    'GET /api/seller': makeSeller(),
    'POST /api/order/create': jsonResponse({ success: true, message: 'Placed', order: { _id: 'o1' } }, 201),
    ...(whatsappOptIn === undefined
      ? {}
      : { 'GET /api/my-profile': { ...USER, whatsappOptIn, mobileNumber: USER.phoneNumber, locale: 'en' } }),
  });
  renderWithProviders(<CheckoutView productId={PRODUCT_ID} />, {
    path: '/checkout/:productId?',
    history: [`/checkout/${PRODUCT_ID}`],
  });
  return { fetchMock, user: userEvent.setup() };
}

const optInBox = () => screen.findByRole('checkbox', { name: 'Send me order updates on WhatsApp' });

function sentOrder(fetchMock: ReturnType<typeof mockApi>) {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/order/create');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/** Agrees to the terms (the saved address filled the rest) and presses Place Order; the order sent. */
async function placeOrder(user: ReturnType<typeof userEvent.setup>, fetchMock: ReturnType<typeof mockApi>) {
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(sentOrder(fetchMock)).toBeDefined());
  return sentOrder(fetchMock);
}

describe('order updates on WhatsApp at checkout', { timeout: 20_000 }, () => {
  it('starts unticked, says how to stop, and sends nothing about WhatsApp when left so', async () => {
    const { user, fetchMock } = renderCheckout(false);
    const box = await optInBox();
    expect(box).not.toBeChecked();
    expect(screen.getByText('Reply STOP at any time to stop them.')).toBeInTheDocument();
    const order = await placeOrder(user, fetchMock);
    expect(order).toBeDefined();
    expect(order).not.toHaveProperty('whatsappOptIn');
  });

  it('sends whatsappOptIn true when the shopper ticks it', async () => {
    const { user, fetchMock } = renderCheckout(false);
    await user.click(await optInBox());
    expect(await optInBox()).toBeChecked();
    expect(await placeOrder(user, fetchMock)).toMatchObject({ whatsappOptIn: true, products: [PRODUCT_ID] });
  });

  it('starts ticked for an account that opted in, and sends false when the shopper unticks it', async () => {
    const { user, fetchMock } = renderCheckout(true);
    const box = await optInBox();
    expect(box).toBeChecked();
    await user.click(box);
    expect(await placeOrder(user, fetchMock)).toMatchObject({ whatsappOptIn: false });
  });

  it('starts unticked when the profile cannot be read', async () => {
    renderCheckout();
    expect(await optInBox()).not.toBeChecked();
  });
});
