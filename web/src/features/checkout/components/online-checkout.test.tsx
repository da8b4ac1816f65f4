import { messages } from '@shahi/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCheckoutScript } from '#web/features/checkout/api/load-checkout-script.ts';
import {
  RAZORPAY_CHECKOUT_URL,
  type RazorpayCheckoutOptions,
  type RazorpayConstructor,
  type RazorpayFailureResponse,
  SANDBOX_CHECKOUT_URL,
} from '#web/features/checkout/api/razorpay-checkout.ts';
import { MyOrdersRoute } from '#web/routes/my-orders.tsx';
import { makeAddress, makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { CheckoutView } from './checkout-view.tsx';

vi.mock('#web/features/checkout/api/load-checkout-script.ts', () => ({ loadCheckoutScript: vi.fn() }));

/** Stands in for Razorpay Checkout: records its options and lets the test play the widget. */
class FakeRazorpay {
  static widgets: FakeRazorpay[] = [];
  readonly failureListeners: Array<(response: RazorpayFailureResponse) => void> = [];
  opened = false;
  constructor(readonly options: RazorpayCheckoutOptions) {
    FakeRazorpay.widgets.push(this);
  }
  on(event: string, listener: (response: RazorpayFailureResponse) => void) {
    if (event === 'payment.failed') this.failureListeners.push(listener);
  }
  open() {
    this.opened = true;
  }
}

const ORDER_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const onlineOrder = (overrides: Record<string, unknown> = {}) =>
  jsonResponse(
    {
      success: true,
      message: messages.onlineOrderCreated,
      order: { _id: ORDER_ID },
      key: 'rzp_test_key123',
      payment: { id: 'order_Pq7Zx1', amount: 150000, currency: 'INR' },
      sandbox: true,
      ...overrides,
    },
    201,
  );
const paid = {
  razorpay_order_id: 'order_Pq7Zx1',
  razorpay_payment_id: 'pay_Ab12',
  razorpay_signature: 'f00dfeed',
};

function renderOnline(api: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const fetchMock = mockApi({
    [`GET /api/product/${PRODUCT_ID}`]: makeProduct({ price: 1500 }),
    'POST /api/my-address/active': [makeAddress()],
    'GET /api/my-orders': [],
    'POST /api/order/create': onlineOrder(),
    ...api,
  });
  const rendered = renderWithProviders(<CheckoutView productId={PRODUCT_ID} />, {
    path: '/checkout/:productId?',
    history: [`/checkout/${PRODUCT_ID}`],
    routes: [{ path: '/my-orders', element: <MyOrdersRoute /> }],
  });
  return { ...rendered, fetchMock, user: userEvent.setup() };
}

const sent = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));

/** Ticks "I agree to the Terms…" unless it is ticked, then presses Place Order. */
async function agreeAndPlace(user: ReturnType<typeof userEvent.setup>) {
  const terms = await screen.findByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
  if (!(terms as HTMLInputElement).checked) await user.click(terms);
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

/** Chooses Online payment and presses Place Order; resolves with the opened widget. */
async function payOnline(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
  await agreeAndPlace(user);
  await waitFor(() => expect(FakeRazorpay.widgets.at(-1)?.opened).toBe(true));
  return FakeRazorpay.widgets.at(-1) as FakeRazorpay;
}

const placeOrderEnabled = () => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();

beforeEach(() => {
  FakeRazorpay.widgets = [];
  vi.mocked(loadCheckoutScript).mockReset();
  vi.mocked(loadCheckoutScript).mockResolvedValue(FakeRazorpay as unknown as RazorpayConstructor);
});

afterEach(() => {
  delete window.__SHOP_CONFIG__;
});

describe('online payment', () => {
  it('offers Online payment beside Cash on Delivery', async () => {
    renderOnline();
    const online = await screen.findByRole('radio', { name: /Online payment/ });
    expect(online).toBeEnabled();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  });

  it('creates the order, then opens the sandbox widget titled with the shop name, blue, in paise', async () => {
    window.__SHOP_CONFIG__ = { shopName: 'Royal Looms' };
    const { user, fetchMock } = renderOnline();
    const widget = await payOnline(user);
    expect(sent(fetchMock, '/api/order/create')).toEqual([
      expect.objectContaining({ paymentMethod: 'online', products: [PRODUCT_ID], phoneNumber: '9876543210' }),
    ]);
    expect(loadCheckoutScript).toHaveBeenCalledWith(SANDBOX_CHECKOUT_URL);
    expect(widget.options).toEqual({
      key: 'rzp_test_key123',
      amount: 150000,
      currency: 'INR',
      name: 'Royal Looms',
      description: 'Phulkari Dupatta',
      order_id: 'order_Pq7Zx1',
      prefill: { name: 'Meera Kaur', email: 'meera@example.in', contact: '9876543210' },
      theme: { color: '#2563eb' },
      handler: expect.any(Function),
      modal: { ondismiss: expect.any(Function) },
    });
    expect(screen.getByRole('button', { name: 'Waiting for payment...' })).toBeDisabled();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
  });

  it("loads Razorpay's own checkout.js when the server is not in its sandbox", async () => {
    const { user } = renderOnline({ 'POST /api/order/create': onlineOrder({ sandbox: false }) });
    const widget = await payOnline(user);
    expect(loadCheckoutScript).toHaveBeenCalledWith(RAZORPAY_CHECKOUT_URL);
    expect(widget.options.name).toBe('Shahi Threads');
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
  });

  it('verifies the payment, then goes to /my-orders with the server message', async () => {
    let answer: (value: Response) => void = () => {};
    const { user, fetchMock, router } = renderOnline({
      'POST /api/order/verify-payment': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const widget = await payOnline(user);
    act(() => widget.options.handler(paid));
    // The widget closing after a payment is no "Payment was not completed".
    act(() => widget.options.modal?.ondismiss?.());
    expect(await screen.findByRole('button', { name: 'Verifying payment...' })).toBeDisabled();
    expect(screen.queryByText(messages.paymentDismissed)).not.toBeInTheDocument();
    expect(sent(fetchMock, '/api/order/verify-payment')).toEqual([{ ...paid, orderId: ORDER_ID }]);
    answer(jsonResponse({ success: true, message: 'Thank you, your payment is in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-orders');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Thank you, your payment is in$/);
  });

  it('says "Payment verified successfully!" when the server gives no message', async () => {
    const { user } = renderOnline({
      'POST /api/order/verify-payment': jsonResponse({ success: true }),
    });
    const widget = await payOnline(user);
    act(() => widget.options.handler(paid));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Payment verified successfully!$/);
  });

  it('says "Payment verification failed. Please contact support." and stays, linking to My Orders', async () => {
    const { user, router } = renderOnline({
      'POST /api/order/verify-payment': jsonResponse(
        { success: false, message: 'Payment verification failed' },
        400,
      ),
    });
    const widget = await payOnline(user);
    act(() => widget.options.handler(paid));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.paymentVerificationFailedSupport);
    expect(within(alert).getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    expect(within(alert).queryByRole('button', { name: 'Try paying again' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/checkout/${PRODUCT_ID}`);
    placeOrderEnabled();
  });

  it.each([
    ['payment', { payment: undefined }],
    ['key', { key: '' }],
    ['order id', { order: {} }],
    ['amount', { payment: { id: 'order_Pq7Zx1', currency: 'INR' } }],
  ])('says "Online payment details missing" when the answer lacks the %s', async (_, overrides) => {
    const { user } = renderOnline({ 'POST /api/order/create': onlineOrder(overrides) });
    await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
    await agreeAndPlace(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Online payment details missing. Please try again.$/,
    );
    expect(loadCheckoutScript).not.toHaveBeenCalled();
    placeOrderEnabled();
  });

  it('says the order waits for payment when the widget is closed, and can reopen it for the same order', async () => {
    const { user, fetchMock } = renderOnline();
    const widget = await payOnline(user);
    act(() => widget.options.modal?.ondismiss?.());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.paymentDismissed);
    expect(within(alert).getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    placeOrderEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Try paying again' }));
    await waitFor(() => expect(FakeRazorpay.widgets).toHaveLength(2));
    expect(FakeRazorpay.widgets[1]?.opened).toBe(true);
    expect(FakeRazorpay.widgets[1]?.options.order_id).toBe('order_Pq7Zx1');
    expect(sent(fetchMock, '/api/order/create')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows Razorpay's reason when a payment fails, and keeps it when the widget then closes", async () => {
    const { user } = renderOnline();
    const widget = await payOnline(user);
    act(() => {
      for (const listener of widget.failureListeners) {
        listener({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' } });
      }
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed: Your card was declined.');
    expect(alert).toHaveTextContent('the pieces stay reserved for 15 minutes');
    expect(within(alert).getByRole('link', { name: 'Go to My Orders' })).toBeInTheDocument();
    placeOrderEnabled();
    act(() => widget.options.modal?.ondismiss?.());
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed: Your card was declined.');
    expect(screen.queryByText(messages.paymentDismissed)).not.toBeInTheDocument();
  });

  it('says online payment is unavailable when the widget cannot load', async () => {
    vi.mocked(loadCheckoutScript).mockRejectedValue(new Error(messages.paymentGatewayUnavailable));
    const { user } = renderOnline();
    await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
    await agreeAndPlace(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.paymentGatewayUnavailable);
    expect(within(alert).getByRole('button', { name: 'Try paying again' })).toBeEnabled();
    expect(FakeRazorpay.widgets).toHaveLength(0);
    placeOrderEnabled();
  });

  it('shows "Placing order..." while the order is created, then the server error (409) in red', async () => {
    let answer: (value: Response) => void = () => {};
    const { user } = renderOnline({
      'POST /api/order/create': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
    await agreeAndPlace(user);
    expect(await screen.findByRole('button', { name: 'Placing order...' })).toBeDisabled();
    const gone = '"Phulkari Dupatta" is being bought by someone else right now.';
    answer(jsonResponse({ success: false, message: gone }, 409));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(gone);
    expect(alert).toHaveTextContent('The order summary now shows what is still available.');
    expect(loadCheckoutScript).not.toHaveBeenCalled();
  });

  it("shows the server's message when the gateway is down (5xx)", async () => {
    const { user } = renderOnline({
      'POST /api/order/create': jsonResponse(
        { success: false, message: messages.paymentGatewayUnavailable },
        502,
      ),
    });
    await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
    await agreeAndPlace(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.paymentGatewayUnavailable);
    placeOrderEnabled();
  });
});

describe('the payment mode the server injects (docs/decisions/0019)', () => {
  it('"off": Cash on Delivery only, chosen, with a plain reason, from the first render; the order goes as cash on delivery', async () => {
    window.__SHOP_CONFIG__ = { paymentMode: 'off' };
    const { user, fetchMock } = renderOnline({
      'POST /api/order/create': jsonResponse(
        { success: true, message: messages.orderPlacedCod, order: { _id: ORDER_ID } },
        201,
      ),
    });
    const cod = await screen.findByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Online payment/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(group).toHaveAccessibleDescription(
      'Online payment is not available at the moment. You can pay in cash when your parcel arrives.',
    );
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    await agreeAndPlace(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(sent(fetchMock, '/api/order/create')).toEqual([expect.objectContaining({ paymentMethod: 'cod' })]);
    expect(loadCheckoutScript).not.toHaveBeenCalled();
  });

  it('"test": both methods, and the "Test mode" badge and explanation before any order is placed', async () => {
    window.__SHOP_CONFIG__ = { paymentMode: 'test' };
    const { fetchMock } = renderOnline();
    expect(await screen.findByRole('radio', { name: /Online payment/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(
      screen.getByText(/Test mode: payments go to the shop's sandbox and no money moves/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not available at the moment/)).not.toBeInTheDocument();
    expect(sent(fetchMock, '/api/order/create')).toEqual([]);
  });

  it('"live": both methods, no test badge, no note', async () => {
    window.__SHOP_CONFIG__ = { paymentMode: 'live' };
    renderOnline({ 'POST /api/order/create': onlineOrder({ sandbox: false }) });
    expect(await screen.findByRole('radio', { name: /Online payment/ })).toBeEnabled();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.queryByText(/not available at the moment/)).not.toBeInTheDocument();
  });

  it('a payment the server is still confirming (202): My Orders shows its message as information', async () => {
    const pendingOrder = { _id: ORDER_ID, payment: { method: 'online', status: 'pending', amount: 1500 } };
    const { user, router } = renderOnline({
      'POST /api/order/verify-payment': jsonResponse(
        { success: true, message: messages.paymentConfirming, data: pendingOrder },
        202,
      ),
    });
    const widget = await payOnline(user);
    act(() => widget.options.handler(paid));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-orders');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(messages.paymentConfirming);
    expect(notice).not.toHaveTextContent(messages.paymentVerified);
    // Information (gold), not the green of a payment verified.
    expect(notice.className).toContain('border-gold-500');
    expect(notice.className).not.toContain('border-sale');
  });
});
