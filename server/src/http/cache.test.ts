import { describe, expect, it } from 'vitest';
import { ReadCache } from './cache.ts';

/** A load that counts its calls and resolves with `value` (its call number by default). */
function counting<V>(value?: V) {
  const load = async () => {
    load.calls += 1;
    return value ?? (load.calls as V);
  };
  load.calls = 0;
  return load;
}

describe('ReadCache', () => {
  it('serves a value up to maxAgeMs after its read began, then reads again', async () => {
    let now = 1;
    const cache = new ReadCache<number>({ maxAgeMs: 60_000, max: 10, now: () => now });
    const load = counting<number>();
    expect(await cache.get('page', load)).toBe(1);
    now = 60_001;
    expect(await cache.get('page', load)).toBe(1);
    now = 60_002;
    expect(await cache.get('page', load)).toBe(2);
    expect(load.calls).toBe(2);
  });

  it('keeps at most `max` values, the least recently used going first', async () => {
    const cache = new ReadCache<string>({ maxAgeMs: 60_000, max: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('shares one read among askers at the same time, and keeps no undefined', async () => {
    const cache = new ReadCache<string>({ maxAgeMs: 60_000, max: 10 });
    let reads = 0;
    const slow = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return reads === 1 ? undefined : 'markup';
    };
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([undefined, undefined]);
    expect(reads).toBe(1);
    expect(await cache.get('k', slow)).toBe('markup');
    expect(reads).toBe(2);
  });

  it('serves the older value while a refresh fails, until its own end', async () => {
    let now = 1;
    const cache = new ReadCache<string>({ maxAgeMs: 1_000, refreshAfterMs: 500, max: 10, now: () => now });
    await cache.get('k', async () => 'first');
    now = 600;
    const failing = async () => {
      throw new Error('down');
    };
    expect(await cache.get('k', failing)).toBe('first');
    await new Promise((resolve) => setImmediate(resolve));
    now = 900;
    expect(await cache.get('k', failing)).toBe('first');
    await new Promise((resolve) => setImmediate(resolve));
    now = 1_100;
    await expect(cache.get('k', failing)).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'second')).toBe('second');
  });

  it('lets a read under way at a clear answer its askers without keeping it', async () => {
    const cache = new ReadCache<string>({ maxAgeMs: 60_000, max: 10 });
    let finish: (value: string) => void = () => {};
    const before = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    const after = cache.get('k', async () => 'after');
    finish('before');
    expect(await before).toBe('before');
    expect(await after).toBe('after');
    expect(await cache.get('k', async () => 'later')).toBe('after');
  });
});
