/** Wires the mail queue into the app: started with it, stopped when it closes (issue 3 §3). */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { createMailQueue, type MailQueue, type MailQueueOptions } from './queue.ts';
import type { MailEnv } from './transport.ts';

export interface MailQueueDeps {
  pool: pg.Pool;
  env: MailEnv;
}

/**
 * Creates the mail queue with `app.log` as its logger, starts its worker (never rejects, see
 * `MailQueue.start`) and stops it in `app`'s onClose, before the caller ends the pool.
 * Resolves with the queue, to hand to the modules that send mail.
 */
export async function registerMailQueue(
  app: FastifyInstance,
  deps: MailQueueDeps,
  options: Omit<MailQueueOptions, 'pool' | 'env' | 'log'> = {},
): Promise<MailQueue> {
  const queue = createMailQueue({ ...options, ...deps, log: app.log.child({ module: 'mail' }) });
  await queue.start();
  app.addHook('onClose', async () => {
    await queue.stop();
  });
  return queue;
}
