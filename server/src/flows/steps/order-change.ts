/**
 * What the back office's order transitions share (ADR 0010): their dependencies, and the one shape
 * of a transition: under the order's row lock, change it, record it, mail the customer, in one
 * transaction.
 */
import { adminOrderMessages } from '@shahi/contract/schemas';
import type pg from 'pg';
import { type Transaction, withTransaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import type { MailContent, MailKind } from '#server/mail/content.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { type MailWords, mailWordsFor } from '#server/mail/words.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { lockOrder } from '#server/modules/orders/repository.ts';
import type { PaymentGateway } from '#server/modules/payments/gateway.ts';
import { readSellerMailFooter, type SellerMailFooter } from '#server/modules/seller/public.ts';
import { ordersUrlOf } from './order-mail.ts';
import type { FlowLog } from './payment-deps.ts';
import { type OrderUpdate, queueWhatsappUpdate, type WhatsappQueue } from './whatsapp-update.ts';

/** The dependencies of the back office's order transitions: cancel, ship, deliver. */
export interface OrderChangeDeps {
  pool: pg.Pool;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  /** Refunds cancelled paid orders; absent when online payment is off (ADR 0019). */
  gateway?: PaymentGateway;
  shopName: string;
  publicUrl: string;
  log: FlowLog;
  /** The instant tax documents are issued at; the system clock when absent (tests cross 1 April). */
  clock?: () => Date;
  /** Order updates on WhatsApp (ADR 0067); absent: the channel is off. */
  whatsapp?: WhatsappQueue;
}

/** The admin making a change, recorded in the order's history. */
export interface OrderActor {
  userId: string;
}

/** The order locked FOR UPDATE, with its lines (paise), as a transition receives it. */
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** What every order mail of a transition starts from: the shop, the customer, My Orders, the seller block. */
export interface OrderMailBasics {
  shopName: string;
  firstName: string;
  ordersUrl: string;
  seller: SellerMailFooter | undefined;
  /** The customer's language (`users.locale`). */
  words: MailWords;
}

/** The customer's mail of a transition: its kind, its content, and the tax document whose PDF goes with it. */
export interface CustomerMail {
  kind: MailKind;
  build: (basics: OrderMailBasics) => MailContent;
  attachmentDocumentId?: string | null;
  /** The WhatsApp update sent beside the mail to an opted-in shopper (ADR 0067). */
  whatsapp?: OrderUpdate;
}

/**
 * Runs transition `change` on order `orderId` in one transaction under the order's row lock, so a
 * repeated or concurrent request waits and finds the first one's result: `change` checks, changes
 * and records the order, and resolves with the customer's mail, queued in the same transaction with
 * the seller read there (nothing if the account is gone, or when `change` resolves with null: a
 * courier's scan that only records), with its WhatsApp update for an opted-in shopper (ADR 0067);
 * the mail and WhatsApp workers are woken after COMMIT.
 * 404 "Order not found" for an unknown id; `change`'s errors roll everything back.
 */
export async function changeOrder(
  deps: OrderChangeDeps,
  orderId: string,
  change: (tx: Transaction, held: LockedOrder) => Promise<CustomerMail | null>,
): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const held = await lockOrder(tx.db, orderId);
    if (!held) throw notFound(adminOrderMessages.orderNotFound);
    const mail = await change(tx, held);
    if (!mail) return;
    const customer = await findUserById(tx.db, held.order.userId);
    if (!customer) return;
    const words = await mailWordsFor(customer.locale);
    const seller = await readSellerMailFooter(tx.db, deps.publicUrl, words.locale);
    const basics = {
      shopName: deps.shopName,
      firstName: customer.firstName,
      ordersUrl: ordersUrlOf(deps, words.locale),
      seller,
      words,
    };
    await deps.mail.enqueue(tx, {
      kind: mail.kind,
      to: customer.email,
      ...mail.build(basics),
      attachmentDocumentId: mail.attachmentDocumentId ?? null,
    });
    if (mail.whatsapp) {
      await queueWhatsappUpdate(tx, deps.whatsapp, customer.id, held.order.contactPhone, mail.whatsapp);
    }
  });
  deps.mail.wake();
  deps.whatsapp?.wake();
}
