/**
 * Filing a grievance (rule 4(5), Consumer Protection (E-Commerce) Rules 2020; ADR 0033): the order
 * it names must be the caller's, then the grievance, its two mails and the owner alert (ADR 0062)
 * commit together.
 */
import { type GrievanceInput, type GrievanceReceipt, grievanceMessages } from '@shahi/contract/schemas';
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import { queueOwnerAlert } from '#server/modules/alerts/public.ts';
import { type GrievanceDeps, grievanceOfficer, recordGrievance } from '#server/modules/grievances/service.ts';
import { selectOrderOfUser } from '#server/modules/orders/repository.ts';

export interface FileGrievanceDeps extends GrievanceDeps {
  pool: pg.Pool;
}

/**
 * Files `input` for the signed-in `account` (undefined for a guest). A signed-in grievance is
 * stored with the account's e-mail address whatever the body says, so the acknowledgement that
 * repeats the complainant's text only reaches a proven address (ADR 0033). An orderId that is not
 * one of the caller's orders — and any orderId from a guest — is 404 "Order not found" and nothing
 * is stored. Resolves with the ticket number and due dates (ISO).
 */
export async function fileGrievance(
  deps: FileGrievanceDeps,
  account: { userId: string; email: string } | undefined,
  input: GrievanceInput,
): Promise<GrievanceReceipt> {
  const receipt = await withTransaction(deps.pool, async (tx) => {
    const userId = account?.userId ?? null;
    const orderId = input.orderId ?? null;
    if (orderId && !(userId && (await selectOrderOfUser(tx.db, orderId, userId)))) {
      throw notFound(grievanceMessages.orderNotFound);
    }
    const grievance = { ...input, email: account?.email ?? input.email, userId, orderId };
    const receipt = await recordGrievance(tx, deps, grievance);
    // The officer has the notice already; the shop's inbox and the admins get the alert.
    const officer = await grievanceOfficer(tx.db, deps.env);
    await queueOwnerAlert(
      tx,
      deps,
      'grievance',
      {
        ...grievance,
        ticketNumber: receipt.ticketNumber,
        addressProven: userId !== null,
        acknowledgeBy: new Date(receipt.acknowledgeBy),
        resolveBy: new Date(receipt.resolveBy),
      },
      { except: [officer.email] },
    );
    return receipt;
  });
  deps.mail.wake();
  return receipt;
}
