/**
 * Claims as their readers see them (ADR 0057), composed from the claims, orders and tax modules:
 * My Claims, the back office's page and one claim with its order. Money in rupees.
 */

import { paiseToRupees } from '@shahi/contract';
import type { AdminClaim, AdminClaimListQuery, AdminPage, MyClaim } from '@shahi/contract/schemas';
import { claimMessages } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import {
  countPhotos,
  selectClaim,
  selectClaimant,
  selectClaimPage,
  selectClaimsOfUser,
} from '#server/modules/claims/repository.ts';
import {
  claimPhotoUrl,
  payoutOf,
  refundOf,
  toAdminClaimSummary,
  toMyClaim,
} from '#server/modules/claims/service.ts';
import { selectOrderById, selectOrderLines } from '#server/modules/orders/repository.ts';
import { documentsOfOrders } from '#server/modules/tax/public.ts';
import { refundNeedsPayoutOf } from './claim-payout.ts';

/** The credit note number of each of `orderIds` that has one. */
async function creditNoteNumbers(db: Database, orderIds: readonly string[]): Promise<Map<string, string>> {
  const documents = await documentsOfOrders(db, orderIds);
  const numbers = new Map<string, string>();
  for (const [orderId, refs] of documents) if (refs.creditNote) numbers.set(orderId, refs.creditNote.number);
  return numbers;
}

/** `userId`'s claims, newest first, as My Claims shows them. */
export async function myClaims(db: Database, userId: string): Promise<MyClaim[]> {
  const rows = await selectClaimsOfUser(db, userId);
  const photos = await countPhotos(
    db,
    rows.map((row) => row.id),
  );
  const notes = await creditNoteNumbers(
    db,
    rows.map((row) => row.orderId),
  );
  return rows.map((row) =>
    toMyClaim(row, photos.get(row.id) ?? 0, row.creditNoteId ? (notes.get(row.orderId) ?? null) : null),
  );
}

/** One page of the back office's claims (`status` open or decided, else all). */
export async function adminClaimPage(db: Database, query: AdminClaimListQuery) {
  const { rows, totalCount } = await selectClaimPage(db, query);
  const photos = await countPhotos(
    db,
    rows.map((row) => row.claim.id),
  );
  const data = [];
  for (const { claim, customer } of rows) {
    const order = await selectOrderById(db, claim.orderId);
    data.push(toAdminClaimSummary(claim, customer, order?.amountPaise ?? 0, photos.get(claim.id) ?? 0));
  }
  const page: AdminPage<(typeof data)[number]> = {
    currentPage: query.page,
    totalCount,
    totalPage: Math.ceil(totalCount / query.perPage),
    data,
  };
  return page;
}

/** Claim `id` with its order, lines, payout in full and photos' admin URLs; 404 when unknown. */
export async function adminClaim(db: Database, id: string): Promise<AdminClaim> {
  const claim = await selectClaim(db, id);
  const order = claim && (await selectOrderById(db, claim.orderId));
  if (!claim || !order) throw notFound(claimMessages.claimNotFound);
  const [lines, claimant, photos, notes] = [
    await selectOrderLines(db, order.id),
    await selectClaimant(db, claim.userId),
    await countPhotos(db, [claim.id]),
    await creditNoteNumbers(db, [order.id]),
  ];
  const photoCount = photos.get(claim.id) ?? 0;
  const payout = payoutOf(claim.payoutTo);
  return {
    ...toAdminClaimSummary(
      claim,
      claimant && { ...claimant, email: claimant.email ?? '' },
      order.amountPaise,
      photoCount,
    ),
    message: claim.message,
    payoutTo: payout,
    photos: Array.from({ length: photoCount }, (_, index) => claimPhotoUrl(claim.id, index + 1, true)),
    order: {
      _id: order.id,
      orderStatus: order.orderStatus,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      amount: paiseToRupees(order.amountPaise),
      shippedAt: order.shippedAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      lines: lines.map((line) => ({
        productId: line.productId,
        title: line.title,
        price: paiseToRupees(line.pricePaise),
        ...(line.image ? { image1: line.image } : {}),
      })),
    },
    refundVia: refundNeedsPayoutOf(order) ? (payout?.method ?? 'upi') : 'gateway',
    refund: refundOf(claim, claim.creditNoteId ? (notes.get(order.id) ?? null) : null),
    pieceOutcome: claim.pieceOutcome,
    decisionNote: claim.decisionNote,
  };
}
