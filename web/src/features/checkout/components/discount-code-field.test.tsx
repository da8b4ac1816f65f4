import { messages } from '@shahi/contract';
import { discountMessages } from '@shahi/contract/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAddress, makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { CheckoutView } from './checkout-view.tsx';

const dupatta = makeProduct({ price: 1500 });

function renderCheckout(check: Parameters<typeof mockApi>[0][string]) {
  signIn();
  const fetchMock = mockApi({
    [`GET /api/product/${PRODUCT_ID}`]: dupatta,
    'POST /api/my-address/active': [makeAddress()],
    'POST /api/discount/check': check,
    'POST /api/order/create': jsonResponse(
      { success: true, message: messages.orderPlacedCod, order: { _id: 'o1' } },
      201,
    ),
  });
  renderWithProviders(<CheckoutView productId={PRODUCT_ID} />, {
    path: '/checkout/:productId?',
    history: [`/checkout/${PRODUCT_ID}`],
  });
  return { fetchMock, user: userEvent.setup() };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, url: string) => {
  const call = fetchMock.mock.calls.find(([called]) => String(called) === url);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('discount code field', () => {
  it('applies a code: the saving and the new total show, nothing is ordered yet', async () => {
    const { user, fetchMock } = renderCheckout({
      code: 'WELCOME10',
      subtotal: 1500,
      discount: 150,
      total: 1350,
    });
    const input = await screen.findByLabelText('Discount code');
    await user.type(input, ' welcome10{Enter}');
    expect(await screen.findByText(/applied: you save/)).toHaveTextContent(
      'WELCOME10 applied: you save ₹150.00',
    );
    // The delivery typed so far goes along: a once-per-customer code counts its phone and address.
    expect(bodyOf(fetchMock, '/api/discount/check')).toEqual({
      code: 'WELCOME10',
      products: [PRODUCT_ID],
      delivery: { phone: '9814012345', zip: '160017', address: '12 Mall Road' },
    });
    expect(bodyOf(fetchMock, '/api/order/create')).toBeUndefined();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,350.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹1,350.00');
    const breakup = screen.getByRole('region', { name: 'Price break-up' });
    expect(within(breakup).getByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(within(breakup).getByText('−₹150.00')).toBeInTheDocument();
  });

  it('places the order with the applied code', async () => {
    const { user, fetchMock } = renderCheckout({
      code: 'WELCOME10',
      subtotal: 1500,
      discount: 150,
      total: 1350,
    });
    await user.type(await screen.findByLabelText('Discount code'), 'WELCOME10{Enter}');
    await screen.findByText(/applied: you save/);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(bodyOf(fetchMock, '/api/order/create')).toBeDefined());
    expect(bodyOf(fetchMock, '/api/order/create')).toMatchObject({
      discountCode: 'WELCOME10',
      products: [PRODUCT_ID],
    });
  });

  it("shows the server's refusal beside the field and keeps the total", async () => {
    const { user } = renderCheckout(
      jsonResponse({ success: false, message: discountMessages.invalidCode }, 400),
    );
    const input = await screen.findByLabelText('Discount code');
    await user.type(input, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(discountMessages.invalidCode)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,500.00');
  });

  it('refuses a malformed code without asking the server', async () => {
    const { user, fetchMock } = renderCheckout({ code: 'X', subtotal: 1, discount: 0, total: 1 });
    await user.type(await screen.findByLabelText('Discount code'), 'no way!');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(discountMessages.invalidCode)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/discount/check')).toBeUndefined();
  });

  it('Remove takes the applied code off and restores the total', async () => {
    const { user } = renderCheckout({ code: 'SAVE-500', subtotal: 1500, discount: 500, total: 1000 });
    await user.type(await screen.findByLabelText('Discount code'), 'save-500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/applied: you save/);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,500.00');
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
  });
});
