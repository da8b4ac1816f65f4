/** Grievance SQL: filing with a ticket number and due dates, the back office's list and moves. */
import type { AdminGrievanceListQuery, GrievanceStatus } from '@shahi/contract/schemas';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { grievances } from './tables.ts';

export type GrievanceRow = typeof grievances.$inferSelect;

/** A grievance as filed: phone '' when not given; userId and orderId null for a guest or no order. */
export interface NewGrievance {
  userId: string | null;
  orderId: string | null;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/**
 * Inserts a grievance (use the transaction's `db`): ticket "GRV-" and the next number of
 * grievance_ticket_seq, acknowledge by receipt + 48 hours, resolve by receipt + 1 month (rule 4(5)).
 */
export async function insertGrievance(db: Database, grievance: NewGrievance): Promise<GrievanceRow> {
  const [row] = await db
    .insert(grievances)
    .values({
      ...grievance,
      ticketNumber: sql`'GRV-' || nextval('grievance_ticket_seq')`,
      acknowledgeBy: sql`now() + interval '48 hours'`,
      resolveBy: sql`now() + interval '1 month'`,
    })
    .returning();
  if (!row) throw new Error('grievance was not stored');
  return row;
}

/** Columns of the back office list, with the overdue flags computed against now. */
const listColumns = {
  row: grievances,
  acknowledgeOverdue: sql<boolean>`(${grievances.status} = 'open' AND ${grievances.acknowledgeBy} < now())`,
  resolveOverdue: sql<boolean>`(${grievances.status} <> 'resolved' AND ${grievances.resolveBy} < now())`,
};

/** A page of grievances, newest first, of `status` or all; resolves with the rows and the total. */
export async function selectGrievancePage(db: Database, query: AdminGrievanceListQuery) {
  const where = query.status ? eq(grievances.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(grievances)
      .where(where)
      .orderBy(desc(grievances.createdAt), desc(grievances.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(grievances).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type GrievanceListRow = Awaited<ReturnType<typeof selectGrievancePage>>['rows'][number];

/** Grievance `id` with its overdue flags, locked FOR UPDATE when `lock`; undefined when absent. */
export async function selectGrievance(db: Database, id: string, lock = false) {
  const query = db.select(listColumns).from(grievances).where(eq(grievances.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Moves grievance `id` to `status` now (acknowledged also stamps acknowledged_at once). */
export async function setGrievanceStatus(
  db: Database,
  id: string,
  status: Exclude<GrievanceStatus, 'open'>,
  resolution = '',
): Promise<void> {
  await db
    .update(grievances)
    .set(
      status === 'acknowledged'
        ? { status, acknowledgedAt: sql`now()` }
        : {
            status,
            resolution,
            resolvedAt: sql`now()`,
            acknowledgedAt: sql`coalesce(${grievances.acknowledgedAt}, now())`,
          },
    )
    .where(and(eq(grievances.id, id), ne(grievances.status, 'resolved')));
}
