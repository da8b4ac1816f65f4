/** The contact form (docs/product.md#contact-and-content-pages): stored and mailed in one transaction. */
import type { ContactRequest } from '@shahi/contract/schemas';
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { shopInbox } from '#server/modules/alerts/public.ts';
import { contactMail } from './mails.ts';
import { insertContactMessage } from './repository.ts';

/** A contact request after validation (`contactSchema`'s output: trimmed, address lowercased). */
export type ContactMessage = Required<ContactRequest>;

/** The settings the contact form reads. */
export interface ContactEnv {
  SHOP_EMAIL?: string | undefined;
  PUBLIC_URL: string;
  SHOP_NAME: string;
}

export interface ContactService {
  /**
   * Stores `message` and queues its mail to the shop's inbox (`shopInbox`: Seller settings'
   * customer-care e-mail first, ADR 0062); resolves with the stored message's id.
   */
  send(message: ContactMessage): Promise<string>;
}

/** Builds the service over the pool (transactions) and the mail queue. */
export function createContactService({
  pool,
  mail,
  env,
}: {
  pool: pg.Pool;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  env: ContactEnv;
}): ContactService {
  return {
    async send(message) {
      const id = await withTransaction(pool, async (tx) => {
        const to = await shopInbox(tx.db, env);
        const stored = await insertContactMessage(tx.db, message);
        await mail.enqueue(tx, {
          kind: 'contact',
          to,
          ...contactMail({ shopName: env.SHOP_NAME, ...message, receivedAt: stored.createdAt }),
        });
        return stored.id;
      });
      mail.wake();
      return id;
    },
  };
}
