/**
 * What the cash-on-delivery flows take (ADR 0035), and the message telling the shopper their COD order
 * was confirmed or lapsed, by mail and on the phone channels (ADR 0036).
 */
import type { Order } from '@shahi/contract';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/transaction.ts';
import { mailWordsFor } from '#server/mail/words.ts';
import type { OwnerAlertDeps } from '#server/modules/alerts/public.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { codShortText } from '#server/modules/orders/cod.ts';
import { orderCodConfirmedMail, orderCodLapsedMail } from '#server/modules/orders/mails.ts';
import type { OrderRow } from '#server/modules/orders/repository.ts';
import { readSellerMailFooter } from '#server/modules/seller/public.ts';
import type { NotificationMessage, Notifier } from '#server/notify/channels.ts';
import { ordersUrlOf } from './order-mail.ts';

/** The dependencies of COD confirmation, its lapse and the COD checkout's ceiling and link. */
export interface CodDeps {
  pool: pg.Pool;
  db: Database;
  notifier: Notifier;
  shopName: string;
  publicUrl: string;
  /** The key that signs the confirmation links (the session tokens' key). */
  tokenKey: Uint8Array;
  /** COD_CONFIRM_HOURS: the confirmation window, hours (decimals allowed). */
  confirmHours: number;
  /** COD_MAX_ORDER_RUPEES: the largest COD order, rupees. */
  maxOrderRupees: number;
  /** The owner alerts (ADR 0062): new orders, COD confirmed or lapsed, online payments not made. */
  alerts: OwnerAlertDeps;
}

/**
 * The "confirmed" or "lapsed" message of COD order `row` (`order`: the same in rupees) to its
 * customer, read in `tx` with the seller block, ready for `Notifier.send`; undefined when the account
 * is gone.
 */
export async function codCustomerMessage(
  deps: CodDeps,
  tx: Transaction,
  row: OrderRow,
  order: Order,
  kind: 'order-cod-confirmed' | 'order-cod-lapsed',
): Promise<NotificationMessage | undefined> {
  const customer = await findUserById(tx.db, row.userId);
  if (!customer) return undefined;
  const words = await mailWordsFor(customer.locale);
  const seller = await readSellerMailFooter(tx.db, deps.publicUrl, words.locale);
  const input = {
    shopName: deps.shopName,
    firstName: customer.firstName,
    order,
    ordersUrl: ordersUrlOf(deps, words.locale),
    seller,
    words,
  };
  const confirmed = kind === 'order-cod-confirmed';
  const content = confirmed ? orderCodConfirmedMail(input) : orderCodLapsedMail(input);
  const short = codShortText(deps.shopName, order, { kind: confirmed ? 'confirmed' : 'lapsed' });
  return { kind, mail: { kind, to: customer.email, ...content }, phone: row.contactPhone, short };
}
