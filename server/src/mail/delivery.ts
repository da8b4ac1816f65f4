/**
 * One delivery attempt of one queued message: load the row, hand it to the transport, record the
 * outcome. A row already sent (a job retried after its success went unrecorded) is left alone.
 */
import type { Database } from '#server/db/client.ts';
import { findMail, markMailSent, recordMailFailure } from './repository.ts';
import type { MailLog, MailTransport } from './transport.ts';

export interface DeliveryDeps {
  db: Database;
  transport: MailTransport;
  log: MailLog;
}

/** Longest failure reason kept in `mail_messages.last_error`, in characters. */
const MAX_REASON_LENGTH = 300;

/**
 * Why an attempt failed, for `last_error` and logs: the error's code and message only — never
 * the message's bodies (the transport's errors do not quote them), truncated.
 */
export function failureReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return `${typeof code === 'string' ? `${code}: ` : ''}${message}`.slice(0, MAX_REASON_LENGTH);
}

/**
 * Delivers message `mailId`. `final`: this is the last attempt pg-boss will make, so a failure
 * marks the message `failed`. Rejects with an Error carrying the failure reason, so that the
 * job is failed and retried; resolves when sent, or when there is nothing left to send.
 */
export async function deliverMail({ db, transport, log }: DeliveryDeps, mailId: string, final: boolean) {
  const row = await findMail(db, mailId);
  if (!row) {
    log.warn({ mailId }, 'mail to deliver is not in mail_messages');
    return;
  }
  if (row.status !== 'queued' || row.textBody === null || row.htmlBody === null) return;

  try {
    await transport.send({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
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
