/** The demo shop's seller (modules/seller/demo.ts), stored with the demo catalogue (ADR 0032). */
import type { Database } from '#server/db/client.ts';
import { demoSeller } from '#server/modules/seller/demo.ts';
import { insertSellerIfAbsent } from '#server/modules/seller/repository.ts';

/**
 * Stores the demo seller while no seller settings are stored (SELLER_* values, stored first at
 * start, and the back office's edits win); resolves with whether it did.
 */
export function seedDemoSeller(db: Database): Promise<boolean> {
  return insertSellerIfAbsent(db, demoSeller);
}
