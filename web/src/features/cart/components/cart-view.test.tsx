import { messages } from '@shahi/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCartLine, makeProduct, PRODUCT_ID, SECOND_PRODUCT_ID } from '#web/test/fixtures.ts';
import { jsonResponse, mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { CartView } from './cart-view.tsx';

const dupatta = makeProduct({ price: 1500 });
const shawl = makeProduct({
  _id: SECOND_PRODUCT_ID,
  title: 'Pashmina Shawl',
  price: 2500.5,
  image1: 'products/shawl-1.webp',
  image2: undefined,
  images: ['products/shawl-1.webp'],
});
const lines = [makeCartLine(dupatta), makeCartLine(shawl)];

function renderCart(api: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(api);
  renderWithProviders(<CartView />, { path: '/cart', history: ['/cart'] });
  return { fetchMock, user: userEvent.setup() };
}

const cards = () => screen.getAllByRole('article');

describe('CartView', () => {
  it('asks a visitor to log in, with a link to /login', async () => {
    const { fetchMock } = renderCart({});
    expect(screen.getByText(messages.loginToViewCart)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a skeleton while loading, then "Your cart is empty"', async () => {
    signIn();
    renderCart({ 'GET /api/get-cart-products': [] });
    expect(screen.getByRole('status', { name: 'Loading your bag' })).toBeInTheDocument();
    expect(await screen.findByText(messages.cartEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your bag' })).not.toBeInTheDocument();
  });

  it('shows "Failed to fetch cart details" with the reason when the bag cannot load', async () => {
    signIn();
    renderCart({ 'GET /api/get-cart-products': jsonResponse({ success: false, message: 'Boom' }, 500) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedToFetchCart);
    expect(alert).toHaveTextContent('Boom');
  });

  it('shows a card per piece with its title, price, BUY to /checkout/{productId} and Remove', async () => {
    signIn();
    renderCart({ 'GET /api/get-cart-products': lines });
    await screen.findByRole('heading', { name: 'Pashmina Shawl' });
    expect(cards()).toHaveLength(2);
    const first = within(cards()[0] as HTMLElement);
    expect(first.getByText('₹1,500.00')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'BUY Phulkari Dupatta' })).toHaveAttribute(
      'href',
      `/checkout/${PRODUCT_ID}`,
    );
    expect(first.getByRole('button', { name: 'Remove Phulkari Dupatta' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'BUY Pashmina Shawl' })).toHaveAttribute(
      'href',
      `/checkout/${SECOND_PRODUCT_ID}`,
    );
  });

  it('uses image2 on hover, and image1 when a piece has no image2', async () => {
    signIn();
    const { container } = (() => {
      mockApi({ 'GET /api/get-cart-products': lines });
      return renderWithProviders(<CartView />);
    })();
    await screen.findByRole('heading', { name: 'Pashmina Shawl' });
    const hover = container.querySelectorAll('[data-testid="cart-card-hover-image"]');
    expect(hover[0]?.getAttribute('src')).toContain('phulkari-2.webp');
    expect(hover[1]?.getAttribute('src')).toContain('shawl-1.webp');
  });

  it('offers "Buy all" to /checkout with the total of the available pieces', async () => {
    signIn();
    renderCart({ 'GET /api/get-cart-products': lines });
    expect(await screen.findByRole('link', { name: 'Buy all' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total: ₹4,000.50');
    expect(screen.getByText('2 pieces in your bag')).toBeInTheDocument();
  });

  it('marks a sold or reserved piece, which cannot be bought and is left out of the total', async () => {
    signIn();
    renderCart({
      'GET /api/get-cart-products': [makeCartLine({ ...dupatta, status: 'sold' }), makeCartLine(shawl)],
    });
    await screen.findByRole('heading', { name: 'Pashmina Shawl' });
    const sold = within(cards()[0] as HTMLElement);
    expect(sold.getByText('Sold')).toBeInTheDocument();
    expect(sold.queryByRole('link', { name: /BUY/ })).not.toBeInTheDocument();
    expect(sold.getByText('BUY')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total: ₹2,500.50');
    expect(screen.getByText(/1 available to buy/)).toBeInTheDocument();
  });

  it('offers no "Buy all" when nothing in the bag can be bought', async () => {
    signIn();
    renderCart({ 'GET /api/get-cart-products': [makeCartLine({ ...shawl, status: 'reserved' })] });
    expect(await screen.findByText('Reserved')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy all' })).not.toBeInTheDocument();
  });

  it('removes a piece with DELETE /cart/{line id} and shows the bag that is left', async () => {
    signIn();
    const { fetchMock, user } = renderCart({
      'GET /api/get-cart-products': lines,
      [`DELETE /api/cart/line-${PRODUCT_ID}`]: [makeCartLine(shawl)],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Phulkari Dupatta' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Phulkari Dupatta' })).not.toBeInTheDocument(),
    );
    expect(cards()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/cart/line-${PRODUCT_ID}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('says "Failed to delete item from cart" when removing fails without a message', async () => {
    signIn();
    const { user } = renderCart({
      'GET /api/get-cart-products': lines,
      [`DELETE /api/cart/line-${PRODUCT_ID}`]: new Response('', { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Phulkari Dupatta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToDeleteFromCart);
    expect(cards()).toHaveLength(2);
  });
});
