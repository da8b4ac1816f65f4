/** What the back office's order transitions share (ADR 0010): deps, the locked read, the customer's mail. */
import { adminOrderMessages } from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Transaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import type { MailContent, MailKind } from '#server/mail/content.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { lockOrder } from '#server/modules/orders/repository.ts';
import type { PaymentGateway } from '#server/modules/payments/gateway.ts';
import { readSellerMailFooter, type SellerMailFooter } from '#server/modules/seller/public.ts';
import type { FlowLog } from './payment-deps.ts';

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
}

/** The admin making a change, recorded in the order's history. */
export interface OrderActor {
  userId: string;
}

/**
 * The order locked FOR UPDATE, with its lines: every transition takes this lock first, so a repeated
 * request waits and finds the first one's result. 404 "Order not found" for an unknown id.
 */
export async function lockOrderForChange(tx: Transaction, orderId: string) {
  const held = await lockOrder(tx.db, orderId);
  if (!held) throw notFound(adminOrderMessages.orderNotFound);
  return held;
}

/**
 * Queues mail `kind` to customer `userId` inside `tx`, with the seller read there and the tax document
 * `attachmentDocumentId` attached when given (its PDF goes with the mail); nothing if the account is gone.
 */
export async function queueCustomerMail(
  deps: OrderChangeDeps,
  tx: Transaction,
  userId: string,
  kind: MailKind,
  build: (firstName: string, seller: SellerMailFooter | undefined) => MailContent,
  attachmentDocumentId: string | null = null,
) {
  const customer = await findUserById(tx.db, userId);
  if (!customer) return;
  const seller = await readSellerMailFooter(tx.db, deps.publicUrl);
  await deps.mail.enqueue(tx, {
    kind,
    to: customer.email,
    ...build(customer.firstName, seller),
    attachmentDocumentId,
  });
}

/** The link to My Orders in every order mail. */
export const ordersUrlOf = (deps: Pick<OrderChangeDeps, 'publicUrl'>) => `${deps.publicUrl}/my-orders`;
