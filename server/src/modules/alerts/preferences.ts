/** An admin's own choice of owner alerts (ADR 0062): one opt-out row per kind they switched off. */
import { type OwnerAlertKind, ownerAlertKinds } from '@shahi/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { ownerAlertOptOuts } from './tables.ts';

/** Every kind, in the contract's order, with `on` false where `userId` opted out of it. */
export async function readAlertPreferences(
  db: Database,
  userId: string,
): Promise<{ kind: OwnerAlertKind; on: boolean }[]> {
  const rows = await db
    .select({ kind: ownerAlertOptOuts.kind })
    .from(ownerAlertOptOuts)
    .where(eq(ownerAlertOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.kind));
  return ownerAlertKinds.map((kind) => ({ kind, on: !off.has(kind) }));
}

/** Switches alert `kind` on (deletes the opt-out) or off (stores it) for `userId`; idempotent. */
export async function setAlertPreference(
  db: Database,
  userId: string,
  kind: OwnerAlertKind,
  on: boolean,
): Promise<void> {
  if (on) {
    await db
      .delete(ownerAlertOptOuts)
      .where(and(eq(ownerAlertOptOuts.userId, userId), eq(ownerAlertOptOuts.kind, kind)));
    return;
  }
  await db.insert(ownerAlertOptOuts).values({ userId, kind }).onConflictDoNothing();
}
