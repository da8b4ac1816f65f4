/** One transaction shared by Drizzle and raw SQL, so work across modules (a row, its mail) commits as one. */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { closeCommitQueue, openCommitQueue } from './after-commit.ts';
import type { Database } from './client.ts';

export interface Transaction {
  db: Database;
  /** Raw SQL on the same connection, in the shape of pg-boss's `db` option. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs `work` inside BEGIN … COMMIT on one pooled connection; any error rolls back and is
 * rethrown. Resolves with what `work` returns, after the callbacks it queued with `afterCommit`.
 * A checked-out client whose connection breaks emits 'error', which unheard ends the process: the
 * listener here keeps it, so the transaction rejects (503) and the connection is destroyed.
 */
export async function withTransaction<T>(pool: pg.Pool, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onConnectionError = (error: Error) => {
    broken = error;
  };
  client.on('error', onConnectionError);
  const tx: Transaction = {
    db: drizzle(client),
    executeSql: (text, values) => client.query(text, values as unknown[]),
  };
  openCommitQueue(tx.db);
  let commitSent = false;
  try {
    await client.query('BEGIN');
    const result = await work(tx);
    commitSent = true;
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A broken connection, or one whose ROLLBACK failed, is destroyed rather than reused.
    client.removeListener('error', onConnectionError);
    client.release(broken);
    // A COMMIT that failed may still have committed (the connection broke after the server did).
    closeCommitQueue(tx.db, commitSent);
  }
}
