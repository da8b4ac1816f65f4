/**
 * The seller's settings at start (ADR 0032): SELLER_* give the first values only, never over a row
 * the back office edited; a production shop with pieces to sell does not open without them
 * (E-Commerce Rules 2020, rule 4(2): an e-commerce entity shows who and where it is). An empty
 * shop opens, so that the owner can fill them in the back office first.
 */
import type { SellerSettings } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { insertSellerIfAbsent, selectSeller } from './repository.ts';
import { sellerRowValues } from './service.ts';

/** Why a production shop refuses to start without seller settings. */
export class SellerMissingError extends Error {
  constructor() {
    super(
      'No seller settings: a shop in production with pieces must disclose its seller (E-Commerce Rules 2020, rule 4(2)).\n' +
        '  Set SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_CITY, SELLER_STATE, SELLER_PIN_CODE, SELLER_PAN,\n' +
        '  SELLER_CARE_EMAIL (or SHOP_EMAIL), SELLER_CARE_PHONE, SELLER_GRIEVANCE_NAME, SELLER_GRIEVANCE_DESIGNATION,\n' +
        '  SELLER_GRIEVANCE_EMAIL and SELLER_GRIEVANCE_PHONE (SELLER_GSTIN when registered for GST), then start again.',
    );
    this.name = 'SellerMissingError';
  }
}

/** Stores `first` (from SELLER_*) while no settings are stored; resolves with whether it did. */
export async function storeFirstSeller(db: Database, first: SellerSettings | undefined): Promise<boolean> {
  if (!first) return false;
  return insertSellerIfAbsent(db, sellerRowValues(first));
}

/** Rejects with SellerMissingError when `selling` (production, with pieces) and no settings are stored. */
export async function requireSellerInProduction(db: Database, selling: boolean): Promise<void> {
  if (selling && !(await selectSeller(db))) throw new SellerMissingError();
}
