/** What every order mail shares: the link to My Orders, and the confirmation of a placed or paid order. */
import type { Order } from '@shahi/contract';
import { orderConfirmationMail } from '#server/modules/orders/mails.ts';
import type { SellerMailFooter } from '#server/modules/seller/public.ts';

/** The link to My Orders in every order mail. */
export const ordersUrlOf = (deps: { publicUrl: string }) => `${deps.publicUrl}/my-orders`;

/**
 * The confirmation mail of `order` (rupees) to its shopper with the seller block, ready for
 * `MailQueue.enqueue`; `confirm` (a COD order awaiting confirmation) adds the signed link and deadline.
 */
export function confirmationMessage(
  deps: { shopName: string; publicUrl: string },
  to: { email: string | null; firstName?: string },
  order: Order,
  seller: SellerMailFooter | undefined,
  confirm?: { url: string; by: string },
) {
  const content = orderConfirmationMail({
    shopName: deps.shopName,
    firstName: to.firstName,
    order,
    ordersUrl: ordersUrlOf(deps),
    seller,
    ...(confirm ? { confirm } : {}),
  });
  return { kind: 'order-confirmation' as const, to: to.email, ...content };
}
