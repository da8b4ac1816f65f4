/** One delivery attempt of a queued message; a row already sent (a retried job) is left alone. */
import type { Database } from '#server/db/client.ts';
import { findMail, markMailSent, recordMailFailure } from './repository.ts';
import type { MailLog, MailTransport } from './transport.ts';

export interface DeliveryDeps {
  db: Database;
  transport: MailTransport;
  log: MailLog;
}

const MAX_REASON_LENGTH = 300;

/** Why an attempt failed, for `last_error` and logs: the error's code and message, never the bodies. */
export function failureReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return `${typeof code === 'string' ? `${code}: ` : ''}${message}`.slice(0, MAX_REASON_LENGTH);
}

/** Delivers message `mailId`; a failure rejects (a retry), and on the `final` attempt fails the message. */
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
