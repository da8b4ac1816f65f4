/**
 * A queued mail's tax document attachment (ADR 0031) over SMTP, and what delivery does when the
 * document is missing or cannot be read. The resolver is a stand-in here; the app's own (the
 * stored PDF) is covered by tax-document-pdfs.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTransaction } from '#server/db/transaction.ts';
import type { AttachmentResolver } from '#server/mail/delivery.ts';
import { mailMessages } from '#server/tables/index.ts';
import { useMailBench } from './helpers/mail-bench.ts';
import { waitFor } from './helpers/outbox.ts';

const bench = useMailBench();
const { startSmtpServer } = bench;

/** A started queue sending to `port` with `attachmentResolver`; resolves with it and its log lines. */
function startQueue(port: number, attachmentResolver: AttachmentResolver) {
  return bench.startQueue(
    { SMTP_URL: `smtp://127.0.0.1:${port}` },
    { pollingIntervalSeconds: 0.2, attachmentResolver },
  );
}

async function send(queue: Awaited<ReturnType<typeof startQueue>>['queue'], to: string, documentId: string) {
  const mailId = await withTransaction(bench.database.pool, (tx) =>
    queue.enqueue(tx, {
      kind: 'order-shipped',
      to,
      subject: 'Your order has shipped',
      text: 'Your invoice is attached.',
      html: '<p>Your invoice is attached.</p>',
      attachmentDocumentId: documentId,
    }),
  );
  queue.wake();
  if (!mailId) throw new Error('the message has no address');
  return mailId;
}

const pdf = Buffer.from('%PDF-1.3\n% a stand-in\n%%EOF\n');

describe('mail attachments', () => {
  it('sends the document over SMTP as a PDF attachment', async () => {
    const smtp = await startSmtpServer();
    const asked: string[] = [];
    const { queue } = await startQueue(smtp.port, async (documentId) => {
      asked.push(documentId);
      return { filename: 'INV-26-27-00001.pdf', content: pdf, contentType: 'application/pdf' };
    });
    const documentId = randomUUID();
    await send(queue, 'harleen@example.in', documentId);
    const mail = await waitFor(() => smtp.received.find((m) => m.to === 'harleen@example.in'));
    expect(asked).toEqual([documentId]);
    const [attachment] = mail.parsed.attachments;
    expect(attachment?.filename).toBe('INV-26-27-00001.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.equals(pdf)).toBe(true);
  });

  it('sends without the attachment, and says so, when the document does not exist', async () => {
    const smtp = await startSmtpServer();
    const { queue, lines } = await startQueue(smtp.port, async () => undefined);
    const mailId = await send(queue, 'aman@example.in', randomUUID());
    const mail = await waitFor(() => smtp.received.find((m) => m.to === 'aman@example.in'));
    expect(mail.parsed.attachments).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ mailId, msg: 'mail attachment is missing; sending without it' }),
    );
  });

  it('retries when the document cannot be read, and sends it once it can', async () => {
    const smtp = await startSmtpServer();
    let calls = 0;
    const { queue } = await startQueue(smtp.port, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unreachable');
      return { filename: 'CN-26-27-00001.pdf', content: pdf, contentType: 'application/pdf' };
    });
    const mailId = await send(queue, 'meera@example.in', randomUUID());
    const mail = await waitFor(() => smtp.received.find((m) => m.to === 'meera@example.in'), 15_000);
    expect(mail.parsed.attachments[0]?.filename).toBe('CN-26-27-00001.pdf');
    const sent = await waitFor(async () => {
      const [row] = await bench.database.db.select().from(mailMessages).where(eq(mailMessages.id, mailId));
      return row?.status === 'sent' && row;
    });
    // The failed read counted as an attempt before the one that sent.
    expect(sent.attempts).toBe(2);
  });
});
