/**
 * Filing a claim after delivery (Consumer Protection (E-Commerce) Rules 2020 r.7(5); ADR 0057): a
 * signed-in shopper's claim on their own order, with its photos, stored with the acknowledgement to
 * the shopper and the alert to the owner in one transaction under the order's row lock, so two
 * filings at once make one claim.
 */
import { type ClaimInput, claimMessages, claimNeedsPhotos, type MyClaim } from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { queueOwnerAlert } from '#server/modules/alerts/public.ts';
import { claimAcknowledgementMail } from '#server/modules/claims/mails.ts';
import {
  type ClaimPhotoFile,
  insertClaim,
  selectClaimant,
  selectClaimOfOrder,
} from '#server/modules/claims/repository.ts';
import { claimNumberOf, claimRefusal, payoutLine, toMyClaim } from '#server/modules/claims/service.ts';
import { lockOrder, type OrderRow, selectOrderOfUser } from '#server/modules/orders/repository.ts';
import { readSellerMailFooter, selectSeller } from '#server/modules/seller/public.ts';
import { claimNeedsPayoutOf } from './steps/claim-payout.ts';
import { myClaimsUrl, shopperWords } from './steps/order-mail.ts';

/** Days a claim may be filed after delivery when the seller settings are not stored yet. */
const DEFAULT_CLAIM_WINDOW_DAYS = 7;

/** What filing needs: the database, the mail queue, the shop's settings, and the clock (tests). */
export interface ClaimDeps {
  pool: pg.Pool;
  db: Database;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  env: { SHOP_EMAIL?: string | undefined; PUBLIC_URL: string; SHOP_NAME: string };
  /** Now; the system clock when absent (tests move it across the window). */
  clock?: () => Date;
}

/**
 * Every check of a claim on `order` as `input`: 409 already claimed, 409 outside the window or not
 * delivered (claimRefusal), 400 a paid cash order without a payout. Run before the photos are read and
 * again under the lock.
 */
async function checkClaim(db: Database, deps: ClaimDeps, order: OrderRow, input: ClaimInput): Promise<void> {
  if (await selectClaimOfOrder(db, order.id)) throw conflict(claimMessages.alreadyClaimed);
  const windowDays = (await selectSeller(db))?.claimWindowDays ?? DEFAULT_CLAIM_WINDOW_DAYS;
  const refusal = claimRefusal(order, input.kind, windowDays, deps.clock?.() ?? new Date());
  if (refusal) throw conflict(refusal);
  if (claimNeedsPayoutOf(order) && !input.payout) throw badRequest(claimMessages.payoutRequired);
}

/**
 * The checks made once the form's fields are read, before any photo is rendered: 404 when order
 * `orderId` is not `userId`'s, then checkClaim's.
 */
export async function precheckClaim(
  deps: ClaimDeps,
  userId: string,
  orderId: string,
  input: ClaimInput,
): Promise<void> {
  const order = await selectOrderOfUser(deps.db, orderId, userId);
  if (!order) throw notFound(claimMessages.orderNotFound);
  await checkClaim(deps.db, deps, order, input);
}

/**
 * Files `input` with `photos` (re-encoded) on order `orderId` for `userId`: 400 without a photo for
 * a kind that needs one, 404 not their order, 409 / 400 as checkClaim; the payout is kept only for a
 * paid cash or sandbox order. Queues the acknowledgement and the owner alert (the shop's inbox and
 * every admin who did not opt out, ADR 0062) and wakes the mail worker after COMMIT. Resolves with the claim as My Claims shows it.
 */
export async function fileClaim(
  deps: ClaimDeps,
  userId: string,
  orderId: string,
  input: ClaimInput,
  photos: readonly ClaimPhotoFile[],
): Promise<MyClaim> {
  if (claimNeedsPhotos(input.kind) && photos.length === 0) throw badRequest(claimMessages.photosRequired);
  const claim = await withTransaction(deps.pool, async (tx) => {
    const held = await lockOrder(tx.db, orderId);
    if (!held || held.order.userId !== userId) throw notFound(claimMessages.orderNotFound);
    const { order } = held;
    await checkClaim(tx.db, deps, order, input);
    const payoutTo = claimNeedsPayoutOf(order) ? input.payout : null;
    const row = await insertClaim(
      tx.db,
      { orderId, userId, kind: input.kind, message: input.message, payoutTo },
      photos,
    );
    const claimant = await selectClaimant(tx.db, userId);
    const base = {
      shopName: deps.env.SHOP_NAME,
      claimNumber: claimNumberOf(row.id),
      orderId,
      kind: row.kind,
      message: row.message,
      photoCount: photos.length,
      payout: payoutTo,
    };
    if (claimant) {
      const words = await shopperWords(tx.db, userId);
      await deps.mail.enqueue(tx, {
        kind: 'claim-acknowledgement',
        to: claimant.email,
        ...claimAcknowledgementMail({
          ...base,
          firstName: claimant.firstName,
          url: myClaimsUrl({ publicUrl: deps.env.PUBLIC_URL }, words.locale),
          seller: await readSellerMailFooter(tx.db, deps.env.PUBLIC_URL, words.locale),
          words,
        }),
      });
    }
    await queueOwnerAlert(tx, deps, 'claim', {
      claimId: row.id,
      claimNumber: base.claimNumber,
      orderId,
      kind: row.kind,
      message: row.message,
      photoCount: photos.length,
      payoutLine: payoutLine(payoutTo ?? null),
      customerName: claimant ? `${claimant.firstName} ${claimant.lastName}`.trim() : '',
      customerEmail: claimant?.email ?? '',
    });
    return row;
  });
  deps.mail.wake();
  return toMyClaim(claim, photos.length, null);
}
