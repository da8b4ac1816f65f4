/** The answer to a checkout that could not take every piece it asked for (ADR 0007). */
import { messages, pieceGoneMessage } from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { conflict, notFound } from '#server/http/errors.ts';
import { selectProductStatuses } from '#server/modules/catalog/reads.ts';

/**
 * Why the pieces `wanted` could not all be taken (`taken`: the ids that were): resolves with the
 * error to throw, 409 naming the first gone piece (reserved or sold), or 404 if a piece is unknown.
 */
export async function pieceGone(db: Database, wanted: string[], taken: Set<string>) {
  const missing = wanted.filter((id) => !taken.has(id));
  const known = await selectProductStatuses(db, missing);
  const first = missing.map((id) => known.find((row) => row.id === id)).find(Boolean);
  if (!first || known.length < missing.length) return notFound(messages.productNotFound);
  return conflict(pieceGoneMessage(first.title, first.status === 'reserved' ? 'reserved' : 'sold'));
}
