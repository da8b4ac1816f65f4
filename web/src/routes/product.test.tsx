import { messages } from '@shahi/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCartLine, makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, LocationProbe, mockApi, probedState, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { ProductRoute } from './product.tsx';

const product = makeProduct();
const productPath = `/product/${PRODUCT_ID}`;

function renderProduct(
  api: Parameters<typeof mockApi>[0],
  userOptions?: Parameters<typeof userEvent.setup>[0],
) {
  const fetchMock = mockApi({ [`GET /api/product/${PRODUCT_ID}`]: product, ...api });
  renderWithProviders(<ProductRoute />, {
    path: '/product/:productId',
    history: [productPath],
    routes: [
      { path: '/login', element: <LocationProbe /> },
      { path: '/checkout/:productId', element: <LocationProbe /> },
    ],
  });
  return { fetchMock, user: userEvent.setup(userOptions) };
}

const addButton = (name: string | RegExp = /^(Add|Adding\.\.\.|Added)$/) =>
  screen.findByRole('button', { name });

describe('the Add button', () => {
  it('goes idle → "Adding..." → "Added" for 1.5 s → idle (when the bag does not hold the piece after all)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = renderProduct(
      {
        [`GET /api/product-added-to-cart/${PRODUCT_ID}`]: false,
        'POST /api/cart/add-product': () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
      { advanceTimers: vi.advanceTimersByTime },
    );
    await user.click(await addButton('Add'));
    expect(await addButton('Adding...')).toBeDisabled();
    const post = fetchMock.mock.calls.find(([url]) => String(url) === '/api/cart/add-product');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ productId: PRODUCT_ID });
    answer(jsonResponse({ success: true, data: [makeCartLine(product)] }));
    expect(await addButton('Added')).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_400));
    expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeEnabled();
  });

  it('stays "Added" with Buy disabled after 1.5 s once the server confirms the piece is in the bag', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    let inBag = false;
    const { user } = renderProduct(
      {
        [`GET /api/product-added-to-cart/${PRODUCT_ID}`]: () => inBag,
        'POST /api/cart/add-product': () => {
          inBag = true;
          return [makeCartLine(product)];
        },
      },
      { advanceTimers: vi.advanceTimersByTime },
    );
    await user.click(await addButton('Add'));
    expect(await addButton('Added')).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled());
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
  });

  it('shows "Added", disabled, and disables Buy when the piece is already in the bag', async () => {
    signIn();
    renderProduct({ [`GET /api/product-added-to-cart/${PRODUCT_ID}`]: true });
    expect(await addButton('Added')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View your bag' })).toHaveAttribute('href', '/cart');
  });

  it('sends a visitor to /login with "Please login to add product in cart", returning to the piece', async () => {
    const { fetchMock, user } = renderProduct({});
    await user.click(await addButton('Add'));
    expect(await screen.findByText('At /login')).toBeInTheDocument();
    expect(probedState()).toEqual({ from: productPath, notice: messages.loginToAddToCart });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('cart'))).toBe(false);
  });

  it('shows the server message in an alert when adding fails', async () => {
    signIn();
    const { user } = renderProduct({
      [`GET /api/product-added-to-cart/${PRODUCT_ID}`]: false,
      'POST /api/cart/add-product': jsonResponse(
        { success: false, message: messages.productAlreadyInCart },
        409,
      ),
    });
    await user.click(await addButton('Add'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.productAlreadyInCart);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('falls back to "Error adding to cart. Please try again." without a server message', async () => {
    signIn();
    const { user } = renderProduct({
      [`GET /api/product-added-to-cart/${PRODUCT_ID}`]: false,
      'POST /api/cart/add-product': new Response('', { status: 500 }),
    });
    await user.click(await addButton('Add'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errorAddingToCart);
  });
});

describe('Buy', () => {
  it('goes to /checkout/{productId}', async () => {
    signIn();
    const { user } = renderProduct({ [`GET /api/product-added-to-cart/${PRODUCT_ID}`]: false });
    await user.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(await screen.findByText(`At /checkout/${PRODUCT_ID}`)).toBeInTheDocument();
  });

  it('stays disabled with Add for a sold piece', async () => {
    signIn();
    mockApi({
      [`GET /api/product/${PRODUCT_ID}`]: makeProduct({ status: 'sold' }),
      [`GET /api/product-added-to-cart/${PRODUCT_ID}`]: false,
    });
    renderWithProviders(<ProductRoute />, { path: '/product/:productId', history: [productPath] });
    expect(await screen.findByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await waitFor(() => expect(screen.getByText('This piece has been sold.')).toBeInTheDocument());
  });
});
