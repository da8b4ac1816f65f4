/**
 * Back office discount codes (docs/product.md#discount-codes, ADR 0039): create, list with uses,
 * correct, deactivate. One code at a time carries the footer's advertisement (ADR 0060).
 */
import { discountEditMessages, paiseToRupees, rupeesToPaise } from '@shahi/contract';
import {
  type AdminDiscount,
  type AdminDiscountCreateInput,
  type AdminDiscountListQuery,
  type AdminPage,
  discountMessages,
} from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { pageOf } from '#server/http/paging.ts';
import {
  clearFooterTexts,
  type DiscountCodeTerms,
  deactivateCode,
  hasRedemptions,
  insertCode,
  selectCode,
  selectCodeByName,
  selectCodePage,
  selectRedemptions,
  updateCode,
} from './repository.ts';
import type { DiscountCodeRow } from './rules.ts';

type RedemptionRow = Awaited<ReturnType<typeof selectRedemptions>>[number];

/** A code row (paise) and its latest uses → the back office's code (rupees). */
function toAdminDiscount(row: DiscountCodeRow, redemptions: RedemptionRow[]): AdminDiscount {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'amount' ? paiseToRupees(row.value) : row.value,
    minOrder: paiseToRupees(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    footerText: row.footerText,
    active: row.active,
    uses: row.usesCount,
    createdAt: row.createdAt.toISOString(),
    redemptions: redemptions
      .filter((use) => use.codeId === row.id)
      .map((use) => ({
        orderId: use.orderId,
        discount: paiseToRupees(use.discountPaise),
        usedAt: use.createdAt.toISOString(),
      })),
  };
}

/** The checked form (rupees) as the code's stored terms (paise for amounts and the minimum). */
function termsOf(input: AdminDiscountCreateInput): DiscountCodeTerms {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'amount' ? rupeesToPaise(input.value) : input.value,
    minOrderPaise: rupeesToPaise(input.minOrder),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    maxUses: input.maxUses,
    perCustomerLimit: input.perCustomerLimit,
    firstOrderOnly: input.firstOrderOnly,
    footerText: input.footerText,
  };
}

/**
 * Creates an active code from the checked form (rupees → paise); 409 when the name is taken in any
 * case. A code with `footerText` becomes the one advertised: the same transaction takes the footer
 * text from every other code (a refused code changes nothing; ADR 0060).
 */
export async function createDiscountCode(
  pool: pg.Pool,
  input: AdminDiscountCreateInput,
): Promise<AdminDiscount> {
  return withTransaction(pool, async ({ db }) => {
    if (input.footerText !== null) await clearFooterTexts(db);
    const row = await insertCode(db, termsOf(input));
    if (!row) throw conflict(discountMessages.codeTaken);
    return toAdminDiscount(row, []);
  });
}

/** A page of codes, newest first, each with its uses and its latest 20 redemptions. */
export async function listDiscountCodes(
  db: Database,
  query: AdminDiscountListQuery,
): Promise<AdminPage<AdminDiscount>> {
  const { rows, total } = await selectCodePage(db, query);
  const redemptions = await selectRedemptions(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => toAdminDiscount(row, redemptions)),
    total,
    query,
  );
}

/**
 * Corrects code `id` with the checked form (its whole terms; active or not stays as it was): 404
 * when unknown; 409 when renamed after an order used it (orders and invoices name it), when the
 * new name is another code's (any case), or when total uses go below the uses made. The code row
 * is locked, as the checkout locks it to count a use, so no use slips in between the check and the
 * change. Advertising it takes the footer from every other code (ADR 0060). A refusal changes nothing.
 */
export async function updateDiscountCode(
  pool: pg.Pool,
  id: string,
  input: AdminDiscountCreateInput,
): Promise<AdminDiscount> {
  return withTransaction(pool, async ({ db }) => {
    const current = await selectCode(db, id, true);
    if (!current) throw notFound(discountMessages.codeNotFound);
    if (input.code !== current.code) {
      if (await hasRedemptions(db, id)) throw conflict(discountEditMessages.codeUsed(current.code));
      const other = await selectCodeByName(db, input.code);
      if (other && other.id !== id) throw conflict(discountMessages.codeTaken);
    }
    if (input.maxUses !== null && input.maxUses < current.usesCount) {
      throw conflict(discountEditMessages.usesBelowMade(current.usesCount));
    }
    if (input.footerText !== null) await clearFooterTexts(db);
    const row = await updateCode(db, id, termsOf(input));
    if (!row) throw notFound(discountMessages.codeNotFound);
    return toAdminDiscount(row, await selectRedemptions(db, [row.id]));
  });
}

/** Deactivates code `id` (it stays listed with its uses); 404 when unknown. */
export async function deactivateDiscountCode(db: Database, id: string): Promise<AdminDiscount> {
  const row = await deactivateCode(db, id);
  if (!row) throw notFound(discountMessages.codeNotFound);
  const redemptions = await selectRedemptions(db, [row.id]);
  return toAdminDiscount(row, redemptions);
}
