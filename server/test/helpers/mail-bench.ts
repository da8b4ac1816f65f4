/**
 * What the mail queue tests share: a test database for the file, queues over it with their own
 * DATA_DIR, and real SMTP servers on 127.0.0.1; every queue and server is closed after its test.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resolveEnv } from '#server/config/env.ts';
import { createMailQueue, type MailQueueOptions } from '#server/mail/queue.ts';
import { type OutboxMail, parseMail } from './outbox.ts';
import { createTestDatabase } from './test-app.ts';

/**
 * Registers the file's hooks and answers its tools. `database` is set by `beforeAll`: read it
 * inside tests and hooks only.
 */
export function useMailBench() {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const bench = {
    get database() {
      if (!database) throw new Error('the mail bench is read before its beforeAll');
      return database;
    },

    /**
     * A started queue over the test database with its own DATA_DIR (`env` overrides the
     * environment, `options` the queue's); its log lines are collected in `lines`.
     */
    async startQueue(env: Record<string, string> = {}, options: Partial<MailQueueOptions> = {}) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shahi-mail-'));
      const lines: Array<Record<string, unknown>> = [];
      const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
      const queue = createMailQueue({
        pool: bench.database.pool,
        env: resolveEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }),
        log,
        pollingIntervalSeconds: 0.5,
        retryDelaySeconds: 1,
        ...options,
      });
      await queue.start();
      cleanups.push(async () => {
        await queue.stop();
        await rm(dataDir, { recursive: true, force: true });
      });
      return { queue, dataDir, lines };
    },

    /** A real SMTP server on 127.0.0.1 (`port` 0: any free one) collecting what it receives. */
    async startSmtpServer(port = 0) {
      const received: OutboxMail[] = [];
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            parseMail(Buffer.concat(chunks)).then((mail) => {
              received.push(mail);
              callback();
            }, callback);
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
      return { port: (server.server.address() as AddressInfo).port, received };
    },
  };
  return bench;
}
