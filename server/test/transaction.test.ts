import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import { createTestDatabase } from './helpers/test-app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database.drop());

describe('withTransaction when the connection breaks between two queries', () => {
  it('rejects, keeps the process alive and gives the pool a fresh connection afterwards', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const attempt = withTransaction(database.pool, async (tx) => {
        const { rows } = await tx.executeSql('SELECT pg_backend_pid() AS pid');
        const pid = (rows[0] as { pid: number }).pid;
        // Another connection ends this one while the transaction waits between queries.
        await database.pool.query('SELECT pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.executeSql('SELECT 1');
      });
      await expect(attempt).rejects.toThrow();
      expect(uncaught).toEqual([]);
      const { rows } = await database.pool.query('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
