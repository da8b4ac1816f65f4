/**
 * The new-pieces digest (ADR 0041): record which newly listed pieces match which shopper's
 * interests, then mail each shopper at most one digest per India day (Asia/Kolkata) of their
 * matches still available. Safe to run on every instance at once: the day is claimed by a
 * conditional UPDATE of the shopper's preferences row, so a second run finds it taken.
 */
import { indiaDate, paiseToRupees } from '@shahi/contract';
import { localizePath } from '@shahi/contract/i18n';
import { and, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import { accountContacts } from '#server/modules/auth/public.ts';
import { piecesWithCategory } from '#server/modules/catalog/public.ts';
import { interestDigestMail, type MailPiece } from './mails.ts';
import { interestMatches, interests, notificationPreferences } from './tables.ts';
import { issueUnsubscribeToken } from './unsubscribe-token.ts';

/** How far back a scan looks for newly listed pieces: a run missed for days still finds them. */
const SCAN_WINDOW_DAYS = 14;
/** Most pieces one digest lists (the newest first); the rest wait for the next day. */
export const DIGEST_MAX_PIECES = 12;

/** What a digest run needs: the pool, the mail queue, the unsubscribe key and the shop's name and URL. */
export interface NotifyDeps {
  pool: pg.Pool;
  db: Database;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  unsubscribeKey: Uint8Array;
  shopName: string;
  publicUrl: string;
}

/**
 * Records every available piece listed in the last 14 days (and after the interest was saved) that
 * matches one of a shopper's interests: its category, its price band in paise, and every word in
 * the title or description (case-insensitive substring, `strpos` — no pattern from user input).
 * A piece is recorded once per shopper. Resolves with the number of new matches.
 */
export async function recordInterestMatches(db: Database, now: Date): Promise<number> {
  const piece = piecesWithCategory(db);
  const since = new Date(now.getTime() - SCAN_WINDOW_DAYS * 86_400_000);
  const matching = db
    .selectDistinct({
      userId: interests.userId,
      productId: piece.id,
      createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as('matched_at'),
      digestedAt: sql<Date | null>`NULL::timestamptz`.as('digested_at'),
    })
    .from(interests)
    .innerJoin(
      piece,
      and(
        eq(piece.status, 'available'),
        gte(piece.createdAt, interests.createdAt),
        gt(piece.createdAt, since),
        or(isNull(interests.categoryId), eq(piece.categoryId, interests.categoryId)),
        or(isNull(interests.minPaise), gte(piece.pricePaise, interests.minPaise)),
        or(isNull(interests.maxPaise), sql`${piece.pricePaise} <= ${interests.maxPaise}`),
        sql`NOT EXISTS (SELECT 1 FROM unnest(${interests.words}) AS w(word)
          WHERE strpos(lower(${piece.title} || ' ' || ${piece.description}), w.word) = 0)`,
      ),
    );
  const inserted = await db
    .insert(interestMatches)
    .select(matching)
    .onConflictDoNothing()
    .returning({ userId: interestMatches.userId });
  return inserted.length;
}

/** Shoppers with a pending match, who keep an interest and had no digest on `day`. */
async function shoppersDue(db: Database, day: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: interestMatches.userId })
    .from(interestMatches)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, interestMatches.userId))
    .where(
      and(
        isNull(interestMatches.digestedAt),
        or(isNull(notificationPreferences.lastDigestOn), lt(notificationPreferences.lastDigestOn, day)),
        sql`EXISTS (SELECT 1 FROM ${interests} WHERE ${interests.userId} = ${interestMatches.userId})`,
      ),
    );
  return rows.map((row) => row.userId);
}

/**
 * Mails one shopper's digest for `day` in one transaction: claims the day (none when another run
 * took it), lists their pending matches still available, queues the mail and marks them digested.
 * Resolves true when a mail was queued.
 */
async function sendDigest(deps: NotifyDeps, userId: string, now: Date, day: string): Promise<boolean> {
  return withTransaction(deps.pool, async (tx) => {
    await tx.db.insert(notificationPreferences).values({ userId }).onConflictDoNothing();
    const claimed = await tx.db
      .update(notificationPreferences)
      .set({ lastDigestOn: day, lastDigestAt: now, updatedAt: sql`now()` })
      .where(
        and(
          eq(notificationPreferences.userId, userId),
          or(isNull(notificationPreferences.lastDigestOn), lt(notificationPreferences.lastDigestOn, day)),
        ),
      )
      .returning({ userId: notificationPreferences.userId });
    if (claimed.length === 0) return false;

    const piece = piecesWithCategory(tx.db);
    const account = accountContacts(tx.db);
    const rows = await tx.db
      .select({
        id: piece.id,
        title: piece.title,
        pricePaise: piece.pricePaise,
        email: account.email,
        firstName: account.firstName,
        locale: account.locale,
      })
      .from(interestMatches)
      .innerJoin(piece, eq(piece.id, interestMatches.productId))
      .innerJoin(account, eq(account.id, interestMatches.userId))
      .where(
        and(
          eq(interestMatches.userId, userId),
          isNull(interestMatches.digestedAt),
          eq(piece.status, 'available'),
        ),
      )
      .orderBy(desc(piece.createdAt), piece.id)
      .limit(DIGEST_MAX_PIECES);
    const [first] = rows;
    if (!first) {
      // Nothing left to tell: give the day back so a match found later today still goes out.
      await tx.db
        .update(notificationPreferences)
        .set({ lastDigestOn: null })
        .where(
          and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.lastDigestOn, day)),
        );
      return false;
    }
    await tx.db
      .update(interestMatches)
      .set({ digestedAt: now })
      .where(
        and(
          eq(interestMatches.userId, userId),
          inArray(
            interestMatches.productId,
            rows.map((row) => row.id),
          ),
        ),
      );
    const token = encodeURIComponent(await issueUnsubscribeToken(deps.unsubscribeKey, userId, 'digest', now));
    const words = await mailWordsFor(first.locale);
    const page = (path: string) => `${deps.publicUrl}${localizePath(words.locale, path)}`;
    const pieces: MailPiece[] = rows.map((row) => ({
      title: row.title,
      price: paiseToRupees(row.pricePaise),
      url: page(`/product/${row.id}`),
    }));
    await deps.mail.enqueue(tx, {
      kind: 'interest-digest',
      to: first.email,
      ...interestDigestMail({
        shopName: deps.shopName,
        firstName: first.firstName,
        pieces,
        browseUrl: page('/new-arrivals'),
        unsubscribeUrl: page(`/unsubscribe?token=${token}`),
        words,
      }),
      listUnsubscribeUrl: `${deps.publicUrl}/api/unsubscribe/one-click?token=${token}`,
    });
    return true;
  });
}

/**
 * One digest run at `now` (default: the clock): records new matches, then mails each due shopper
 * one digest for today's India day. Resolves with the counts of matches recorded and mails queued.
 */
export async function runInterestDigest(
  deps: NotifyDeps,
  now: Date = new Date(),
): Promise<{ matches: number; mails: number }> {
  const matches = await recordInterestMatches(deps.db, now);
  const day = indiaDate(now);
  let mails = 0;
  for (const userId of await shoppersDue(deps.db, day)) {
    if (await sendDigest(deps, userId, now, day)) mails += 1;
  }
  if (mails > 0) deps.mail.wake();
  return { matches, mails };
}
