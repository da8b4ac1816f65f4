/**
 * Values read by key and kept a while in process, on lru-cache's `fetch`: askers of a key not kept
 * share one read, a value is served up to `maxAgeMs` after its read began, and — when
 * `refreshAfterMs` is shorter — a value asked for past that age is read again in the background
 * while it is still served (stale-while-revalidate). Failed reads are kept nowhere.
 */
import { LRUCache } from 'lru-cache';

/** How long values live, and how many are kept: at most `max`, or `maxSize` as `sizeOf` measures them. */
export type ReadCacheOptions<V> = {
  /** Longest a value is served after its read began, ms (inclusive). */
  maxAgeMs: number;
  /**
   * Age (ms from the read's start) from which a value asked for is read again in the background,
   * still served meanwhile; by default `maxAgeMs`: a value is read again only once too old.
   */
  refreshAfterMs?: number;
  /** Clock in ms; performance.now by default (tests pass their own). */
  now?: () => number;
} & ({ max: number } | { maxSize: number; sizeOf: (value: V) => number });

/** A kept value and when the read that made it began (the cache's clock). */
interface Kept<V> {
  value: V;
  startedAt: number;
}

type Load<V> = () => Promise<V | undefined>;

/** Values of type V by string key (see the file's comment); `clear` drops them all. */
export class ReadCache<V extends {}> {
  readonly #entries: LRUCache<string, Kept<V>, Load<V>>;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(options: ReadCacheOptions<V>) {
    const { maxAgeMs, refreshAfterMs = maxAgeMs, now = () => performance.now() } = options;
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
    this.#entries = new LRUCache<string, Kept<V>, Load<V>>({
      // The least recently used go first.
      ...('max' in options
        ? { max: options.max }
        : {
            maxSize: options.maxSize,
            sizeCalculation: (kept: Kept<V>) => Math.max(1, options.sizeOf(kept.value)),
          }),
      // lru-cache's own time to live is when a value is read again; ReadCache#get stops serving it at maxAgeMs.
      ttl: refreshAfterMs,
      // Read the clock on every look-up rather than keep it a millisecond (which sets a timer).
      ttlResolution: 0,
      perf: { now },
      allowStale: true,
      noDeleteOnStaleGet: true,
      // A failed refresh leaves the older value, served until its own end; a failed first read keeps nothing.
      noDeleteOnFetchRejection: true,
      // A read under way when `clear` is called still answers its askers, but is kept nowhere.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { options: fetched, context: load }) => {
        const startedAt = now();
        const value = await load();
        if (value === undefined) return undefined;
        // Counted from when the read began, not from when it ended (a positive ttl: 0 means none).
        fetched.ttl = Math.max(Number.MIN_VALUE, refreshAfterMs - (now() - startedAt));
        return { value, startedAt };
      },
    });
  }

  /**
   * The value kept for `key`, or the one `load` resolves with (kept unless undefined). Concurrent
   * askers of a key share one read and get its answer however long it took. Rejects as `load`
   * does when there is no value to serve meanwhile.
   */
  async get(key: string, load: Load<V>): Promise<V | undefined> {
    const status: LRUCache.Status<string, Kept<V>, Load<V>> = {};
    let kept = await this.#entries.fetch(key, { context: load, status });
    const served = status.fetch === 'hit' || status.returnedStale === true;
    if (kept && served && this.#now() - kept.startedAt > this.#maxAgeMs) {
      // Too old to serve: wait for the read now under way, or start one.
      kept = await this.#entries.fetch(key, { context: load, forceRefresh: true, allowStale: false });
    }
    return kept?.value;
  }

  /** Drops every value; reads under way answer their askers but keep nothing, later askers read afresh. */
  clear(): void {
    this.#entries.clear();
  }
}
