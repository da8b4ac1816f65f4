/** What other modules and routes may read of discount codes (ADR 0039). */
import { and, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { discountCodes } from './tables.ts';

/**
 * `code` as stored (upper case) when a shopper could use it now — active, within its dates, not used
 * up — else null. The footer names its promotion code only then, so a shop that never created it
 * (or ended it) advertises nothing that fails at checkout.
 */
export async function offeredCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db
    .select({ code: discountCodes.code })
    .from(discountCodes)
    .where(
      and(
        sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`,
        sql`${discountCodes.active}`,
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, sql`now()`)),
        or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, sql`now()`)),
        or(isNull(discountCodes.maxUses), gt(discountCodes.maxUses, discountCodes.usesCount)),
      ),
    );
  return row?.code ?? null;
}
