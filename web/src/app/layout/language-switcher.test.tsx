import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '#web/lib/i18n.ts';
import { switchLanguage } from '#web/lib/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

// The page load itself is lib/language.ts's (language.test.ts); here only what the switcher asks of it.
vi.mock('#web/lib/language.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#web/lib/language.ts')>()),
  switchLanguage: vi.fn(),
}));

/** The switcher on the router's `path` (the basename already off, as the app's router gives it). */
function renderAt(path: string, label = 'Language') {
  renderWithProviders(<LanguageSwitcher />, { path: '*', history: [path] });
  return within(screen.getByRole('navigation', { name: label }));
}

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    vi.mocked(switchLanguage).mockClear();
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  it('links the same page and query in the other languages from a Hindi page', async () => {
    await loadLocale('hi');
    // Its own label in Hindi ("Language").
    const nav = renderAt('/product/x?y=1', 'भाषा');
    const english = nav.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/product/x?y=1');
    expect(english).toHaveAttribute('hreflang', 'en-IN');
    expect(english).toHaveAttribute('lang', 'en-IN');
    const punjabi = nav.getByRole('link', { name: 'ਪੰਜਾਬੀ' });
    expect(punjabi).toHaveAttribute('href', '/pa/product/x?y=1');
    expect(punjabi).toHaveAttribute('hreflang', 'pa-IN');
    expect(punjabi).toHaveAttribute('lang', 'pa-IN');
    // The page's own language is marked, not linked.
    expect(nav.queryByRole('link', { name: 'हिन्दी' })).not.toBeInTheDocument();
    expect(nav.getByText('हिन्दी')).toHaveAttribute('aria-current', 'true');
    expect(nav.getByText('हिन्दी')).toHaveAttribute('lang', 'hi-IN');
  });

  it('links /hi and /pa from the English home page', () => {
    const nav = renderAt('/');
    expect(nav.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi');
    expect(nav.getByRole('link', { name: 'ਪੰਜਾਬੀ' })).toHaveAttribute('href', '/pa');
    expect(nav.getByText('English')).toHaveAttribute('aria-current', 'true');
  });

  it('switches a visitor on a plain click, keeping the path and query', async () => {
    const nav = renderAt('/collection/abc/2?sort=price-asc');
    await userEvent.click(nav.getByRole('link', { name: 'ਪੰਜਾਬੀ' }));
    expect(switchLanguage).toHaveBeenCalledWith('pa', '/collection/abc/2?sort=price-asc', {
      signedIn: false,
    });
  });

  it('tells the switch that a shopper is signed in', async () => {
    signIn();
    const nav = renderAt('/cart');
    await userEvent.click(nav.getByRole('link', { name: 'हिन्दी' }));
    expect(switchLanguage).toHaveBeenCalledWith('hi', '/cart', { signedIn: true });
  });

  it('leaves a click for a new tab to the browser', async () => {
    const nav = renderAt('/shop');
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(nav.getByRole('link', { name: 'हिन्दी' }));
    await user.keyboard('{/Control}');
    expect(switchLanguage).not.toHaveBeenCalled();
  });
});
