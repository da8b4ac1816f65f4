/**
 * Made-to-order requests (ADR 0040): the reference shown to the requester, the answer shapes
 * (rupees), storing a request with its two mails in the caller's transaction, and the requester's
 * own read. A request is the requester's when it came from their account or to their account's
 * e-mail address; anyone else gets 404.
 */
import { paiseToRupees } from '@shahi/contract';
import { localePrefix } from '@shahi/contract/i18n';
import { type AdminPieceRequest, type PieceRequestView, requestMessages } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { notFound, tooManyRequests } from '#server/http/errors.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import { accountLocale } from '#server/modules/auth/public.ts';
import { requestAcknowledgementMail } from './mails.ts';
import {
  countWaitingFrom,
  insertPieceRequest,
  type NewPieceRequest,
  type PieceRequestWithPiece,
  selectRequesterRequest,
} from './repository.ts';

/** The settings request mail reads. */
export interface RequestEnv {
  PUBLIC_URL: string;
  SHOP_NAME: string;
}

/** What storing, quoting and declining need: the mail queue and the settings. */
export interface RequestDeps {
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  env: RequestEnv;
}

/**
 * Most requests one account, or one e-mail address among guest requests, may have waiting for the
 * shop's answer (status new); one more is 429, so the inbox cannot be flooded from one address even
 * across rate-limit windows. The two are counted apart, so guest requests to a shopper's address
 * never block the shopper's own (ADR 0040).
 */
export const MAX_WAITING_REQUESTS = 3;

/** The reference a requester quotes: "REQ-" and the id's first 8 hex digits, upper case. */
export function requestReference(id: string): string {
  return `REQ-${id.slice(0, 8).toUpperCase()}`;
}

/** Row with piece → the requester's view (rupees, ISO times). */
export function toRequestView({ row, ...piece }: PieceRequestWithPiece): PieceRequestView {
  return {
    _id: row.id,
    reference: requestReference(row.id),
    status: row.status,
    piece:
      piece.pieceId && piece.pieceTitle !== null && piece.piecePricePaise !== null
        ? {
            _id: piece.pieceId,
            title: piece.pieceTitle,
            price: paiseToRupees(piece.piecePricePaise),
            image: piece.pieceImages?.[0] ?? null,
            status: piece.pieceStatus === 'archived' ? 'sold' : (piece.pieceStatus ?? 'sold'),
          }
        : null,
    message: row.message,
    budget: row.budgetPaise === null ? null : paiseToRupees(row.budgetPaise),
    quote:
      row.quotePaise !== null && row.quoteDays !== null && row.quotedAt
        ? {
            price: paiseToRupees(row.quotePaise),
            message: row.quoteMessage,
            days: row.quoteDays,
            quotedAt: row.quotedAt.toISOString(),
          }
        : null,
    declineNote: row.declineNote,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Row with piece → the back office's view: the requester's view and their contact. */
export function toAdminRequest(found: PieceRequestWithPiece): AdminPieceRequest {
  return {
    ...toRequestView(found),
    name: found.row.name,
    email: found.row.email,
    phone: found.row.phone,
    fromAccount: found.row.userId !== null,
  };
}

/**
 * Stores `request` inside `tx` and queues the acknowledgement to the requester (the shop hears of it
 * through the owner alert its caller queues, ADR 0062); call `mail.wake()` after the commit. A request with a `userId` must carry that
 * account's address: only its acknowledgement repeats what the requester typed, a guest's is bare
 * (ADR 0040). 429 when the account — or, for a guest, the address — already has
 * MAX_WAITING_REQUESTS requests waiting. Resolves with the reference.
 */
export async function recordPieceRequest(
  tx: Transaction,
  { mail, env }: RequestDeps,
  request: NewPieceRequest,
  pieceTitle: string | null,
): Promise<string> {
  if ((await countWaitingFrom(tx.db, request)) >= MAX_WAITING_REQUESTS) {
    throw tooManyRequests(requestMessages.tooManyWaiting);
  }
  const row = await insertPieceRequest(tx.db, request);
  const reference = requestReference(row.id);
  const addressProven = request.userId !== null;
  const words = await mailWordsFor(await accountLocale(tx.db, request.userId));
  const input = { shopName: env.SHOP_NAME, addressProven, ...request, reference, pieceTitle, words };
  await mail.enqueue(tx, {
    kind: 'request-acknowledgement',
    to: request.email,
    ...requestAcknowledgementMail(input, `${env.PUBLIC_URL}${localePrefix(words.locale)}`),
  });
  return reference;
}

/** Request `id` as its requester sees it; 404 when it is not theirs (or unknown). */
export async function getRequesterRequest(
  db: Database,
  id: string,
  requester: { userId: string; email: string },
): Promise<PieceRequestView> {
  const found = await selectRequesterRequest(db, id, requester);
  if (!found) throw notFound(requestMessages.requestNotFound);
  return toRequestView(found);
}
