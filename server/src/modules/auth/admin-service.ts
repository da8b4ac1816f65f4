/** The back office's changes to accounts: lifting or restoring one shopper's caps (ADR 0021). */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from './tables.ts';

/**
 * Lifts (`lifted` true: `caps_lifted_at` = now, kept if already lifted) or restores (null) the
 * per-shopper caps of account `userId`; resolves with the id and the time lifted (null once
 * restored), or undefined for an unknown account.
 */
export async function setCapsLifted(db: Database, userId: string, lifted: boolean) {
  const [row] = await db
    .update(users)
    .set({ capsLiftedAt: lifted ? sql`coalesce(${users.capsLiftedAt}, now())` : null, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ userId: users.id, capsLiftedAt: users.capsLiftedAt });
  return row;
}
