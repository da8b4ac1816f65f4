/**
 * Filing a grievance (docs/product.md#grievances, ADR 0033): stored with its ticket number and due
 * dates, and both mails queued, in the caller's transaction.
 */
import { localePrefix } from '@shahi/contract/i18n';
import type { GrievanceReceipt } from '@shahi/contract/schemas';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import { shopInbox } from '#server/modules/alerts/public.ts';
import { accountLocale } from '#server/modules/auth/public.ts';
import { selectSeller } from '#server/modules/seller/public.ts';
import { type GrievanceOfficer, grievanceAcknowledgementMail, grievanceNoticeMail } from './mails.ts';
import { insertGrievance, type NewGrievance } from './repository.ts';

/** The settings grievance mail reads. */
export interface GrievanceEnv {
  SHOP_EMAIL?: string | undefined;
  PUBLIC_URL: string;
  SHOP_NAME: string;
}

/** What filing and the back office's moves need: the pool, the mail queue and the settings. */
export interface GrievanceDeps {
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  env: GrievanceEnv;
}

/**
 * The grievance officer from the seller settings (rule 4(4)); before they are stored, "Grievance
 * Officer" at the shop's inbox (`shopInbox`, ADR 0062), so a grievance is never refused for want of them.
 */
export async function grievanceOfficer(db: Database, env: GrievanceEnv): Promise<GrievanceOfficer> {
  const seller = await selectSeller(db);
  if (!seller)
    return { name: 'Grievance Officer', designation: '', email: await shopInbox(db, env), phone: '' };
  return {
    name: seller.grievanceName,
    designation: seller.grievanceDesignation,
    email: seller.grievanceEmail || (await shopInbox(db, env)),
    phone: seller.grievancePhone,
  };
}

/**
 * Stores `grievance` inside `tx` and queues the acknowledgement to the complainant and the notice
 * to the grievance officer (their e-mail, else the shop's inbox); call `mail.wake()` after the commit.
 * A grievance with a `userId` must carry that account's address: only its acknowledgement repeats
 * what the complainant typed, a guest's is bare (ADR 0033). Resolves with the ticket number and
 * the due dates (ISO).
 */
export async function recordGrievance(
  tx: Transaction,
  { mail, env }: GrievanceDeps,
  grievance: NewGrievance,
): Promise<GrievanceReceipt> {
  const officer = await grievanceOfficer(tx.db, env);
  const row = await insertGrievance(tx.db, grievance);
  const words = await mailWordsFor(await accountLocale(tx.db, grievance.userId));
  const input = {
    shopName: env.SHOP_NAME,
    addressProven: grievance.userId !== null,
    ...grievance,
    ticketNumber: row.ticketNumber,
    receivedAt: row.createdAt,
    acknowledgeBy: row.acknowledgeBy,
    resolveBy: row.resolveBy,
  };
  await mail.enqueue(tx, {
    kind: 'grievance-acknowledgement',
    to: grievance.email,
    ...grievanceAcknowledgementMail(
      { ...input, words },
      officer,
      `${env.PUBLIC_URL}${localePrefix(words.locale)}`,
    ),
  });
  await mail.enqueue(tx, { kind: 'grievance-notice', to: officer.email, ...grievanceNoticeMail(input) });
  return {
    ticketNumber: row.ticketNumber,
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
  };
}
