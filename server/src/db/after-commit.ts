/**
 * Work that must wait until a write is visible to every connection: dropping an in-process cache
 * of what it changed (ADR 0014). Dropped inside the transaction, a concurrent read could refill
 * the cache from the rows as they were before the commit.
 */
import type { Database } from './client.ts';

/** Callbacks waiting for the commit of each open transaction, by its Drizzle handle. */
const waiting = new WeakMap<Database, Array<() => void>>();

/**
 * Runs `callback` once the writes made through `db` are committed: at once for the pool's handle
 * (each statement commits by itself, so call this after awaiting the write), or right after
 * COMMIT for a handle of `withTransaction` (never, if it rolls back). A callback queued twice on
 * one transaction runs once. Callbacks must not throw (they drop caches).
 */
export function afterCommit(db: Database, callback: () => void): void {
  const queue = waiting.get(db);
  if (!queue) {
    callback();
    return;
  }
  if (!queue.includes(callback)) queue.push(callback);
}

/** Marks `db` as a transaction's handle whose afterCommit callbacks wait (db/transaction.ts). */
export function openCommitQueue(db: Database): void {
  waiting.set(db, []);
}

/** Ends `db`'s queue and, when the transaction `committed` (or may have), runs its callbacks. */
export function closeCommitQueue(db: Database, committed: boolean): void {
  const queue = waiting.get(db) ?? [];
  waiting.delete(db);
  if (committed) for (const callback of queue) callback();
}
