import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test/render.tsx';
import { signIn } from '#web/test/session.ts';
import { localeCookie, switchLanguage } from './language.ts';

/** Forgets the `lang` cookie jsdom keeps for the page. */
function clearLocaleCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the code under test writes, as jsdom keeps it.
  document.cookie = 'lang=; Path=/; Max-Age=0';
}

describe('switchLanguage', () => {
  afterEach(clearLocaleCookie);

  it('keeps the language in the lang cookie for a year, then loads the page in it', () => {
    const fetchMock = mockApi({});
    const load = vi.fn();
    switchLanguage('pa', '/product/x?y=1', { signedIn: false, load });
    expect(document.cookie).toContain('lang=pa');
    expect(load).toHaveBeenCalledWith('/pa/product/x?y=1');
    // A visitor has no account to store it on.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads English pages without a prefix, and home as /hi', () => {
    const load = vi.fn();
    switchLanguage('en', '/cart', { signedIn: false, load });
    expect(load).toHaveBeenLastCalledWith('/cart');
    expect(document.cookie).toContain('lang=en');
    switchLanguage('hi', '/', { signedIn: false, load });
    expect(load).toHaveBeenLastCalledWith('/hi');
  });

  it('stores a signed-in shopper’s language on the account, in a request that outlives the page', () => {
    signIn();
    const fetchMock = mockApi({ 'PUT /api/my-locale': { locale: 'hi' } });
    switchLanguage('hi', '/profile', { signedIn: true, load: vi.fn() });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/my-locale');
    expect(init?.method).toBe('PUT');
    expect(init?.keepalive).toBe(true);
    expect(JSON.parse(String(init?.body))).toEqual({ locale: 'hi' });
  });

  it('writes the cookie the server reads: lang, whole site, a year, same-site', () => {
    expect(localeCookie('hi')).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
