import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '#web/lib/auth-token.ts';
import { useFinishLogout } from '#web/lib/logout.ts';
import { CATEGORY_ID, categories, makeCartLine, makeProduct } from '#web/test/fixtures.ts';
import { mockApi, renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { MainNav } from './main-nav.tsx';

/** What AppRoutes does above every page: ends a requested logout once "/" is shown. */
function FinishLogout() {
  useFinishLogout();
  return null;
}

function setup(variant: 'full' | 'reduced' = 'full', history = ['/']) {
  mockApi({ 'POST /api/category/active': categories });
  const rendered = renderWithProviders(
    <>
      <FinishLogout />
      <MainNav variant={variant} />
      <p>Outside</p>
    </>,
    // Mounted on every path, so the navigation stays while the test navigates.
    { path: '*', history },
  );
  return { ...rendered, user: userEvent.setup() };
}

const categoryButton = () => screen.getByRole('button', { name: 'CATEGORY' });

describe('MainNav', () => {
  it('shows how many pieces a signed-in shopper has in the bag beside SHOPPING BAG', async () => {
    signIn();
    mockApi({
      'POST /api/category/active': categories,
      'GET /api/get-cart-products': [makeCartLine(makeProduct()), makeCartLine(makeProduct({ _id: 'p2' }))],
    });
    renderWithProviders(<MainNav variant="reduced" />, { path: '*' });
    expect(await screen.findByRole('link', { name: 'SHOPPING BAG (2 pieces)' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(screen.getByTestId('bag-count')).toHaveTextContent('2');
  });

  it('has HOME, CATEGORY, SHOPPING BAG and LOGIN', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'SHOPPING BAG' })).toHaveAttribute('href', '/cart');
    expect(within(nav).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(categoryButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has only HOME, SHOPPING BAG and the language switcher in the reduced variant', () => {
    setup('reduced');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const languages = within(nav).getByRole('navigation', { name: 'Language' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => !languages.contains(link))
        .map((link) => link.textContent),
    ).toEqual(['HOME', 'SHOPPING BAG']);
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/hi', '/pa']);
    expect(screen.queryByRole('button', { name: 'CATEGORY' })).not.toBeInTheDocument();
  });

  it('opens the category list and closes it on Escape, returning focus', async () => {
    const { user } = setup();
    await user.click(categoryButton());
    expect(categoryButton()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Dupattas' })).toHaveAttribute(
      'href',
      `/collection/${CATEGORY_ID}`,
    );
    await user.keyboard('{Escape}');
    expect(categoryButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Dupattas' })).not.toBeInTheDocument();
    expect(categoryButton()).toHaveFocus();
  });

  it('closes the category list on a click outside', async () => {
    const { user } = setup();
    await user.click(categoryButton());
    await user.click(screen.getByText('Outside'));
    expect(categoryButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the category list after navigating', async () => {
    const { user, router } = setup();
    await user.click(categoryButton());
    await user.click(await screen.findByRole('link', { name: 'Sarees' }));
    expect(router.state.location.pathname).toMatch(/^\/collection\//);
  });

  it('is usable with the keyboard: ArrowDown opens and moves through the links', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'CATEGORY' });
    categoryButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('link', { name: 'Dupattas' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Sarees' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dupattas' })).toHaveFocus();
  });

  it('folds behind a Menu button on small screens', async () => {
    const { user } = setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('menus inside the folded navigation', () => {
  it('Escape closes the CATEGORY list only, focus back on CATEGORY, the navigation still open', async () => {
    const { user } = setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(categoryButton());
    await screen.findByRole('link', { name: 'Dupattas' });
    await user.keyboard('{Escape}');
    expect(categoryButton()).toHaveAttribute('aria-expanded', 'false');
    expect(categoryButton()).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('Tab out of the CATEGORY list closes it', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'CATEGORY' });
    categoryButton().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dupattas' })).toHaveFocus());
    await user.tab();
    await user.tab();
    expect(categoryButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: /SHOPPING BAG/ })).toHaveFocus();
  });
});

describe('ME menu', () => {
  const meButton = () => screen.getByRole('button', { name: 'ME' });

  it('replaces LOGIN for a logged-in shopper and holds Profile and Logout', async () => {
    signIn();
    const { user } = setup();
    expect(screen.queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(meButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(meButton());
    expect(meButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows LOGIN again once the stored token has expired', () => {
    signIn({ exp: Math.floor(Date.now() / 1000) - 5 });
    setup();
    expect(screen.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
  });

  it('closes on Escape and on a click outside', async () => {
    signIn();
    const { user } = setup();
    await user.click(meButton());
    await user.keyboard('{Escape}');
    expect(meButton()).toHaveAttribute('aria-expanded', 'false');
    expect(meButton()).toHaveFocus();
    await user.click(meButton());
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('opens with ArrowDown and moves between Profile and Logout', async () => {
    signIn();
    const { user } = setup();
    meButton().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  });

  it('Logout clears the token and goes to /', async () => {
    signIn();
    const { user, router } = setup('full', ['/somewhere']);
    await user.click(meButton());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
  });
});
