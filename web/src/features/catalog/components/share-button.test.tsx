import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLink, ShareButton, shareText, whatsAppShareUrl } from './share-button.tsx';

const title = 'Phulkari Dupatta';

/** Gives jsdom's navigator a property (share, clipboard) until the test ends. */
function giveNavigator(name: 'share' | 'clipboard', value: unknown): void {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButton', () => {
  it('opens the share sheet with the title, the price and the page link where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    giveNavigator('share', share);
    window.history.replaceState(null, '', '/hi/product/abc?from=search#photos');
    render(<ShareButton title={title} price={1450} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith({
      title,
      text: 'Phulkari Dupatta – ₹1,450.00',
      url: `${window.location.origin}/hi/product/abc`,
    });
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('takes a cancelled share sheet quietly', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    giveNavigator('share', share);
    render(<ShareButton title={title} price={1450} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('opens WhatsApp in a new tab without a share sheet, and copies the link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const writeText = vi.fn().mockResolvedValue(undefined);
    giveNavigator('clipboard', { writeText });
    window.history.replaceState(null, '', '/product/abc');
    render(<ShareButton title={title} price={1450} />);

    fireEvent.click(screen.getByRole('button', { name: 'Share on WhatsApp' }));
    const link = `${window.location.origin}/product/abc`;
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/?text=${encodeURIComponent(`Phulkari Dupatta – ₹1,450.00 ${link}`)}`,
      '_blank',
      'noopener,noreferrer',
    );

    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('says so when the clipboard refuses', async () => {
    giveNavigator('clipboard', {
      writeText: vi.fn().mockRejectedValue(new DOMException('No', 'NotAllowedError')),
    });
    render(<ShareButton title={title} price={1450} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy: copy the address bar instead');
  });

  it('keeps the server-drawn button when the app takes over without a share sheet', async () => {
    const ui = (
      <I18nProvider i18n={i18n}>
        <ShareButton title={title} price={1450} />
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    expect(serverButton).toHaveTextContent('Share');

    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, ui));
    // The same element, now Share on WhatsApp: a press held before the app runs still lands on it.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton).toHaveAccessibleName('Share on WhatsApp');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('share texts', () => {
  it('writes the message, the WhatsApp link and the page link', () => {
    expect(shareText('Bagh Cushion', 899.5)).toBe('Bagh Cushion – ₹899.50');
    expect(whatsAppShareUrl('A & B – ₹1.00', 'https://shop.example/product/x?y=1')).toBe(
      'https://wa.me/?text=A%20%26%20B%20%E2%80%93%20%E2%82%B91.00%20https%3A%2F%2Fshop.example%2Fproduct%2Fx%3Fy%3D1',
    );
    expect(pageLink({ origin: 'https://shop.example', pathname: '/pa/product/x' })).toBe(
      'https://shop.example/pa/product/x',
    );
  });
});
