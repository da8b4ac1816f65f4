/** The seller settings row (one row, id 1). */
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sellerSettings } from './tables.ts';

/** The seller's identity and GST settings as stored. */
export type SellerRow = typeof sellerSettings.$inferSelect;

/** The seller's settings; undefined before the first start stored them. */
export async function selectSeller(db: Database): Promise<SellerRow | undefined> {
  const [row] = await db.select().from(sellerSettings).where(eq(sellerSettings.id, 1));
  return row;
}

/** Stores `values` as the seller's settings, replacing what was there. */
export async function upsertSeller(
  db: Database,
  values: Omit<SellerRow, 'id' | 'updatedAt'>,
): Promise<SellerRow> {
  const [row] = await db
    .insert(sellerSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: sellerSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('seller settings were not stored');
  return row;
}

/** Stores `values` only while no settings are stored; resolves with whether it stored them. */
export async function insertSellerIfAbsent(
  db: Database,
  values: Omit<SellerRow, 'id' | 'updatedAt'>,
): Promise<boolean> {
  const rows = await db
    .insert(sellerSettings)
    .values({ id: 1, ...values })
    .onConflictDoNothing({ target: sellerSettings.id })
    .returning({ id: sellerSettings.id });
  return rows.length > 0;
}
