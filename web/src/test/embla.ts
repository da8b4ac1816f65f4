import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * Lets Embla (hooks/use-carousel.ts) run in jsdom: the observers it starts, doing nothing, and a
 * layout in which every box is `width` px wide and each element stands `width` px right of its
 * previous sibling, so a carousel's slides lie side by side in a viewport one slide wide, with no
 * margins. Embla measures with offsetLeft/offsetWidth and the last slide's computed margin, and
 * drags only when its row has an offsetParent. Call before rendering; `vi.restoreAllMocks()` and
 * `vi.unstubAllGlobals()` undo it.
 */
export function layOutCarousels(width = 400): void {
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function offsetLeft(
    this: HTMLElement,
  ) {
    const siblings = this.parentElement ? Array.from(this.parentElement.children) : [this];
    return siblings.indexOf(this) * width;
  });
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computedStyle(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (property: string) =>
      property.startsWith('margin-') ? read(property) || '0px' : read(property);
    return style;
  });
}

/** Where Embla has moved the row of slides: the x of its `translate3d(…px, …)`, in px. */
export function trackX(track: Element): number {
  const match = /translate3d\((-?[\d.]+)px/.exec((track as HTMLElement).style.transform);
  if (!match) throw new Error(`No Embla translation on the row: "${(track as HTMLElement).style.transform}"`);
  return Number(match[1]);
}

/**
 * A mouse drag of `dx` px across `viewport` in 5 moves of 16 ms (fake timers): quick enough to
 * count as a flick, as a swipe is. Embla follows the mouse on the document once it is pressed.
 */
export function dragAcross(viewport: Element, dx: number): void {
  const from = 200;
  fireEvent.mouseDown(viewport, { clientX: from, clientY: 100, button: 0 });
  for (let step = 1; step <= 5; step += 1) {
    act(() => vi.advanceTimersByTime(16));
    fireEvent.mouseMove(document, { clientX: from + (dx * step) / 5, clientY: 100 });
  }
  fireEvent.mouseUp(document, { clientX: from + dx, clientY: 100 });
}
