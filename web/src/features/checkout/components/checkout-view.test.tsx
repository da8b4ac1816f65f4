import { messages, type SavedAddress } from '@shahi/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyOrdersRoute } from '#web/routes/my-orders.tsx';
import {
  makeAddress,
  makeCartLine,
  makeProduct,
  makeSeller,
  PRODUCT_ID,
  SECOND_PRODUCT_ID,
} from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { checkoutFormSchema } from './checkout-values.ts';
import { CheckoutView } from './checkout-view.tsx';

const dupatta = makeProduct({ price: 1500 });
const shawl = makeProduct({ _id: SECOND_PRODUCT_ID, title: 'Pashmina Shawl', price: 2500.5 });
const lantern = makeProduct({
  _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  title: 'Brass Lantern',
  status: 'sold',
});

interface Setup {
  productId?: string;
  addresses?: SavedAddress[];
  api?: Parameters<typeof mockApi>[0];
  phoneNumber?: string;
}

function renderCheckout({ productId = PRODUCT_ID, addresses = [], api = {}, phoneNumber }: Setup = {}) {
  signIn(phoneNumber === undefined ? {} : { phoneNumber });
  const fetchMock = mockApi({
    [`GET /api/product/${PRODUCT_ID}`]: dupatta,
    'GET /api/get-cart-products': [makeCartLine(dupatta), makeCartLine(lantern), makeCartLine(shawl)],
    'POST /api/my-address/active': addresses,
    'GET /api/my-orders': [],
    'GET /api/seller': makeSeller(),
    ...api,
  });
  const path = productId ? `/checkout/${productId}` : '/checkout';
  const rendered = renderWithProviders(<CheckoutView productId={productId || undefined} />, {
    path: '/checkout/:productId?',
    history: [path],
    routes: [{ path: '/my-orders', element: <MyOrdersRoute /> }],
  });
  return { ...rendered, fetchMock, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });
const termsBox = () => screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });

/** Ticks "I agree to the Terms and Conditions and the Returns Policy", then presses Place Order. */
async function agreeAndPlace(user: ReturnType<typeof userEvent.setup>) {
  const terms = await screen.findByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
  if (!(terms as HTMLInputElement).checked) await user.click(terms);
  await user.click(placeOrder());
}

function sentOrder(fetchMock: ReturnType<typeof mockApi>) {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/order/create');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Ravi');
  await user.type(field('Last name'), 'Singh');
  await user.type(field('Street address'), '4 Sector 17');
  await user.type(field('City'), 'Chandigarh');
  await user.selectOptions(field('State / union territory'), 'Chandigarh');
  await user.type(field('PIN code'), '160017');
  await user.type(field('Recipient phone'), '9988776655');
}

describe('checkout form', () => {
  it('shows every required message', async () => {
    const { user, fetchMock } = renderCheckout({ phoneNumber: '' });
    await screen.findByLabelText('First name');
    await user.click(placeOrder());
    for (const message of [
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.addressRequired,
      messages.cityRequired,
      messages.stateRequired,
      messages.zipRequired,
      messages.acceptTermsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText(messages.phoneRequired)).toHaveLength(2);
    expect(field('Recipient phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Second contact phone')).toHaveAttribute('aria-invalid', 'true');
    expect(sentOrder(fetchMock)).toBeUndefined();
  });

  it('checks the PIN code (6 digits), its state, the GSTIN and both phones (10 digits)', async () => {
    const { user } = renderCheckout({ phoneNumber: '' });
    await screen.findByLabelText('PIN code');
    expect(field('PIN code')).toHaveAttribute('maxLength', '6');
    expect(field('PIN code')).toHaveAttribute('inputMode', 'numeric');
    await user.type(field('PIN code'), '16001');
    await user.type(field('Recipient phone'), '12345');
    await user.type(field('Second contact phone'), '12345abcde');
    await user.type(field('GSTIN (for a business invoice)'), '04ABKPS');
    await user.click(placeOrder());
    expect(await screen.findByText(messages.invalidPinCode)).toBeInTheDocument();
    expect(screen.getByText(messages.mustBe10Digits)).toBeInTheDocument();
    expect(screen.getByText(messages.onlyDigits)).toBeInTheDocument();
    expect(screen.getByText(messages.invalidGstinShape)).toBeInTheDocument();
    await user.clear(field('PIN code'));
    await user.type(field('PIN code'), '560001');
    await user.selectOptions(field('State / union territory'), 'Punjab');
    await user.click(placeOrder());
    expect(await screen.findByText('PIN code 560001 is not in Punjab')).toBeInTheDocument();
    expect(screen.queryByText(messages.invalidPinCode)).not.toBeInTheDocument();
  });

  it('offers the states and union territories from the list and shows India as the fixed country', async () => {
    renderCheckout();
    const state = await screen.findByLabelText('State / union territory');
    const options = within(state).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Select state');
    expect(options).toHaveLength(37);
    expect(within(state).getByRole('option', { name: 'Chandigarh' })).toHaveValue('Chandigarh');
    expect(field('Country')).toHaveValue('India');
    expect(field('Country')).toHaveAttribute('readOnly');
  });

  it('needs the terms ticked: unticked at first, with links to the terms and the returns policy', async () => {
    const { user, fetchMock } = renderCheckout({ addresses: [makeAddress()] });
    await screen.findByLabelText('First name');
    expect(termsBox()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/termsandconditions',
    );
    expect(screen.getByRole('link', { name: 'Returns Policy' })).toHaveAttribute('href', '/returnpolicy');
    await user.click(placeOrder());
    expect(await screen.findByText(messages.acceptTermsRequired)).toBeInTheDocument();
    expect(termsBox()).toHaveAttribute('aria-invalid', 'true');
    expect(sentOrder(fetchMock)).toBeUndefined();
  });

  it('shows the price break-up beside Place Order', async () => {
    renderCheckout({ productId: '' });
    const breakup = await screen.findByRole('region', { name: 'Price break-up' });
    expect(within(breakup).getByText('Pieces (2)').nextSibling).toHaveTextContent('₹4,000.50');
    expect(within(breakup).getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(within(breakup).getByText('Total').nextSibling).toHaveTextContent('₹4,000.50');
    expect(await within(breakup).findByText('All prices include GST')).toBeInTheDocument();
  });

  it('says an unregistered seller charges no GST, and never that GST is included', async () => {
    renderCheckout({
      productId: '',
      api: { 'GET /api/seller': makeSeller({ gstMode: 'unregistered', gstin: '' }) },
    });
    const breakup = await screen.findByRole('region', { name: 'Price break-up' });
    expect(
      await within(breakup).findByText('Seller not registered under GST; no GST is charged'),
    ).toBeInTheDocument();
    expect(breakup).not.toHaveTextContent('include GST');
  });

  it('asks the business name once a GSTIN is typed, and requires it', async () => {
    const { user, fetchMock } = renderCheckout();
    await screen.findByLabelText('First name');
    expect(screen.queryByLabelText('Business name (as on the GST certificate)')).not.toBeInTheDocument();
    await fillAddress(user);
    await user.type(field('GSTIN (for a business invoice)'), '04ABKPS1234L1ZK');
    expect(field('Business name (as on the GST certificate)')).toBeInTheDocument();
    await agreeAndPlace(user);
    expect(await screen.findByText(messages.businessNameRequired)).toBeInTheDocument();
    expect(sentOrder(fetchMock)).toBeUndefined();
  });

  it('tells a buyer whose GSTIN is of another state where the invoice places the supply', async () => {
    const { user } = renderCheckout();
    await screen.findByLabelText('First name');
    await fillAddress(user);
    const note =
      'Your invoice will show Punjab as the place of supply (billed to your business, shipped to this address)';
    await user.type(field('GSTIN (for a business invoice)'), '03ABKPS1234L1ZM');
    expect(await screen.findByText(note)).toBeInTheDocument();
    await user.clear(field('GSTIN (for a business invoice)'));
    await user.type(field('GSTIN (for a business invoice)'), '04ABKPS1234L1ZK');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('shows the refusal of a piece an unregistered seller may not send out of its state', async () => {
    const refusal =
      'Pashmina Shawl can be sent only within Chandigarh: our workshop is not registered for GST';
    const { user } = renderCheckout({
      addresses: [makeAddress({ phoneNumber: '9814012345' })],
      api: {
        'POST /api/order/create': jsonResponse(
          { success: false, message: refusal, code: 'NOT_HANDICRAFT' },
          409,
        ),
      },
    });
    await agreeAndPlace(user);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('answers "Payment method is required" for anything but cod or online', () => {
    const result = checkoutFormSchema.safeParse({ paymentMethod: 'cheque' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((entry) => entry.path[0] === 'paymentMethod');
    expect(issue?.message).toBe(messages.paymentMethodRequired);
  });

  it('chooses Cash on Delivery by default; online payment is offered beside it', async () => {
    renderCheckout();
    const cod = await screen.findByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeChecked();
    const online = screen.getByRole('radio', { name: /Online payment/ });
    expect(online).not.toBeChecked();
    expect(online).toBeEnabled();
  });

  it('prefills from the default address, the name split at the first space', async () => {
    renderCheckout({
      addresses: [makeAddress({ _id: 'other', name: 'Office', isDefault: false }), makeAddress()],
    });
    expect(await screen.findByLabelText('First name')).toHaveValue('Meera');
    expect(field('Last name')).toHaveValue('Kaur Sandhu');
    expect(field('Street address')).toHaveValue('12 Mall Road');
    expect(field('City')).toHaveValue('Chandigarh');
    expect(field('State / union territory')).toHaveValue('Punjab');
    expect(field('PIN code')).toHaveValue('160017');
    expect(field('Country')).toHaveValue('India');
    expect(field('Recipient phone')).toHaveValue('9814012345');
    // The second contact phone is the account's own.
    expect(field('Second contact phone')).toHaveValue('9876543210');
    expect(screen.getByRole('checkbox', { name: 'Save this address to my account' })).not.toBeChecked();
  });
});

describe('placing the order', () => {
  it('sends the address, cod, the second phone, the piece and the save-address choice', async () => {
    let answer: (value: Response) => void = () => {};
    const { user, fetchMock } = renderCheckout({
      api: {
        'POST /api/order/create': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    await screen.findByLabelText('First name');
    await fillAddress(user);
    await user.type(field('GSTIN (for a business invoice)'), '04abkps1234l1zk');
    await user.type(field('Business name (as on the GST certificate)'), 'Singh Traders');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my account' }));
    await agreeAndPlace(user);
    expect(await screen.findByRole('button', { name: 'Placing order...' })).toBeDisabled();
    expect(sentOrder(fetchMock)).toEqual({
      addressDetails: {
        firstName: 'Ravi',
        lastName: 'Singh',
        phone: '9988776655',
        address: '4 Sector 17',
        city: 'Chandigarh',
        state: 'Chandigarh',
        zip: '160017',
        country: 'India',
        gstin: '04ABKPS1234L1ZK',
        businessName: 'Singh Traders',
      },
      paymentMethod: 'cod',
      phoneNumber: '9876543210',
      products: [PRODUCT_ID],
      saveAddress: true,
      acceptTerms: true,
    });
    answer(jsonResponse({ success: true, message: messages.orderPlacedCod, order: { _id: 'o1' } }, 201));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });

  it('goes to /my-orders and shows "Order placed successfully with Cash on Delivery!" there', async () => {
    const { user, router } = renderCheckout({
      addresses: [makeAddress({ phoneNumber: '9814012345' })],
      api: {
        'POST /api/order/create': jsonResponse(
          { success: true, message: messages.orderPlacedCod, order: { _id: 'o1' } },
          201,
        ),
      },
    });
    await agreeAndPlace(user);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(messages.orderPlacedCod);
    expect(router.state.location.pathname).toBe('/my-orders');
    expect(await screen.findByText(messages.noOrdersFound)).toBeInTheDocument();
  });

  it('shows the server message in a red box when a piece has just been sold (409), and stays', async () => {
    const gone = '"Phulkari Dupatta" has just been sold';
    const { user, router } = renderCheckout({
      addresses: [makeAddress()],
      api: { 'POST /api/order/create': jsonResponse({ success: false, message: gone }, 409) },
    });
    await agreeAndPlace(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(gone);
    expect(alert).toHaveTextContent('The order summary now shows what is still available.');
    expect(alert).toHaveClass('bg-maroon-50');
    expect(router.state.location.pathname).toBe(`/checkout/${PRODUCT_ID}`);
  });

  it('says "Something went wrong" when the failure has no message', async () => {
    const { user } = renderCheckout({
      addresses: [makeAddress()],
      api: { 'POST /api/order/create': new Response('', { status: 500 }) },
    });
    await agreeAndPlace(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong$/);
  });
});

describe('order summary', () => {
  it('lists every piece of the bag for "Buy all", marks the sold one, and totals the rest in rupees', async () => {
    const { user, fetchMock } = renderCheckout({
      productId: '',
      addresses: [makeAddress()],
      api: { 'POST /api/order/create': jsonResponse({ success: true, order: { _id: 'o1' } }, 201) },
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const items = within(summary).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveTextContent('Brass Lantern');
    expect(items[1]).toHaveTextContent('Not included in this order');
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('₹4,000.50');
    await agreeAndPlace(user);
    await waitFor(() => expect(sentOrder(fetchMock)?.products).toEqual([PRODUCT_ID, SECOND_PRODUCT_ID]));
  });

  it('shows one piece with its price for /checkout/{productId}', async () => {
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Phulkari Dupatta')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('₹1,500.00');
  });

  it('cannot order a piece that is no longer available', async () => {
    renderCheckout({ api: { [`GET /api/product/${PRODUCT_ID}`]: { ...dupatta, status: 'sold' } } });
    expect(await screen.findByText('This piece is no longer available.')).toBeInTheDocument();
    expect(placeOrder()).toBeDisabled();
    expect(screen.getByTestId('order-total')).toHaveTextContent('₹0.00');
  });

  it('shows "Product Not Found" for an unknown piece', async () => {
    renderCheckout({ productId: 'not-a-uuid' });
    expect(await screen.findByText(messages.productNotFound)).toBeInTheDocument();
  });
});
