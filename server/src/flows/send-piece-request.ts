/**
 * Sending a made-to-order request ("Ask for one like this", ADR 0040): the piece it names must be
 * in the catalogue, then the request, the requester's acknowledgement and the owner alert (the shop's
 * inbox and the admins, ADR 0062) commit together.
 */

import { rupeesToPaise } from '@shahi/contract';
import type { PieceRequestInput, PieceRequestReceipt } from '@shahi/contract/schemas';
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import { queueOwnerAlert, type ShopInboxEnv } from '#server/modules/alerts/public.ts';
import type { Session } from '#server/modules/auth/public.ts';
import { getProduct } from '#server/modules/catalog/public.ts';
import { type RequestDeps, recordPieceRequest } from '#server/modules/requests/service.ts';

export interface SendPieceRequestDeps extends RequestDeps {
  pool: pg.Pool;
  env: RequestDeps['env'] & ShopInboxEnv;
}

/**
 * Stores `input` (budget in rupees, stored in paise) from the signed-in `session` (their account's
 * e-mail address is used whatever the body says, so the quote is theirs to accept and only a proven
 * address is sent their text back) or a guest (undefined), and queues the acknowledgement and the
 * owner alert `piece_request`. 404 for an unknown or archived piece, 429 when the account (or a
 * guest's address) has too many requests waiting. Resolves with the reference.
 */
export async function sendPieceRequest(
  deps: SendPieceRequestDeps,
  session: Session | undefined,
  input: PieceRequestInput,
): Promise<PieceRequestReceipt> {
  const reference = await withTransaction(deps.pool, async (tx) => {
    const piece = input.productId ? await getProduct(tx.db, input.productId) : undefined;
    const request = {
      productId: piece?._id ?? null,
      userId: session?.user.userId ?? null,
      name: input.name,
      email: session?.user.email ?? input.email,
      phone: input.phone,
      message: input.message,
      budgetPaise: input.budget === undefined ? null : rupeesToPaise(input.budget),
    };
    const pieceTitle = piece?.title ?? null;
    const reference = await recordPieceRequest(tx, deps, request, pieceTitle);
    await queueOwnerAlert(tx, deps, 'piece_request', {
      ...request,
      reference,
      pieceTitle,
      addressProven: request.userId !== null,
    });
    return reference;
  });
  deps.mail.wake();
  return { reference };
}
