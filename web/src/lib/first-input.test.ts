import { describe, expect, it, vi } from 'vitest';
import { FIRST_INPUT_EVENTS, onFirstInput } from './first-input.ts';

describe('onFirstInput', () => {
  it.each(FIRST_INPUT_EVENTS)('calls back once, at the first %s', (type) => {
    const target = new EventTarget();
    const callback = vi.fn();
    onFirstInput(callback, FIRST_INPUT_EVENTS, target);
    expect(callback).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event(type));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('ignores what is not an input, and stops listening when told to', () => {
    const target = new EventTarget();
    const callback = vi.fn();
    const stop = onFirstInput(callback, FIRST_INPUT_EVENTS, target);
    target.dispatchEvent(new Event('load'));
    target.dispatchEvent(new Event('resize'));
    expect(callback).not.toHaveBeenCalled();
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
