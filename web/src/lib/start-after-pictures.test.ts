import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_PICTURE_WAIT_MS, startAfterPictures } from './start-after-pictures.ts';

/** An `<img>` whose `complete` the test sets (jsdom loads no images). */
function picture(complete = false) {
  const image = document.createElement('img');
  let done = complete;
  Object.defineProperty(image, 'complete', { get: () => done });
  return {
    image,
    load: () => {
      done = true;
      image.dispatchEvent(new Event('load'));
    },
    fail: () => {
      done = true;
      image.dispatchEvent(new Event('error'));
    },
  };
}

/** Runs the frame callbacks and the task after them (jsdom has no painting). */
function paintFrame() {
  vi.advanceTimersByTime(20);
}

describe('startAfterPictures (where the browser reports no largest paint, as in jsdom)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('starts at once on a page without pictures (not server-rendered)', () => {
    const start = vi.fn();
    startAfterPictures([], start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for every picture, then for a frame, and starts once', () => {
    const start = vi.fn();
    const [first, second] = [picture(), picture()];
    startAfterPictures([first.image, second.image], start);
    paintFrame();
    first.load();
    paintFrame();
    expect(start).not.toHaveBeenCalled();
    second.load();
    expect(start).not.toHaveBeenCalled();
    paintFrame();
    expect(start).toHaveBeenCalledTimes(1);
    first.image.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(MAX_PICTURE_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after a frame when the pictures were already in (from the cache)', () => {
    const start = vi.fn();
    startAfterPictures([picture(true).image], start);
    expect(start).not.toHaveBeenCalled();
    paintFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when a picture fails, or the shopper reaches for the page', () => {
    const failed = vi.fn();
    const broken = picture();
    startAfterPictures([broken.image], failed);
    broken.fail();
    expect(failed).toHaveBeenCalledTimes(1);

    const touched = vi.fn();
    startAfterPictures([picture().image], touched);
    window.dispatchEvent(new Event('pointerdown'));
    expect(touched).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    expect(touched).toHaveBeenCalledTimes(1);
  });

  it(`starts after ${MAX_PICTURE_WAIT_MS} ms at the latest`, () => {
    const start = vi.fn();
    startAfterPictures([picture().image], start);
    vi.advanceTimersByTime(MAX_PICTURE_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('startAfterPictures where the browser reports largest paints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts when a largest paint names one of the pictures, and not for another element's", () => {
    let report: ((entries: { element: Element }[]) => void) | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries(): unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const start = vi.fn();
    const banner = picture();
    startAfterPictures([banner.image], start);
    report?.([{ element: document.createElement('p') }]);
    // Loaded is not enough: the picture must have been painted.
    banner.load();
    expect(start).not.toHaveBeenCalled();
    report?.([{ element: banner.image }]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });
});
