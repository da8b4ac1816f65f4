/**
 * WhatsApp order updates (ADR 0067) from the flows: the checkout's opt-in choice, and an update
 * queued in the transaction of the order change that causes it, next to its mail, only for a shopper
 * who opted in. Absent `whatsapp` (the channel off): nothing.
 */
import type { Transaction } from '#server/db/transaction.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { setWhatsappOptIn } from '#server/modules/auth/whatsapp-consent.ts';
import type { WhatsappQueue } from '#server/modules/whatsapp/queue.ts';
import type { OrderUpdate } from '#server/modules/whatsapp/templates.ts';

export type { WhatsappQueue } from '#server/modules/whatsapp/queue.ts';
export type { OrderUpdate } from '#server/modules/whatsapp/templates.ts';

/**
 * Records the checkout's `whatsappOptIn` for `userId` in the order's transaction: true opts in,
 * false opts out, undefined changes nothing. Kept whether or not the channel is on, so the choice
 * holds once it is.
 */
export async function recordWhatsappChoice(
  tx: Transaction,
  userId: string,
  optIn: boolean | undefined,
): Promise<void> {
  await setWhatsappOptIn(tx.db, userId, optIn);
}

/**
 * Queues `update` for the account `userId` inside `tx` (to its verified mobile number, else the
 * order's phone `orderPhone`), in its language; nothing when the channel is off, the account is gone
 * or not opted in.
 */
export async function queueWhatsappUpdate(
  tx: Transaction,
  whatsapp: WhatsappQueue | undefined,
  userId: string,
  orderPhone: string | null,
  update: OrderUpdate,
): Promise<void> {
  if (!whatsapp) return;
  const user = await findUserById(tx.db, userId);
  if (!user?.whatsappOptInAt) return;
  await whatsapp.queueOrderUpdate(
    tx,
    {
      userId: user.id,
      firstName: user.firstName,
      mobileNumber: user.mobileNumber,
      locale: user.locale,
      whatsappOptInAt: user.whatsappOptInAt,
    },
    orderPhone,
    update,
  );
}
