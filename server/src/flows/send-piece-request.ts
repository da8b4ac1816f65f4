/**
 * Sending a made-to-order request ("Ask for one like this", ADR 0040): the piece it names must be
 * in the catalogue, then the request, the requester's acknowledgement and the shop's notice commit
 * together.
 */

import { rupeesToPaise } from '@shahi/contract';
import type { PieceRequestInput, PieceRequestReceipt } from '@shahi/contract/schemas';
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import type { Session } from '#server/modules/auth/public.ts';
import { getProduct } from '#server/modules/catalog/public.ts';
import { type ContactEnv, shopInbox } from '#server/modules/contact/service.ts';
import { type RequestDeps, recordPieceRequest } from '#server/modules/requests/service.ts';

export interface SendPieceRequestDeps extends RequestDeps {
  pool: pg.Pool;
  env: RequestDeps['env'] & ContactEnv;
}

/**
 * Stores `input` (budget in rupees, stored in paise) from the signed-in `session` (their account's
 * e-mail address is used whatever the body says, so the quote is theirs to accept and only a proven
 * address is sent their text back) or a guest (undefined), and queues both mails; the shop's notice
 * goes where contact mail goes. 404 for an unknown or archived piece, 429 when the account (or a
 * guest's address) has too many requests waiting. Resolves with the reference.
 */
export async function sendPieceRequest(
  deps: SendPieceRequestDeps,
  session: Session | undefined,
  input: PieceRequestInput,
): Promise<PieceRequestReceipt> {
  const reference = await withTransaction(deps.pool, async (tx) => {
    const piece = input.productId ? await getProduct(tx.db, input.productId) : undefined;
    const shopTo = await shopInbox(tx.db, deps.env);
    return recordPieceRequest(
      tx,
      deps,
      {
        productId: piece?._id ?? null,
        userId: session?.user.userId ?? null,
        name: input.name,
        email: session?.user.email ?? input.email,
        phone: input.phone,
        message: input.message,
        budgetPaise: input.budget === undefined ? null : rupeesToPaise(input.budget),
      },
      piece?.title ?? null,
      shopTo,
    );
  });
  deps.mail.wake();
  return { reference };
}
