/** Cache drops wait for COMMIT (ADR 0014): earlier, a concurrent read could refill them with the old rows. */
import type { Database } from './client.ts';

const waiting = new WeakMap<Database, Array<() => void>>();

/**
 * Runs `callback` once the writes made through `db` are committed: at once on the pool's handle
 * (call it after awaiting the write), after COMMIT on a transaction's (once; never on rollback).
 */
export function afterCommit(db: Database, callback: () => void): void {
  const queue = waiting.get(db);
  if (!queue) {
    callback();
    return;
  }
  if (!queue.includes(callback)) queue.push(callback);
}

/** Marks `db` as a transaction's handle, whose afterCommit callbacks wait for COMMIT. */
export function openCommitQueue(db: Database): void {
  waiting.set(db, []);
}

/** Ends `db`'s queue and runs its callbacks if the transaction `committed` (or may have). */
export function closeCommitQueue(db: Database, committed: boolean): void {
  const queue = waiting.get(db) ?? [];
  waiting.delete(db);
  if (committed) for (const callback of queue) callback();
}
