/**
 * What the back office's order transitions share (ADR 0010): their dependencies, the locked read
 * that starts each one, and the customer's mail queued in the same transaction.
 */
import { adminOrderMessages } from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Transaction } from '#server/db/transaction.ts';
import { notFound } from '#server/http/errors.ts';
import type { MailContent, MailKind } from '#server/mail/content.ts';
import type { MailQueue } from '#server/mail/queue.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { lockOrder } from '#server/modules/orders/repository.ts';
import type { PaymentGateway } from '#server/modules/payments/gateway.ts';
import type { FlowLog } from './payment-deps.ts';

/** What ship, deliver and cancel need. */
export interface OrderChangeDeps {
  pool: pg.Pool;
  mail: Pick<MailQueue, 'enqueue' | 'wake'>;
  /** Refunds cancelled paid orders; absent when online payment is off (ADR 0019). */
  gateway?: PaymentGateway;
  shopName: string;
  /** Origin of the shop's links in mail (`PUBLIC_URL`). */
  publicUrl: string;
  log: FlowLog;
}

/** Who makes a change: the admin's user id (recorded in the order's history). */
export interface OrderActor {
  userId: string;
}

/**
 * The order `orderId` locked FOR UPDATE with its lines, inside `tx`: every transition takes this
 * lock first, so concurrent or repeated requests on one order take turns and the second finds
 * the first one's result. Throws HttpError 404 "Order not found" for an unknown id.
 */
export async function lockOrderForChange(tx: Transaction, orderId: string) {
  const held = await lockOrder(tx.db, orderId);
  if (!held) throw notFound(adminOrderMessages.orderNotFound);
  return held;
}

/**
 * Queues `build(firstName)` as mail `kind` to the customer `userId` inside `tx` (so it is sent
 * only if the change commits). Nothing when the account is gone.
 */
export async function queueCustomerMail(
  deps: OrderChangeDeps,
  tx: Transaction,
  userId: string,
  kind: MailKind,
  build: (firstName: string) => MailContent,
) {
  const customer = await findUserById(tx.db, userId);
  if (!customer) return;
  await deps.mail.enqueue(tx, { kind, to: customer.email, ...build(customer.firstName) });
}

/** The link to the shopper's orders used in every order mail. */
export const ordersUrlOf = (deps: Pick<OrderChangeDeps, 'publicUrl'>) => `${deps.publicUrl}/my-orders`;
