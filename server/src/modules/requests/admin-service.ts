/**
 * Back office requests (ADR 0040): the inbox newest first by status, and the two answers to a new
 * request, quote (→ quoted, the quote mailed with its link) and decline (→ declined, mailed). Each
 * answer locks the request, so two admins cannot both answer it: the second gets 409.
 */
import { rupeesToPaise } from '@shahi/contract';
import { localizePath } from '@shahi/contract/i18n';
import {
  type AdminPage,
  type AdminPieceRequest,
  type AdminQuoteInput,
  requestMessages,
} from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import { pageOf } from '#server/http/paging.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import { accountLocale } from '#server/modules/auth/public.ts';
import { getProduct } from '#server/modules/catalog/public.ts';
import { quoteMail, requestDeclinedMail } from './mails.ts';
import {
  lockPieceRequest,
  selectPieceRequest,
  selectPieceRequestPage,
  setDeclined,
  setQuote,
} from './repository.ts';
import { type RequestDeps, requestReference, toAdminRequest } from './service.ts';

/** A page of requests, newest first, of one status or all (rupees). */
export async function listPieceRequests(
  db: Database,
  query: Parameters<typeof selectPieceRequestPage>[1],
): Promise<AdminPage<AdminPieceRequest>> {
  const { rows, total } = await selectPieceRequestPage(db, query);
  return pageOf(rows.map(toAdminRequest), total, query);
}

/** Locks request `id` in `db`'s transaction; 404 unknown, 409 when it is no longer new. */
async function lockNew(db: Database, id: string) {
  const row = await lockPieceRequest(db, id);
  if (!row) throw notFound(requestMessages.requestNotFound);
  if (row.status !== 'new') throw conflict(requestMessages.alreadyAnswered);
  return row;
}

/** Request `id` in the back office's shape after a move. */
async function reread(db: Database, id: string): Promise<AdminPieceRequest> {
  const found = await selectPieceRequest(db, id);
  if (!found) throw notFound(requestMessages.requestNotFound);
  return toAdminRequest(found);
}

/**
 * Quotes request `id` (price in rupees, stored in paise; making time in days) as admin `adminId`
 * and queues the quote mail with the link `${PUBLIC_URL}/requests/<id>` in the same transaction;
 * 404 unknown request or piece, 400 when neither the request nor the quote names a piece, 409
 * when already quoted, accepted or declined.
 */
export async function quotePieceRequest(
  pool: pg.Pool,
  { mail, env }: RequestDeps,
  id: string,
  adminId: string,
  quote: AdminQuoteInput,
): Promise<AdminPieceRequest> {
  const result = await withTransaction(pool, async (tx) => {
    const row = await lockNew(tx.db, id);
    const productId = quote.productId ?? row.productId;
    if (!productId) throw badRequest(requestMessages.likePieceRequired);
    if (quote.productId) await getProduct(tx.db, quote.productId);
    const quotePaise = rupeesToPaise(quote.price);
    await setQuote(tx.db, id, {
      productId,
      quotePaise,
      quoteMessage: quote.message,
      quoteDays: quote.days,
      quotedBy: adminId,
    });
    const updated = await reread(tx.db, id);
    const words = await mailWordsFor(await accountLocale(tx.db, row.userId));
    await mail.enqueue(tx, {
      kind: 'request-quote',
      to: updated.email,
      ...quoteMail({
        shopName: env.SHOP_NAME,
        reference: requestReference(id),
        name: updated.name,
        addressProven: updated.fromAccount,
        email: updated.email,
        pieceTitle: updated.piece?.title ?? null,
        quotePaise,
        quoteDays: quote.days,
        quoteMessage: quote.message,
        url: `${env.PUBLIC_URL}${localizePath(words.locale, `/requests/${id}`)}`,
        words,
      }),
    });
    return updated;
  });
  mail.wake();
  return result;
}

/** Declines request `id` with `note` ('' for none) and queues the decline mail; 404 unknown, 409 answered. */
export async function declinePieceRequest(
  pool: pg.Pool,
  { mail, env }: RequestDeps,
  id: string,
  note: string,
): Promise<AdminPieceRequest> {
  const result = await withTransaction(pool, async (tx) => {
    const row = await lockNew(tx.db, id);
    await setDeclined(tx.db, id, note);
    await mail.enqueue(tx, {
      kind: 'request-declined',
      to: row.email,
      ...requestDeclinedMail(
        {
          shopName: env.SHOP_NAME,
          reference: requestReference(id),
          name: row.name,
          addressProven: row.userId !== null,
          words: await mailWordsFor(await accountLocale(tx.db, row.userId)),
        },
        note,
      ),
    });
    return reread(tx.db, id);
  });
  mail.wake();
  return result;
}
