import { messages } from '@shahi/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct, PRODUCT_ID } from '#web/test/fixtures.ts';
import { LocationProbe, mockApi, probedState, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { WishlistHeart } from './wishlist-heart.tsx';

const saved = [{ product: makeProduct(), savedAt: '2026-11-01T10:00:00.000Z' }];

function renderHeart() {
  return renderWithProviders(<WishlistHeart productId={PRODUCT_ID} title="Phulkari Dupatta" />, {
    path: '/product/:productId',
    history: [`/product/${PRODUCT_ID}`],
    routes: [{ path: '/login', element: <LocationProbe /> }],
  });
}

describe('WishlistHeart', () => {
  it('sends a visitor to /login with a notice and a way back', async () => {
    const fetchMock = mockApi({});
    renderHeart();
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByText('At /login')).toBeInTheDocument();
    expect(probedState()).toEqual({ from: `/product/${PRODUCT_ID}`, notice: messages.loginToSaveToWishlist });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a saved piece pressed, and removes it on a press', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/wishlist': saved,
      [`DELETE /api/wishlist/${PRODUCT_ID}`]: [],
    });
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/wishlist/${PRODUCT_ID}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('saves an unsaved piece with POST /api/wishlist', async () => {
    signIn();
    let body: unknown;
    mockApi({
      'GET /api/wishlist': [],
      'POST /api/wishlist': (sent) => {
        body = sent;
        return saved;
      },
    });
    renderHeart();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save to wishlist' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Save to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(body).toEqual({ productId: PRODUCT_ID });
  });
});
