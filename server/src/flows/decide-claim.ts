/**
 * The owner's decision on a claim (CPA 2019 s.2(47); E-Commerce Rules 2020 r.7(5); CGST Act s.34,
 * Rule 53; ADR 0057), in one transaction under the order's row lock (steps/order-change.ts) with the
 * claim's row locked too, so of two decisions at once one wins and the other is refused:
 *
 * - refund: `amount` rupees (> 0, ≤ the order's amount) back through Razorpay for a live online
 *   payment (partial allowed; a gateway failure is a 502 and nothing changes), else to the
 *   shopper's UPI ID or bank account by the owner, whose transaction reference is required; a credit
 *   note for that amount when the order has a sale document; payment status `refunded` for the whole
 *   amount, `paid` kept for a part; the refund mail carries the credit note's PDF;
 * - decline: the owner's reason (required) mailed with the ways to escalate; no money moves.
 *
 * Either way the piece goes back on sale, is archived as damaged, or stays sold (`pieceOutcome`),
 * and the order's history records it.
 */
import { formatRupees, paiseToRupees } from '@shahi/contract';
import {
  type AdminClaim,
  type AdminClaimDecision,
  adminOrderMessages,
  claimKindLabels,
  claimMessages,
} from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { badGateway, badRequest, conflict, notFound } from '#server/http/errors.ts';
import { archiveDamagedProducts, unsellProducts } from '#server/modules/catalog/stock.ts';
import { claimDeclinedMail, claimRefundedMail } from '#server/modules/claims/mails.ts';
import { type ClaimRow, decideClaimRow, selectClaim } from '#server/modules/claims/repository.ts';
import { claimNumberOf, payoutLine, payoutOf } from '#server/modules/claims/service.ts';
import { type OrderChanges, updateOrder } from '#server/modules/orders/admin-repository.ts';
import { insertOrderEvents } from '#server/modules/orders/events.ts';
import { GatewayError } from '#server/modules/payments/gateway.ts';
import { refundPart } from '#server/modules/payments/refund.ts';
import { documentOfOrder } from '#server/modules/tax/public.ts';
import { refundNeedsPayoutOf } from './steps/claim-payout.ts';
import { adminClaim } from './steps/claim-views.ts';
import { issueCreditNote } from './steps/issue-credit-note.ts';
import {
  changeOrder,
  type LockedOrder,
  type OrderActor,
  type OrderChangeDeps,
} from './steps/order-change.ts';
import { myClaimsUrl } from './steps/order-mail.ts';

/** What deciding needs: the order transitions' dependencies and the database for the answer. */
export interface DecideClaimDeps extends OrderChangeDeps {
  db: Database;
}

/** "₹1,500.00" from paise. */
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Moves the order's pieces as `outcome` says; resolves with a line for the history ('' for kept). */
async function movePieces(tx: Transaction, { lines }: LockedOrder, outcome: ClaimRow['pieceOutcome']) {
  const ids = lines.map((line) => line.productId);
  if (outcome === 'back_on_sale') {
    const moved = await unsellProducts(tx.db, ids);
    return `${moved.length} piece(s) back on sale`;
  }
  if (outcome === 'damaged') {
    const moved = await archiveDamagedProducts(tx.db, ids);
    return `${moved.length} piece(s) archived as damaged`;
  }
  return '';
}

/** Refunds `amountPaise` of `order`'s online payment through the gateway: the refund id (null when already refunded). */
async function refundThroughGateway(deps: OrderChangeDeps, { order }: LockedOrder, amountPaise: number) {
  if (!order.gatewayPaymentId) throw new Error(`paid order ${order.id} has no gateway payment id`);
  if (!deps.gateway) throw conflict(adminOrderMessages.refundUnavailable, 'REFUND_UNAVAILABLE');
  try {
    return await refundPart(deps.gateway, order.gatewayPaymentId, amountPaise, order.amountPaise);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, orderId: order.id }, 'refund of a claim failed; nothing changed');
    throw badGateway(adminOrderMessages.refundFailed, 'REFUND_FAILED');
  }
}

/**
 * Decides claim `claimId` as `decision` for `actor`. Errors, changing nothing: 404 unknown claim;
 * 409 already decided (or decided meanwhile); 409 a refund of an order not paid (a cash order never
 * delivered); 400 a refund above the order's amount or without the
 * owner's reference for a UPI / bank refund; 409 REFUND_UNAVAILABLE when online payment is off;
 * 502 REFUND_FAILED when the gateway fails. Resolves with the claim as the back office shows it.
 */
export async function decideClaim(
  deps: DecideClaimDeps,
  actor: OrderActor,
  claimId: string,
  decision: AdminClaimDecision,
): Promise<AdminClaim> {
  const found = await selectClaim(deps.db, claimId);
  if (!found) throw notFound(claimMessages.claimNotFound);
  await changeOrder(deps, found.orderId, async (tx, held) => {
    const claim = await selectClaim(tx.db, claimId, true);
    if (claim?.status !== 'open') throw conflict(claimMessages.alreadyDecided);
    const { order } = held;
    const claimNumber = claimNumberOf(claim.id);
    const payout = payoutOf(claim.payoutTo);
    const mailBase = { claimNumber, orderId: order.id, kind: claim.kind, payout, note: decision.note };

    if (decision.outcome === 'decline') {
      const piecesLine = await movePieces(tx, held, decision.pieceOutcome);
      await decideClaimRow(tx.db, claim.id, {
        status: 'declined',
        pieceOutcome: decision.pieceOutcome,
        decisionNote: decision.note,
      });
      await insertOrderEvents(tx.db, [
        {
          orderId: order.id,
          kind: 'claim_declined',
          note: [`Claim ${claimNumber} declined: ${decision.note}`, piecesLine].filter(Boolean).join(' · '),
          actorUserId: actor.userId,
        },
      ]);
      return {
        kind: 'claim-declined',
        build: (basics) =>
          claimDeclinedMail({ ...basics, ...mailBase, url: myClaimsUrl(deps, basics.words.locale) }),
      };
    }

    if (order.paymentStatus !== 'paid') throw conflict(claimMessages.nothingPaid);
    const amountPaise = Math.round((decision.amount ?? 0) * 100);
    if (amountPaise <= 0) throw badRequest(claimMessages.amountRequired);
    if (amountPaise > order.amountPaise) throw badRequest(claimMessages.amountTooLarge);
    const byOwner = refundNeedsPayoutOf(order);
    if (byOwner && decision.reference === '') throw badRequest(claimMessages.referenceRequired);
    const method = byOwner ? (payout?.method ?? 'upi') : 'gateway';
    const full = amountPaise === order.amountPaise;

    // The credit note and the pieces first; the gateway, the one step that cannot be rolled back, last.
    const heading = `Claim: ${claimKindLabels[claim.kind].toLowerCase()} — refund of ${rupees(amountPaise)}`;
    const creditNoteId = await issueCreditNote(tx, order.id, '', deps.clock?.(), { amountPaise, heading });
    const piecesLine = await movePieces(tx, held, decision.pieceOutcome);
    const refundId = byOwner ? null : await refundThroughGateway(deps, held, amountPaise);
    const reference = byOwner ? decision.reference : (refundId ?? 'refunded earlier');

    const changes: OrderChanges = full
      ? { paymentStatus: 'refunded', ...(refundId ? { gatewayRefundId: refundId } : {}) }
      : {};
    const updated = full ? await updateOrder(tx.db, order.id, changes) : order;
    await decideClaimRow(tx.db, claim.id, {
      status: 'refunded',
      refundPaise: amountPaise,
      refundMethod: method,
      refundReference: reference,
      creditNoteId,
      pieceOutcome: decision.pieceOutcome,
      decisionNote: decision.note,
    });
    await insertOrderEvents(tx.db, [
      {
        orderId: order.id,
        kind: 'claim_refunded',
        fromPaymentStatus: order.paymentStatus,
        toPaymentStatus: updated.paymentStatus,
        note: [
          `Claim ${claimNumber}: refunded ${rupees(amountPaise)} ${full ? 'in full' : 'in part'} to ${
            byOwner ? payoutLine(payout) : 'the original payment'
          } (${reference})`,
          creditNoteId ? 'Credit note issued' : '',
          piecesLine,
          decision.note,
        ]
          .filter(Boolean)
          .join(' · '),
        actorUserId: actor.userId,
      },
    ]);
    const creditNote = creditNoteId ? await documentOfOrder(tx.db, order.id, 'credit_note') : undefined;
    return {
      kind: 'claim-refunded',
      build: (basics) =>
        claimRefundedMail({
          ...basics,
          ...mailBase,
          url: myClaimsUrl(deps, basics.words.locale),
          refundPaise: amountPaise,
          method,
          reference,
          creditNoteNumber: creditNote?.number ?? null,
        }),
      attachmentDocumentId: creditNoteId,
    };
  });
  return adminClaim(deps.db, claimId);
}
