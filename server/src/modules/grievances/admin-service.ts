/**
 * Back office grievances (docs/product.md#grievances): newest first with overdue flags, and the two
 * moves, acknowledge (open → acknowledged, mailed with the officer's optional note) and resolve
 * (→ resolved, the resolution mailed).
 */
import { type AdminGrievance, type AdminPage, grievanceMessages } from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { pageOf } from '#server/http/paging.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import { accountLocale } from '#server/modules/auth/public.ts';
import { grievanceAcknowledgedMail, grievanceResolutionMail } from './mails.ts';
import {
  type GrievanceListRow,
  selectGrievance,
  selectGrievancePage,
  setGrievanceStatus,
} from './repository.ts';
import type { GrievanceDeps } from './service.ts';

function toAdminGrievance({ row, acknowledgeOverdue, resolveOverdue }: GrievanceListRow): AdminGrievance {
  return {
    _id: row.id,
    ticketNumber: row.ticketNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orderId: row.orderId,
    subject: row.subject,
    message: row.message,
    status: row.status,
    resolution: row.resolution,
    receivedAt: row.createdAt.toISOString(),
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    acknowledgeOverdue,
    resolveOverdue,
  };
}

/** A page of grievances, newest first, of one status or all, each flagged overdue against now. */
export async function listGrievances(
  db: Database,
  query: Parameters<typeof selectGrievancePage>[1],
): Promise<AdminPage<AdminGrievance>> {
  const { rows, total } = await selectGrievancePage(db, query);
  return pageOf(rows.map(toAdminGrievance), total, query);
}

/** Locks grievance `id` in `tx`; 404 when unknown, 409 when already resolved. */
async function lockUnresolved(db: Database, id: string) {
  const found = await selectGrievance(db, id, true);
  if (!found) throw notFound(grievanceMessages.grievanceNotFound);
  if (found.row.status === 'resolved') throw conflict(grievanceMessages.alreadyResolved);
  return found;
}

/**
 * Acknowledges grievance `id` now and queues, in the same transaction, the acknowledgement to the
 * complainant with the officer's `note` ('' = none; the note lives in that mail only, grievances
 * have no column for it); 404 unknown, 409 when already acknowledged or resolved.
 */
export async function acknowledgeGrievance(
  pool: pg.Pool,
  { mail, env }: GrievanceDeps,
  id: string,
  note = '',
): Promise<AdminGrievance> {
  const result = await withTransaction(pool, async (tx) => {
    const found = await lockUnresolved(tx.db, id);
    if (found.row.status === 'acknowledged') throw conflict(grievanceMessages.alreadyAcknowledged);
    await setGrievanceStatus(tx.db, id, 'acknowledged');
    const updated = await selectGrievance(tx.db, id);
    if (!updated) throw notFound(grievanceMessages.grievanceNotFound);
    const { row } = updated;
    await mail.enqueue(tx, {
      kind: 'grievance-acknowledged',
      to: row.email,
      ...grievanceAcknowledgedMail(
        {
          shopName: env.SHOP_NAME,
          addressProven: row.userId !== null,
          ...row,
          words: await mailWordsFor(await accountLocale(tx.db, row.userId)),
        },
        row.acknowledgedAt ?? new Date(),
        note,
      ),
    });
    return toAdminGrievance(updated);
  });
  mail.wake();
  return result;
}

/**
 * Resolves grievance `id` with `resolution` (an open one counts as acknowledged too) and queues the
 * resolution to the complainant in the same transaction; 404 unknown, 409 when already resolved.
 */
export async function resolveGrievance(
  pool: pg.Pool,
  { mail, env }: GrievanceDeps,
  id: string,
  resolution: string,
): Promise<AdminGrievance> {
  const result = await withTransaction(pool, async (tx) => {
    const { row } = await lockUnresolved(tx.db, id);
    await setGrievanceStatus(tx.db, id, 'resolved', resolution);
    await mail.enqueue(tx, {
      kind: 'grievance-resolution',
      to: row.email,
      ...grievanceResolutionMail(
        {
          shopName: env.SHOP_NAME,
          addressProven: row.userId !== null,
          ...row,
          words: await mailWordsFor(await accountLocale(tx.db, row.userId)),
        },
        resolution,
      ),
    });
    const updated = await selectGrievance(tx.db, id);
    if (!updated) throw notFound(grievanceMessages.grievanceNotFound);
    return toAdminGrievance(updated);
  });
  mail.wake();
  return result;
}
