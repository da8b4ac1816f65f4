/**
 * Owner alerts (ADR 0062), what flows and other modules use: `queueOwnerAlert` mails the shop's
 * inbox and every admin who did not opt out, inside the caller's transaction; `shopInbox` is the
 * one address shoppers' messages go to; the preferences are the "My alerts" page's.
 */
import type { OwnerAlertKind } from '@shahi/contract/schemas';
import type { Transaction } from '#server/db/transaction.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import type { ShopInboxEnv } from './inbox.ts';
import { type OwnerAlertFacts, ownerAlertMail } from './mails.ts';
import { ownerAlertRecipients } from './recipients.ts';

export { type ShopInboxEnv, shopInbox } from './inbox.ts';
export type { CodConfirmedBy, OwnerAlertFacts } from './mails.ts';
export { readAlertPreferences, setAlertPreference } from './preferences.ts';
export { ownerAlertRecipients } from './recipients.ts';

/** What queueing an alert needs: the mail queue and the settings (the inbox's fallbacks, the links). */
export interface OwnerAlertDeps {
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  env: ShopInboxEnv & { SHOP_NAME: string };
}

/**
 * Queues the alert of `kind` with `facts` to each of its recipients (the shop's inbox, then every
 * verified admin without an opt-out of `kind`, each address once; minus `options.except`, addresses
 * the same change already mails) inside `tx`, so the alert exists only if the change commits. Call
 * `deps.mail.wake()` after the commit. Resolves with the addresses it queued to.
 */
export async function queueOwnerAlert<K extends OwnerAlertKind>(
  tx: Transaction,
  deps: OwnerAlertDeps,
  kind: K,
  facts: OwnerAlertFacts[K],
  options: { except?: readonly string[] } = {},
): Promise<string[]> {
  const recipients = await ownerAlertRecipients(tx.db, deps.env, kind, options.except);
  const content = ownerAlertMail(
    { shopName: deps.env.SHOP_NAME, publicUrl: deps.env.PUBLIC_URL },
    kind,
    facts,
  );
  for (const to of recipients) await deps.mail.enqueue(tx, { kind: 'owner-alert', to, ...content });
  return recipients;
}
