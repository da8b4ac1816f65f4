/**
 * Saved-address SQL and rules, in the API's shape (`_id`, no user id or timestamps). The writes that
 * touch the default or the count take a per-shopper lock: call them with a transaction's `tx.db`.
 */
import { findIndianState, MAX_SAVED_ADDRESSES, type SavedAddress, SHOP_COUNTRY } from '@shahi/contract';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { addresses } from './tables.ts';

/**
 * An address as a shopper sends it (savedAddressSchema's parsed output): everything but `_id` and
 * `stateCode`, which is derived from `state`.
 */
export type AddressFields = Omit<SavedAddress, '_id' | 'stateCode'>;

/** What `insertAddress` did: saved it, or refused because the shopper already has the most allowed. */
export type InsertAddressResult = { status: 'created'; address: SavedAddress } | { status: 'limit-reached' };

const apiColumns = {
  _id: addresses.id,
  name: addresses.name,
  address: addresses.address,
  city: addresses.city,
  state: addresses.state,
  stateCode: sql<string>`coalesce(${addresses.stateCode}, '')`.as('state_code'),
  zip: addresses.zip,
  country: addresses.country,
  phoneNumber: addresses.phoneNumber,
  alternativePhoneNumber: addresses.alternativePhoneNumber,
  gstin: addresses.gstin,
  businessName: addresses.businessName,
  isDefault: addresses.isDefault,
};

/** First key of the addresses' two-key advisory lock (the bag uses 4_006, checkouts 4_005). */
const ADDRESS_LOCK_SPACE = 4_004;

/**
 * Serialises every default-setting and counting write of `userId`'s addresses until the transaction
 * ends. Not a row lock: a shopper with no address has no row, and two first addresses would both
 * become default.
 */
async function lockAddressesOf(db: Database, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext(${userId}))`);
}

/** Un-defaults `userId`'s current default (other than `keepId`), so that a new one never trips the index. */
async function clearDefault(db: Database, userId: string, keepId?: string): Promise<void> {
  const theirs = and(eq(addresses.userId, userId), eq(addresses.isDefault, true));
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(keepId ? and(theirs, ne(addresses.id, keepId)) : theirs);
}

/**
 * The writable columns of `fields`, picked one by one so that no stray key (an `_id`, a user id) is
 * written. The state is stored by its official name with its GST code; the country is India (ADR 0029);
 * the business name only beside a GSTIN (ADR 0058).
 */
function writableColumns(fields: AddressFields) {
  const state = findIndianState(fields.state);
  return {
    name: fields.name,
    address: fields.address,
    city: fields.city,
    state: state?.name ?? '',
    stateCode: state?.code ?? null,
    zip: fields.zip,
    country: SHOP_COUNTRY,
    phoneNumber: fields.phoneNumber,
    alternativePhoneNumber: fields.alternativePhoneNumber,
    gstin: fields.gstin,
    // Only a GSTIN holder is billed as a business (ADR 0058).
    businessName: fields.gstin ? (fields.businessName ?? '') : '',
  };
}

/** `userId`'s addresses: the default first, then newest first. */
export async function selectAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  return db
    .select(apiColumns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** `userId`'s address `id`, or undefined when there is none of theirs with that id. */
export async function selectAddress(
  db: Database,
  userId: string,
  id: string,
): Promise<SavedAddress | undefined> {
  const [row] = await db
    .select(apiColumns)
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/**
 * Saves an address for `userId` under the rules every caller keeps (the address calls, checkout's
 * "save this address"): at most MAX_SAVED_ADDRESSES (10), beyond which nothing is written and the
 * result is `limit-reached`; the first address is the default; a new default un-defaults the old.
 */
export async function insertAddress(
  db: Database,
  userId: string,
  fields: AddressFields,
): Promise<InsertAddressResult> {
  await lockAddressesOf(db, userId);
  const [counted] = await db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId));
  const total = counted?.total ?? 0;
  if (total >= MAX_SAVED_ADDRESSES) return { status: 'limit-reached' };
  const isDefault = fields.isDefault || total === 0;
  if (isDefault) await clearDefault(db, userId);
  const [address] = await db
    .insert(addresses)
    .values({ ...writableColumns(fields), isDefault, userId })
    .returning(apiColumns);
  if (!address) throw new Error('INSERT … RETURNING gave no row');
  return { status: 'created', address };
}

/**
 * Replaces every field of `userId`'s address `id`; resolves with it, or undefined when it is not
 * theirs. Becoming the default un-defaults the old one; un-ticking it leaves none.
 */
export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  fields: AddressFields,
): Promise<SavedAddress | undefined> {
  await lockAddressesOf(db, userId);
  if (!(await selectAddress(db, userId, id))) return undefined;
  if (fields.isDefault) await clearDefault(db, userId, id);
  const [address] = await db
    .update(addresses)
    .set({ ...writableColumns(fields), isDefault: fields.isDefault, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning(apiColumns);
  return address;
}

/** Deletes `userId`'s address `id`; resolves false (nothing changed) when there is none of theirs. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}
