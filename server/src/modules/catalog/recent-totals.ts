/**
 * A few seconds' memory of large listing totals (ADR 0004): counting a broad search reads every
 * match, and a total that large moves by one piece per sale, so one a few seconds old paginates the
 * same. Small totals are never kept (./listing-query.ts counts them afresh every time).
 */

/** How long a kept total is served, ms. */
export const RECENT_TOTAL_MS = 10_000;

/** Kept totals at most; the oldest go first beyond it. */
const MAX_ENTRIES = 1_000;

/** Totals by key, each kept `ttlMs`; concurrent loads of one key share one count. */
export class RecentTotals {
  readonly #entries = new Map<string, { total: number; at: number }>();
  readonly #loading = new Map<string, Promise<number>>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  /** `now` is a clock in ms (performance.now by default; tests pass their own). */
  constructor(ttlMs = RECENT_TOTAL_MS, now: () => number = () => performance.now()) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** The total kept for `key` if it is younger than the time to live, else undefined. */
  get(key: string): number | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.at < this.#ttlMs) return entry.total;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps `total` for `key` from now (a total counted along the way, e.g. beside a page). */
  keep(key: string, total: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { total, at: this.#now() });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** Counts `key` with `count` (once, however many ask at the same time) and keeps the result. */
  load(key: string, count: () => Promise<number>): Promise<number> {
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading = count()
      .then((total) => {
        this.keep(key, total);
        return total;
      })
      .finally(() => this.#loading.delete(key));
    this.#loading.set(key, loading);
    return loading;
  }
}
