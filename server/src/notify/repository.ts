/** SQL on `notification_outbox`, the phone channels' stub table (ADR 0036). */
import type { Database } from '#server/db/client.ts';
import { notificationOutbox } from './tables.ts';

/** Records a text that would go to `phone`; status `stub-not-sent` (nothing is sent). */
export async function insertStubMessage(
  db: Database,
  message: { channel: 'sms' | 'whatsapp'; provider: string; kind: string; phone: string; body: string },
): Promise<void> {
  await db.insert(notificationOutbox).values(message);
}
