/** Contact SQL: storing a message. */
import type { Database } from '#server/db/client.ts';
import { contactMessages } from './tables.ts';

/** A message as stored: phone is '' when not given. */
export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** Inserts one message (use the transaction's `db`); resolves with its id and arrival time. */
export async function insertContactMessage(db: Database, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message was not stored');
  return row;
}
