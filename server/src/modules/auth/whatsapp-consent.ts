/**
 * The shopper's consent to order updates on WhatsApp (ADR 0067), kept on the account: the time of
 * the opt-in (the checkout's box ticked), and of the last opt-out (the box unticked, or a STOP reply),
 * which a later opt-in does not erase. The WhatsApp channel queues nothing without a current opt-in.
 */
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from './tables.ts';

/**
 * Records the checkout's choice for `userId`: true opts in (the first opt-in's time is kept while it
 * lasts), false opts out (the opt-in cleared, the opt-out time now, when there was an opt-in);
 * undefined changes nothing.
 */
export async function setWhatsappOptIn(
  db: Database,
  userId: string,
  optIn: boolean | undefined,
): Promise<void> {
  if (optIn === undefined) return;
  if (optIn) {
    await db
      .update(users)
      .set({ whatsappOptInAt: sql`coalesce(${users.whatsappOptInAt}, now())` })
      .where(eq(users.id, userId));
    return;
  }
  await db
    .update(users)
    .set({ whatsappOptInAt: null, whatsappOptOutAt: sql`now()` })
    .where(and(eq(users.id, userId), isNotNull(users.whatsappOptInAt)));
}

/**
 * Opts out every account whose verified mobile number is in `phones` (10 digits) or whose id is in
 * `userIds` (those messaged at such a number): a STOP reply. Resolves with how many were opted in.
 */
export async function optOutOfWhatsapp(
  db: Database,
  phones: readonly string[],
  userIds: readonly string[],
): Promise<number> {
  if (phones.length === 0 && userIds.length === 0) return 0;
  const whose = or(
    phones.length > 0 ? inArray(users.mobileNumber, [...phones]) : undefined,
    userIds.length > 0 ? inArray(users.id, [...userIds]) : undefined,
  );
  const changed = await db
    .update(users)
    .set({ whatsappOptInAt: null, whatsappOptOutAt: sql`now()` })
    .where(and(whose, isNotNull(users.whatsappOptInAt)))
    .returning({ id: users.id });
  return changed.length;
}
