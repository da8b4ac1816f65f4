/**
 * Back office contact messages (docs/product.md#the-back-office): newest first, filtered by handled
 * or not, and marked handled (when, and by which admin) or back to unhandled.
 */

import {
  type AdminContactListQuery,
  type AdminContactMessage,
  type AdminPage,
  adminMessages,
} from '@shahi/contract/schemas';
import { count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import { pageOf } from '#server/http/paging.ts';
import { accountContacts } from '#server/modules/auth/public.ts';
import { contactMessages } from './tables.ts';

/** Messages with the e-mail of the admin who handled each (null while unhandled): one query. */
function messagesWithHandler(db: Database) {
  const handler = accountContacts(db);
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
      handledById: contactMessages.handledBy,
      handledByEmail: handler.email,
    })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledBy));
}

type MessageRow = Awaited<ReturnType<typeof messagesWithHandler>>[number];

function toAdminContactMessage(row: MessageRow): AdminContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy:
      row.handledById && row.handledByEmail ? { _id: row.handledById, email: row.handledByEmail } : null,
  };
}

/** A page of messages, newest first; `handled` true or false keeps only those, absent keeps all. */
export async function listContactMessages(
  db: Database,
  query: AdminContactListQuery,
): Promise<AdminPage<AdminContactMessage>> {
  const where =
    query.handled === undefined
      ? undefined
      : query.handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt);
  const [rows, [total]] = await Promise.all([
    messagesWithHandler(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return pageOf(rows.map(toAdminContactMessage), total?.n ?? 0, query);
}

/**
 * Marks message `id` handled by `adminUserId` now (a second mark keeps the first), or unhandled when
 * `handled` is false; resolves with the message. 404 "Message not found" when there is none.
 */
export async function setContactMessageHandled(
  db: Database,
  id: string,
  handled: boolean,
  adminUserId: string,
): Promise<AdminContactMessage> {
  const [updated] = await db
    .update(contactMessages)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
            handledBy: sql`CASE WHEN ${contactMessages.handledAt} IS NULL THEN ${adminUserId}::uuid ELSE ${contactMessages.handledBy} END`,
          }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!updated) throw notFound(adminMessages.contactMessageNotFound);
  const [row] = await messagesWithHandler(db).where(eq(contactMessages.id, id));
  if (!row) throw notFound(adminMessages.contactMessageNotFound);
  return toAdminContactMessage(row);
}
