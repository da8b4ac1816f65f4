/** Payment SQL: the webhook events already handled (`payment_events`, ADR 0008). */
import type { Database } from '#server/db/client.ts';
import { paymentEvents } from './tables.ts';

export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

/**
 * Records a webhook event by its `x-razorpay-event-id`; false for a duplicate. Run it in the
 * transaction of the event's effect: a concurrent duplicate waits on the primary key, so the effect
 * happens once.
 */
export async function insertPaymentEvent(db: Database, event: NewPaymentEvent): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ eventId: paymentEvents.eventId });
  return rows.length === 1;
}
