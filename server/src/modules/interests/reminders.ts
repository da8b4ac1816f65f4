/**
 * The checkout reminder (ADR 0042): one mail, 24 hours after a signed-in shopper who consented left
 * checkout, about the pieces of that visit still available that they have not ordered since and were
 * not reminded about in the last 7 days. Each visit is reminded about at most once; two runs at
 * once cannot both send it (the visit row is locked and its `reminded_at` checked again).
 */
import { paiseToRupees } from '@shahi/contract';
import { localizePath } from '@shahi/contract/i18n';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { withTransaction } from '#server/db/transaction.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import { accountContacts } from '#server/modules/auth/public.ts';
import { piecesWithCategory } from '#server/modules/catalog/public.ts';
import { orderedPieces } from '#server/modules/orders/public.ts';
import type { NotifyDeps } from './digest.ts';
import { checkoutReminderMail } from './mails.ts';
import { checkoutVisits, notificationPreferences } from './tables.ts';
import { issueUnsubscribeToken } from './unsubscribe-token.ts';

const HOUR_MS = 3_600_000;
/** A reminder goes this long after the visit. */
export const REMINDER_DELAY_HOURS = 24;
/** A piece reminded about is not reminded about again within this many days. */
export const REMINDER_QUIET_DAYS = 7;
/** Visits older than this are never reminded about, and are deleted. */
const VISIT_KEPT_DAYS = 7;
/** Visits handled per run. */
const BATCH_SIZE = 200;

/**
 * Sends the reminder of one due visit in its own transaction, or drops the visit when nothing is
 * left to remind about (pieces sold, reserved, ordered since, or reminded about lately). Resolves
 * true when a mail was queued.
 */
async function remindVisit(deps: NotifyDeps, visitId: string, now: Date): Promise<boolean> {
  return withTransaction(deps.pool, async (tx) => {
    // The consent is read again here: it may have been withdrawn since the due visits were listed.
    const [visit] = await tx.db
      .select({
        id: checkoutVisits.id,
        userId: checkoutVisits.userId,
        productIds: checkoutVisits.productIds,
        visitedAt: checkoutVisits.visitedAt,
      })
      .from(checkoutVisits)
      .innerJoin(notificationPreferences, eq(notificationPreferences.userId, checkoutVisits.userId))
      .where(
        and(
          eq(checkoutVisits.id, visitId),
          isNull(checkoutVisits.remindedAt),
          isNotNull(notificationPreferences.checkoutRemindersAt),
        ),
      )
      .for('update', { of: checkoutVisits, skipLocked: true });
    if (!visit) return false;
    const piece = piecesWithCategory(tx.db);
    const ordered = orderedPieces(tx.db);
    const quietSince = new Date(now.getTime() - REMINDER_QUIET_DAYS * 24 * HOUR_MS);
    const pieces = await tx.db
      .select({ id: piece.id, title: piece.title, pricePaise: piece.pricePaise })
      .from(piece)
      .where(
        and(
          inArray(piece.id, visit.productIds),
          eq(piece.status, 'available'),
          sql`NOT EXISTS (SELECT 1 FROM ${ordered} WHERE ${ordered.userId} = ${visit.userId}
            AND ${ordered.productId} = ${piece.id} AND ${ordered.orderedAt} >= ${visit.visitedAt.toISOString()}::timestamptz)`,
          sql`NOT EXISTS (SELECT 1 FROM ${checkoutVisits} AS earlier WHERE earlier.user_id = ${visit.userId}
            AND earlier.id <> ${visit.id} AND earlier.reminded_at > ${quietSince.toISOString()}::timestamptz
            AND ${piece.id} = ANY(earlier.product_ids))`,
        ),
      )
      .orderBy(asc(piece.title));
    if (pieces.length === 0) {
      await tx.db.delete(checkoutVisits).where(eq(checkoutVisits.id, visit.id));
      return false;
    }
    const account = accountContacts(tx.db);
    const [person] = await tx.db
      .select({ email: account.email, firstName: account.firstName, locale: account.locale })
      .from(account)
      .where(eq(account.id, visit.userId));
    if (!person) return false;
    await tx.db.update(checkoutVisits).set({ remindedAt: now }).where(eq(checkoutVisits.id, visit.id));
    const token = encodeURIComponent(
      await issueUnsubscribeToken(deps.unsubscribeKey, visit.userId, 'reminders', now),
    );
    const words = await mailWordsFor(person.locale);
    const page = (path: string) => `${deps.publicUrl}${localizePath(words.locale, path)}`;
    await deps.mail.enqueue(tx, {
      kind: 'checkout-reminder',
      to: person.email,
      ...checkoutReminderMail({
        shopName: deps.shopName,
        firstName: person.firstName,
        pieces: pieces.map((row) => ({
          title: row.title,
          price: paiseToRupees(row.pricePaise),
          url: page(`/product/${row.id}`),
        })),
        unsubscribeUrl: page(`/unsubscribe?token=${token}`),
        words,
      }),
      listUnsubscribeUrl: `${deps.publicUrl}/api/unsubscribe/one-click?token=${token}`,
    });
    return true;
  });
}

/**
 * One reminder run at `now` (default: the clock): every visit at least 24 hours old (and at most
 * 7 days) of a shopper whose reminder consent stands, not yet reminded about, gets its one mail;
 * visits older than 7 days are deleted once no quiet period needs them. Resolves with the number of mails queued.
 */
export async function runCheckoutReminders(deps: NotifyDeps, now: Date = new Date()): Promise<number> {
  const dueBy = new Date(now.getTime() - REMINDER_DELAY_HOURS * HOUR_MS);
  const oldest = new Date(now.getTime() - VISIT_KEPT_DAYS * 24 * HOUR_MS);
  await deps.db
    .delete(checkoutVisits)
    .where(
      and(
        lte(checkoutVisits.visitedAt, oldest),
        or(isNull(checkoutVisits.remindedAt), lte(checkoutVisits.remindedAt, oldest)),
      ),
    );
  const due = await deps.db
    .select({ id: checkoutVisits.id })
    .from(checkoutVisits)
    .innerJoin(notificationPreferences, eq(notificationPreferences.userId, checkoutVisits.userId))
    .where(
      and(
        isNull(checkoutVisits.remindedAt),
        lte(checkoutVisits.visitedAt, dueBy),
        gt(checkoutVisits.visitedAt, oldest),
        isNotNull(notificationPreferences.checkoutRemindersAt),
        ne(checkoutVisits.productIds, sql`'{}'::uuid[]`),
      ),
    )
    .orderBy(asc(checkoutVisits.visitedAt))
    .limit(BATCH_SIZE);
  let mails = 0;
  for (const { id } of due) {
    if (await remindVisit(deps, id, now)) mails += 1;
  }
  if (mails > 0) deps.mail.wake();
  return mails;
}
