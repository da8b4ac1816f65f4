import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './scroll-restoration.ts';

let go: ReturnType<typeof useNavigate>;
function Probe() {
  useScrollRestoration();
  go = useNavigate();
  return null;
}

/** Scrolls the window to `y` the way a shopper would (the position, then the scroll event), and lets the frame pass. */
async function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe('useScrollRestoration', () => {
  it('starts a new page at the top and returns to the position of an entry on Back', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    render(
      <MemoryRouter initialEntries={['/collection/a']}>
        <Probe />
      </MemoryRouter>,
    );
    await scrollWindowTo(640);

    act(() => void go('/product/p1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await scrollWindowTo(120);

    act(() => void go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    act(() => void go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
