/**
 * A one-second memory of the public catalogue answers (listing pages, home rows, active categories),
 * kept serialized (docs/decisions/0014-catalogue-answer-cache.md). Every catalogue write drops them
 * in this process once it commits; other instances may show a sold piece for up to READ_CACHE_MS,
 * and adding it to a bag or ordering it is still refused (409).
 */
import { afterCommit } from '#server/db/after-commit.ts';
import type { Database } from '#server/db/client.ts';
import { ReadCache } from '#server/http/cache.ts';

/** Longest time an answer is served after the read that made it began, ms (inclusive). */
export const READ_CACHE_MS = 1_000;

/** Memory the kept answers may take, counted as UTF-16 code units of their JSON. */
const MAX_CACHED_CHARS = 8 * 1024 * 1024;

/** Bumped by every catalogue write: answers made under an older generation are never served. */
let generation = 0;

/** Others told of this process's catalogue writes (the sitemap, pages/sitemap-cache.ts). */
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
 * read, and an answer asked for in the second half of its life is read again in the background
 * (#server/http/cache.ts).
 */
export class CatalogueReadCache {
  readonly #answers: ReadCache<CachedAnswer>;
  /** The catalogue generation the kept answers were read in; a later one drops them all. */
  #generation = generation;

  constructor({
    ttlMs = READ_CACHE_MS,
    refreshAfterMs = ttlMs / 2,
    now = () => performance.now(),
    maxChars = MAX_CACHED_CHARS,
  }: ReadCacheOptions = {}) {
    this.#answers = new ReadCache<CachedAnswer>({
      maxAgeMs: ttlMs,
      refreshAfterMs,
      maxSize: maxChars,
      sizeOf: (answer) => answer.json.length,
      now,
    });
  }

  /**
   * The answer kept for `key`, or the one `load` resolves with (kept unless a catalogue write came
   * meanwhile or the read outlasted the time to live). Rejects as `load` does; failures are not kept.
   */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    // A write since the last ask: reads begun before it answer their askers but are kept nowhere.
    if (this.#generation !== generation) {
      this.#generation = generation;
      this.#answers.clear();
    }
    const answer = await this.#answers.get(key, async () => {
      const value = await load();
      return { value, json: JSON.stringify(value) };
    });
    // The read above always resolves with an answer.
    return answer as CachedAnswer;
  }
}
