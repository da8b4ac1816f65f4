/**
 * The mail queue against real PostgreSQL, a real outbox folder and a real SMTP server
 * (ADR 0006, docs/product.md#mail).
 */
import { readdir } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import type { MailMessage, MailQueue } from '#server/mail/queue.ts';
import { otpMail, passwordResetMail } from '#server/modules/auth/mails.ts';
import { mailMessages } from '#server/tables/index.ts';
import { useMailBench } from './helpers/mail-bench.ts';
import { readOutbox, waitFor, waitForMail } from './helpers/outbox.ts';

const bench = useMailBench();
const { startQueue, startSmtpServer } = bench;

/** Queues `message` in its own committed transaction and wakes the worker, as services do. */
async function send(queue: MailQueue, message: MailMessage): Promise<string> {
  const mailId = await withTransaction(bench.database.pool, (tx) => queue.enqueue(tx, message));
  queue.wake();
  if (!mailId) throw new Error('the message has no address');
  return mailId;
}

async function row(mailId: string) {
  const [found] = await bench.database.db.select().from(mailMessages).where(eq(mailMessages.id, mailId));
  return found;
}

/** A loopback port nothing listens on (taken from the OS, then released). */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const otp = (to: string, code = '482913'): MailMessage => ({
  kind: 'otp',
  to,
  ...otpMail({ shopName: 'Shahi Threads', code, validMinutes: 10, registeredAt: new Date() }),
});

describe('mail queue', () => {
  it('without SMTP_URL writes an .eml with text and HTML parts, logs one line, clears the bodies', async () => {
    const { queue, dataDir, lines } = await startQueue();
    const mailId = await send(queue, otp('asha@example.in'));

    const mail = await waitForMail(dataDir, (m) => m.to === 'asha@example.in');
    expect(mail.from).toBe('"Shahi Threads" <no-reply@shahithreads.in>');
    expect(mail.subject).toBe('Your Shahi Threads verification code');
    expect(mail.text).toContain('482913');
    expect(mail.html).toContain('482913');
    expect(mail.parsed.messageId).toBe(`<${mailId}@shahithreads.in>`);
    expect(path.basename(mail.file)).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+\\.\\d{3}Z-${mailId}\\.eml$`),
    );

    const sent = await waitFor(async () =>
      (await row(mailId))?.status === 'sent' ? row(mailId) : undefined,
    );
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 1,
      textBody: null,
      htmlBody: null,
      lastError: null,
    });
    expect(sent?.sentAt).toBeInstanceOf(Date);

    const outboxLines = lines.filter((line) => line.msg === 'mail written to outbox');
    expect(outboxLines).toEqual([expect.objectContaining({ to: 'asha@example.in', file: mail.file })]);
    expect(JSON.stringify(lines)).not.toContain('482913');
    expect((await readdir(path.join(dataDir, 'outbox'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a transaction that rolls back leaves no message, no job and no file', async () => {
    const { queue, dataDir } = await startQueue();
    let rolledBackId = '';
    const failing = withTransaction(bench.database.pool, async (tx) => {
      rolledBackId = (await queue.enqueue(tx, otp('ghost@example.in', '111111'))) ?? '';
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    queue.wake();

    expect(await row(rolledBackId)).toBeUndefined();
    const jobs = await bench.database.pool.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'mailId' = $1`,
      [rolledBackId],
    );
    expect(jobs.rows[0].n).toBe(0);
    // The worker takes jobs in order: once a later mail is out, the rolled-back one never will be.
    await send(queue, otp('real@example.in', '222222'));
    await waitForMail(dataDir, (m) => m.to === 'real@example.in');
    expect((await readOutbox(dataDir)).map((m) => m.to)).toEqual(['real@example.in']);
  });

  it('with SMTP_URL delivers through SMTP with both parts', async () => {
    const smtp = await startSmtpServer();
    const { queue, dataDir } = await startQueue({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SHOP_EMAIL: 'hello@shahithreads.in',
      PUBLIC_URL: 'https://shop.example.in',
    });
    const resetUrl = 'https://shop.example.in/reset-password/tok_en-123';
    const mailId = await send(queue, {
      kind: 'password-reset',
      to: 'ravi@example.in',
      ...passwordResetMail({ shopName: 'Shahi Threads', firstName: 'Ravi', resetUrl, validMinutes: 30 }),
    });

    const [mail] = await waitFor(() => (smtp.received.length > 0 ? smtp.received : undefined));
    expect(mail).toMatchObject({ to: 'ravi@example.in', from: '"Shahi Threads" <hello@shahithreads.in>' });
    expect(mail?.text).toContain(resetUrl);
    expect(mail?.html).toContain(`href="${resetUrl}"`);
    await waitFor(async () => (await row(mailId))?.status === 'sent');
    expect(await readOutbox(dataDir)).toEqual([]);
  });

  it('keeps a message through an SMTP outage and delivers it once the server is back', async () => {
    const port = await deadPort();
    const { queue } = await startQueue({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { retryLimit: 5 });
    const mailId = await send(queue, otp('meera@example.in', '654321'));

    const failed = await waitFor(async () => {
      const current = await row(mailId);
      return current && current.attempts >= 1 ? current : undefined;
    });
    expect(failed).toMatchObject({ status: 'queued', textBody: expect.stringContaining('654321') });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.lastError).not.toContain('654321');

    const smtp = await startSmtpServer(port);
    const [mail] = await waitFor(() => (smtp.received.length > 0 ? smtp.received : undefined), 10_000);
    expect(mail?.text).toContain('654321');
    const sent = await waitFor(async () =>
      (await row(mailId))?.status === 'sent' ? row(mailId) : undefined,
    );
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
    expect(sent?.textBody).toBeNull();
  });

  it('marks a message failed, bodies cleared, after its last retry', async () => {
    const port = await deadPort();
    const { queue } = await startQueue({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { retryLimit: 0 });
    const mailId = await send(queue, otp('lost@example.in', '999000'));

    const failed = await waitFor(async () =>
      (await row(mailId))?.status === 'failed' ? row(mailId) : undefined,
    );
    expect(failed).toMatchObject({ attempts: 1, textBody: null, htmlBody: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    const job = await waitFor(async () => {
      const result = await bench.database.db.execute<{ state: string }>(
        sql`SELECT state FROM pgboss.job WHERE data->>'mailId' = ${mailId}`,
      );
      return result.rows[0]?.state === 'failed' ? result.rows[0] : undefined;
    });
    expect(job.state).toBe('failed');
  });
});
