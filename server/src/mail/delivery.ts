/** One delivery attempt of a queued message; a row already sent (a retried job) is left alone. */
import type { Database } from '#server/db/client.ts';
import { findMail, markMailSent, recordMailFailure } from './repository.ts';
import type { MailAttachment, MailLog, MailTransport } from './transport.ts';

/**
 * The file of tax document `documentId` to attach (the wiring renders its PDF, ADR 0031);
 * undefined when there is no such document; rejects when it cannot be read now (a retry).
 */
export type AttachmentResolver = (documentId: string) => Promise<MailAttachment | undefined>;

export interface DeliveryDeps {
  db: Database;
  transport: MailTransport;
  log: MailLog;
  /** Without it a message's attachment is left out (with a warning). */
  attachmentResolver?: AttachmentResolver | undefined;
}

const MAX_REASON_LENGTH = 300;

/** Why an attempt failed, for `last_error` and logs: the error's code and message, never the bodies. */
export function failureReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return `${typeof code === 'string' ? `${code}: ` : ''}${message}`.slice(0, MAX_REASON_LENGTH);
}

/** Delivers message `mailId`; a failure rejects (a retry), and on the `final` attempt fails the message. */
export async function deliverMail(deps: DeliveryDeps, mailId: string, final: boolean) {
  const { db, transport, log } = deps;
  const row = await findMail(db, mailId);
  if (!row) {
    log.warn({ mailId }, 'mail to deliver is not in mail_messages');
    return;
  }
  if (row.status !== 'queued' || row.textBody === null || row.htmlBody === null) return;

  try {
    const attachment = row.attachmentDocumentId
      ? await attachmentOf(deps, row.attachmentDocumentId, mailId)
      : undefined;
    await transport.send({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: attachment ? [attachment] : [],
      listUnsubscribeUrl: row.listUnsubscribeUrl,
    });
  } catch (error) {
    const reason = failureReason(error);
    await recordMailFailure(db, row.id, reason, final);
    log.warn(
      { mailId, kind: row.kind, attempt: row.attempts + 1, final, reason },
      final ? 'mail delivery failed for the last time; giving up' : 'mail delivery failed; will retry',
    );
    throw new Error(reason);
  }
  await markMailSent(db, row.id);
}

/** The attachment of a message, or undefined (logged) when it cannot be had; rejects to retry. */
async function attachmentOf({ attachmentResolver, log }: DeliveryDeps, documentId: string, mailId: string) {
  const attachment = attachmentResolver ? await attachmentResolver(documentId) : undefined;
  if (!attachment) log.warn({ mailId, documentId }, 'mail attachment is missing; sending without it');
  return attachment;
}
