/** Contact SQL: storing a message, and the shop's first footer e-mail address. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { contactMessages, footerContacts } from '#server/db/schema/index.ts';

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

/** The value of the first footer contact entry of type 'email' (display order), if any. */
export async function selectFirstFooterEmail(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: footerContacts.value })
    .from(footerContacts)
    .where(eq(footerContacts.type, 'email'))
    .orderBy(asc(footerContacts.position), asc(footerContacts.id))
    .limit(1);
  return row?.value.trim();
}
