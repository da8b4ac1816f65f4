/** Stores the seller settings for a test: the demo seller with `overrides`. */
import type { Database } from '#server/db/client.ts';
import { demoSeller } from '#server/modules/seller/demo.ts';
import { type SellerRow, upsertSeller } from '#server/modules/seller/repository.ts';

/** Replaces the seller settings with the demo seller's, `overrides` winning; resolves with the row. */
export function storeSeller(db: Database, overrides: Partial<Omit<SellerRow, 'id' | 'updatedAt'>> = {}) {
  return upsertSeller(db, { ...demoSeller, ...overrides });
}
