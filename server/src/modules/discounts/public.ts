/** What other modules and routes may read of discount codes (ADR 0039). */
import { type FooterPromotion, paiseToRupees } from '@shahi/contract';
import { and, desc, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { discountCodes } from './tables.ts';

/**
 * The advertised code — one with `footer_text` — as `{ text, code, firstOrderOnly, minOrder (rupees),
 * endsAt (ISO or null) }` (code upper case as stored) while a shopper could use it now: active,
 * started, not ended, uses left (`uses_count` counts lapsed uses until the next checkout recounts,
 * so this errs on the side of showing nothing). Else
 * null: the footer then shows no promotion at all, so the shop never advertises an offer that fails
 * at checkout (CPA 2019 s.2(28); CCPA Misleading Ads Guidelines 2022; ADR 0060). The back office
 * keeps one advertised code at a time; were there more, the newest usable one is named.
 */
export async function advertisedPromotion(db: Database): Promise<FooterPromotion | null> {
  const [row] = await db
    .select({
      text: discountCodes.footerText,
      code: discountCodes.code,
      firstOrderOnly: discountCodes.firstOrderOnly,
      minOrderPaise: discountCodes.minOrderPaise,
      endsAt: discountCodes.endsAt,
    })
    .from(discountCodes)
    .where(
      and(
        isNotNull(discountCodes.footerText),
        sql`${discountCodes.active}`,
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, sql`now()`)),
        or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, sql`now()`)),
        or(isNull(discountCodes.maxUses), gt(discountCodes.maxUses, discountCodes.usesCount)),
      ),
    )
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
    .limit(1);
  if (!row?.text) return null;
  return {
    text: row.text,
    code: row.code,
    firstOrderOnly: row.firstOrderOnly,
    minOrder: paiseToRupees(row.minOrderPaise),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}
