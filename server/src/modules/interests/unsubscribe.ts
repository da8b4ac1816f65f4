/** Unsubscribing by the signed link of a digest or a reminder, without signing in (ADR 0041). */
import { notifyMessages } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import { badRequest } from '#server/http/errors.ts';
import { stopDigest, stopReminders } from './service.ts';
import { type UnsubscribeScope, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * Stops what the token's scope names for its shopper: the digest (every interest and pending match
 * removed) or the checkout reminders (the consent cleared). A forged, expired or other-purpose
 * token is a 400 and changes nothing. Repeating a valid one is harmless. Resolves with the scope.
 */
export async function unsubscribeByToken(
  db: Database,
  key: Uint8Array,
  token: string,
): Promise<UnsubscribeScope> {
  const verified = await verifyUnsubscribeToken(key, token);
  if (!verified) throw badRequest(notifyMessages.badToken);
  if (verified.scope === 'digest') await stopDigest(db, verified.userId);
  else await stopReminders(db, verified.userId);
  return verified.scope;
}
