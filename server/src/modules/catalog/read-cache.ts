/**
 * A one-second memory of the public catalogue answers (listing pages, home rows, active categories),
 * kept serialized (docs/decisions/0014-catalogue-answer-cache.md). Every catalogue write drops them
 * in this process once it commits; other instances may show a sold piece for up to READ_CACHE_MS,
 * and adding it to a bag or ordering it is still refused (409).
 */
import { LRUCache } from 'lru-cache';
import { afterCommit } from '#server/db/after-commit.ts';
import type { Database } from '#server/db/client.ts';

/** Longest time an answer is served after the read that made it began, ms (inclusive). */
export const READ_CACHE_MS = 1_000;

/** Memory the kept answers may take, counted as UTF-16 code units of their JSON. */
const MAX_CACHED_CHARS = 8 * 1024 * 1024;

/** Bumped by every catalogue write: answers made under an older generation are never served. */
let generation = 0;

/** Others told of this process's catalogue writes (the search index, search-index.ts). */
const changeListeners = new Set<() => void>();

/**
 * Drops every kept catalogue answer of this process; reads that began before it are not kept. Call
 * it once a catalogue write has committed, or `dropCatalogueAnswersAfterCommit` inside the transaction.
 */
export function catalogueChanged(): void {
  generation += 1;
  for (const listener of changeListeners) listener();
}

/** Calls `listener` (which must not throw) on every catalogueChanged here; the returned function stops it. */
export function onCatalogueChanged(listener: () => void): () => void {
  const own = () => listener();
  changeListeners.add(own);
  return () => changeListeners.delete(own);
}

/** Drops the kept answers once `db`'s writes commit (at once on the pool's handle: call it after writing). */
export function dropCatalogueAnswersAfterCommit(db: Database): void {
  afterCommit(db, catalogueChanged);
}

/** An answer as the route returns it (`value`, seen by hooks) and as it is sent (`json`). */
export interface CachedAnswer {
  value: unknown;
  json: string;
}

interface Entry extends CachedAnswer {
  generation: number;
  /** When the read that made it began (the cache's clock, ms). */
  startedAt: number;
}

/** Options of a cache; tests pass their own clock (ms) and times. */
export interface ReadCacheOptions {
  /** How long an answer is served after its read began, ms. */
  ttlMs?: number;
  /** Age from which an asked-for answer is read again in the background, still served meanwhile. */
  refreshAfterMs?: number;
  now?: () => number;
  maxChars?: number;
}

/**
 * Public catalogue answers by normalized request key, each served for at most `ttlMs` after its read
 * began and only while no catalogue write came since. Concurrent askers of a missing key share one
 * read, and an answer asked for in the second half of its life is read again in the background.
 */
export class CatalogueReadCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #loading = new Map<string, { generation: number; answer: Promise<Entry> }>();
  readonly #ttlMs: number;
  readonly #refreshAfterMs: number;
  readonly #now: () => number;

  constructor({
    ttlMs = READ_CACHE_MS,
    refreshAfterMs = ttlMs / 2,
    now = () => performance.now(),
    maxChars = MAX_CACHED_CHARS,
  }: ReadCacheOptions = {}) {
    this.#ttlMs = ttlMs;
    this.#refreshAfterMs = refreshAfterMs;
    this.#now = now;
    this.#entries = new LRUCache<string, Entry>({
      ttl: ttlMs,
      // Read the clock on every look-up rather than keep it a millisecond (which sets a timer).
      ttlResolution: 0,
      maxSize: maxChars,
      sizeCalculation: (entry) => Math.max(1, entry.json.length),
      perf: { now },
    });
  }

  /**
   * The answer kept for `key`, or the one `load` resolves with (kept unless a catalogue write came
   * meanwhile or the read outlasted the time to live). Rejects as `load` does; failures are not kept.
   */
  get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const kept = this.#entries.get(key);
    if (kept && kept.generation === generation) {
      if (this.#now() - kept.startedAt >= this.#refreshAfterMs && !this.#pending(key)) {
        // A failed refresh keeps nothing; the kept answer ends at its time, and the next ask reads.
        this.#read(key, load).catch(() => {});
      }
      return Promise.resolve(kept);
    }
    return this.#pending(key) ?? this.#read(key, load);
  }

  /** The read of `key` in flight that began after the last catalogue write, if any. */
  #pending(key: string): Promise<Entry> | undefined {
    const loading = this.#loading.get(key);
    return loading && loading.generation === generation ? loading.answer : undefined;
  }

  #read(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const startedAt = this.#now();
    const startedIn = generation;
    const answer = load().then((value) => {
      const entry: Entry = { value, json: JSON.stringify(value), generation: startedIn, startedAt };
      const ttl = this.#ttlMs - (this.#now() - startedAt);
      if (startedIn === generation && ttl >= 1) this.#entries.set(key, entry, { ttl });
      return entry;
    });
    const loading = { generation: startedIn, answer };
    this.#loading.set(key, loading);
    const forget = () => {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    };
    answer.then(forget, forget);
    return answer;
  }
}
