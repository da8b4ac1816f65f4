/**
 * Saved-address rules (spec §4 "Default address", §7 "Addresses", §8; ARCHITECTURE §2
 * "Addresses"): at most 10 per shopper, one default at a time set in one transaction, the first
 * address is the default, and another shopper's address is "Address not found" like an unknown one.
 */
import { messages, type SavedAddress } from '@shahi/contract';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import * as repository from './repository.ts';

export type { AddressFields } from './repository.ts';

/** `userId`'s saved addresses, the default first, then newest first. */
export async function listAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  return repository.selectAddresses(db, userId);
}

/** `userId`'s address `id`. Raises 404 "Address not found" when it is unknown or someone else's. */
export async function getAddress(db: Database, userId: string, id: string): Promise<SavedAddress> {
  const address = await repository.selectAddress(db, userId, id);
  if (!address) throw notFound(messages.addressNotFound);
  return address;
}

/**
 * Saves a new address for `userId` (the first one becomes the default; a new default replaces
 * the old in the same transaction). Raises 409 addressLimitReached when they already keep 10.
 */
export async function createAddress(
  pool: pg.Pool,
  userId: string,
  fields: repository.AddressFields,
): Promise<SavedAddress> {
  const result = await withTransaction(pool, (tx) => repository.insertAddress(tx.db, userId, fields));
  if (result.status === 'limit-reached') throw conflict(messages.addressLimitReached);
  return result.address;
}

/**
 * Replaces `userId`'s address `id` with `fields`, un-defaulting the old default in the same
 * transaction when it becomes the default. Raises 404 "Address not found" (nothing changes)
 * when it is unknown or someone else's.
 */
export async function updateAddress(
  pool: pg.Pool,
  userId: string,
  id: string,
  fields: repository.AddressFields,
): Promise<SavedAddress> {
  const address = await withTransaction(pool, (tx) => repository.updateAddress(tx.db, userId, id, fields));
  if (!address) throw notFound(messages.addressNotFound);
  return address;
}

/**
 * Deletes `userId`'s address `id`. Raises 404 "Address not found" when it is unknown or someone
 * else's. Deleting the default leaves the shopper without one until they pick another.
 */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repository.deleteAddress(db, userId, id))) throw notFound(messages.addressNotFound);
}
