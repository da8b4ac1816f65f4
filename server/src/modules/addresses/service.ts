/**
 * Saved addresses (docs/product.md#saved-addresses; ADR 0007): the rules live in ./repository.ts;
 * another shopper's address is answered 404 "Address not found", like an unknown one.
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

/** `userId`'s address `id`; 404 "Address not found" when it is not theirs. */
export async function getAddress(db: Database, userId: string, id: string): Promise<SavedAddress> {
  const address = await repository.selectAddress(db, userId, id);
  if (!address) throw notFound(messages.addressNotFound);
  return address;
}

/** Saves a new address for `userId`; 409 addressLimitReached when they already keep 10. */
export async function createAddress(
  pool: pg.Pool,
  userId: string,
  fields: repository.AddressFields,
): Promise<SavedAddress> {
  const result = await withTransaction(pool, (tx) => repository.insertAddress(tx.db, userId, fields));
  if (result.status === 'limit-reached') throw conflict(messages.addressLimitReached);
  return result.address;
}

/** Replaces `userId`'s address `id` with `fields`; 404 "Address not found" (no change) if not theirs. */
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

/** Deletes `userId`'s address `id` (the default too, leaving none); 404 "Address not found" if not theirs. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repository.deleteAddress(db, userId, id))) throw notFound(messages.addressNotFound);
}
