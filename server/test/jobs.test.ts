/**
 * The server's job worker and periodic jobs on pg-boss 10 against real PostgreSQL (ADR 0054):
 * pg-boss retries a failed job; our loop survives a database blip while completing; `wake()` and
 * `stop()` act on the job in hand; a periodic job runs once per period across instances.
 */
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPeriodicJob } from '#server/jobs/periodic-job.ts';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from '#server/jobs/worker.ts';
import { waitFor } from './helpers/outbox.ts';
import { createTestDatabase } from './helpers/test-app.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let queueCount = 0;
/** A queue name of this test's own. */
const newQueue = (kind: string) => `test-${kind}-${++queueCount}`;

/** A logger whose lines land in `lines` (parsed pino JSON). */
function collectingLog() {
  const lines: Array<{ level: number; msg: string; queue?: string }> = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

type Payload = { n: number };

/** A started worker over `pool` (the test database's unless given); stopped after the test. */
async function startWorker(
  options: Partial<JobWorkerOptions<Payload>> & Pick<JobWorkerOptions<Payload>, 'queue' | 'handle'>,
  retry: { retryLimit: number; retryDelay: number; expireInSeconds?: number },
) {
  const { log, lines } = collectingLog();
  const worker = createJobWorker<Payload>({
    pool: database.pool,
    log,
    pollingIntervalSeconds: 0.2,
    createQueue: (boss) => boss.createQueue(options.queue, { name: options.queue, ...retry }),
    ...options,
  });
  await worker.start();
  cleanups.push(() => worker.stop(5_000));
  return { worker, lines };
}

async function jobState(queue: string, id: string) {
  const { rows } = await database.pool.query<{ state: string; retry_count: number; output: unknown }>(
    'SELECT state::text AS state, retry_count, output FROM pgboss.job WHERE name = $1 AND id = $2',
    [queue, id],
  );
  return rows[0];
}

async function send(worker: JobWorker, queue: string, n: number): Promise<string> {
  const id = await worker.boss.send(queue, { n });
  if (!id) throw new Error('send returned no id');
  return id;
}

describe('the job worker', () => {
  it('fails a job whose handler throws; pg-boss retries it and the next attempt completes', async () => {
    const queue = newQueue('retry');
    const attempts: number[] = [];
    const { worker } = await startWorker(
      {
        queue,
        handle: async (job) => {
          attempts.push(job.retryCount);
          if (job.retryCount === 0) throw new Error('first attempt fails');
        },
      },
      { retryLimit: 2, retryDelay: 1 },
    );
    const id = await send(worker, queue, 1);

    const done = await waitFor(async () => {
      const state = await jobState(queue, id);
      return state?.state === 'completed' ? state : undefined;
    }, 10_000);
    expect(attempts).toEqual([0, 1]);
    expect(done.retry_count).toBe(1);
  });

  it("records a job past its last retry as failed, with the handler's message", async () => {
    const queue = newQueue('final');
    let attempts = 0;
    const { worker } = await startWorker(
      {
        queue,
        handle: async () => {
          attempts += 1;
          throw new Error('always fails');
        },
      },
      { retryLimit: 0, retryDelay: 1 },
    );
    const id = await send(worker, queue, 1);

    const failed = await waitFor(async () => {
      const state = await jobState(queue, id);
      return state?.state === 'failed' ? state : undefined;
    });
    expect(attempts).toBe(1);
    expect(failed.output).toMatchObject({ message: 'always fails' });
  });

  it('survives a database blip while completing: no unhandled rejection, the expired job runs again', async () => {
    const queue = newQueue('blip');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    cleanups.push(async () => {
      process.off('unhandledRejection', onUnhandled);
    });
    // The pool as pg-boss sees it: the first query after a handler returns (its `complete`) is cut.
    let cutNext = false;
    const blippingPool = {
      query(text: string, values?: unknown[]) {
        if (cutNext) {
          cutNext = false;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return database.pool.query(text, values);
      },
    } as unknown as pg.Pool;
    let attempts = 0;
    const { worker, lines } = await startWorker(
      {
        queue,
        pool: blippingPool,
        handle: async () => {
          attempts += 1;
          if (attempts === 1) cutNext = true;
        },
      },
      { retryLimit: 1, retryDelay: 0, expireInSeconds: 1 },
    );
    const id = await send(worker, queue, 1);

    await waitFor(() => lines.find((line) => line.msg === 'job worker error' && line.queue === queue));
    expect((await jobState(queue, id))?.state).toBe('active');

    // pg-boss's maintenance expires the job it was never told about; our loop then runs it again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await worker.boss.expire();
    const done = await waitFor(async () => {
      const state = await jobState(queue, id);
      return state?.state === 'completed' ? state : undefined;
    });
    expect(attempts).toBe(2);
    expect(done.retry_count).toBe(1);
    expect(unhandled).toEqual([]);
  });

  it('wake() looks at once instead of at the next poll', async () => {
    const queue = newQueue('wake');
    const handled: number[] = [];
    const { worker } = await startWorker(
      {
        queue,
        pollingIntervalSeconds: 60,
        handle: async (job) => {
          handled.push(job.data.n);
        },
      },
      { retryLimit: 0, retryDelay: 1 },
    );
    // Let the first, empty look pass so the loop sleeps its 60 s.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send(worker, queue, 7);
    worker.wake();
    await waitFor(() => handled.length > 0, 3_000);
    expect(handled).toEqual([7]);
  });

  it('stop() waits for the job in hand, which completes', async () => {
    const queue = newQueue('stop');
    let started = false;
    let finished = false;
    const { worker } = await startWorker(
      {
        queue,
        handle: async () => {
          started = true;
          await new Promise((resolve) => setTimeout(resolve, 500));
          finished = true;
        },
      },
      { retryLimit: 0, retryDelay: 1 },
    );
    const id = await send(worker, queue, 1);
    await waitFor(() => started);
    await worker.stop(5_000);
    expect(finished).toBe(true);
    expect((await jobState(queue, id))?.state).toBe('completed');
  });

  it('without a database, start() resolves, logs, and stop() ends the retries', async () => {
    const { log, lines } = collectingLog();
    const deadPool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const worker = createJobWorker({
      pool: deadPool,
      log,
      queue: newQueue('dead'),
      pollingIntervalSeconds: 1,
      createQueue: async () => {},
      handle: async () => {},
    });
    await expect(worker.start()).resolves.toBeUndefined();
    expect(lines.some((line) => line.msg.startsWith('job worker could not start'))).toBe(true);
    await worker.stop(1_000);
    await deadPool.end();
  });
});

describe('periodic jobs', () => {
  it('run once per period across two instances', async () => {
    const queue = newQueue('periodic');
    let runs = 0;
    const quiet = pino({ level: 'silent' });
    const startedAt = Date.now();
    const instances = [1, 2].map(() =>
      startPeriodicJob({
        pool: database.pool,
        log: quiet,
        queue,
        everySeconds: 1,
        pollingIntervalSeconds: 0.1,
        run: async () => {
          runs += 1;
        },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    await Promise.all(instances.map((job) => job.stop()));
    const seconds = (Date.now() - startedAt) / 1000;

    // Two instances polling every 0.1 s would run ~60 times without the period's single job.
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    const { rows } = await database.pool.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state = 'completed'",
      [queue],
    );
    expect(rows[0]?.count).toBe(runs);
  });

  it('log and record a failed run, and run again the next period', async () => {
    const queue = newQueue('periodic-fail');
    const { log, lines } = collectingLog();
    let runs = 0;
    const job = startPeriodicJob({
      pool: database.pool,
      log,
      queue,
      everySeconds: 1,
      pollingIntervalSeconds: 0.1,
      run: async () => {
        runs += 1;
        throw new Error('the run failed');
      },
    });
    cleanups.push(() => job.stop());
    await waitFor(() => runs >= 2, 5_000);
    expect(lines.filter((line) => line.msg === 'periodic job error').length).toBeGreaterThanOrEqual(2);
    const failed = await waitFor(async () => {
      const { rows } = await database.pool.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state = 'failed'",
        [queue],
      );
      return (rows[0]?.count ?? 0) >= 2 ? rows[0] : undefined;
    });
    expect(failed.count).toBeGreaterThanOrEqual(2);
  });
});

describe('a long periodic run', () => {
  it('gives its job the expiry it asks for, so pg-boss does not count it lost at 2 minutes', async () => {
    const queue = newQueue('periodic-long');
    let runs = 0;
    const job = startPeriodicJob({
      pool: database.pool,
      log: pino({ level: 'silent' }),
      queue,
      everySeconds: 1,
      pollingIntervalSeconds: 0.1,
      expireInSeconds: 6 * 3600,
      run: async () => {
        runs += 1;
      },
    });
    cleanups.push(() => job.stop());
    await waitFor(() => runs >= 1, 5_000);
    const { rows } = await database.pool.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expire_in)::int AS seconds FROM pgboss.job WHERE name = $1 LIMIT 1',
      [queue],
    );
    expect(rows[0]?.seconds).toBe(6 * 3600);
  });
});
