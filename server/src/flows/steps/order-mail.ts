/** What every order mail shares: the link to My Orders, and the confirmation of a placed or paid order. */
import type { Order } from '@shahi/contract';
import { DEFAULT_LOCALE, type Locale, localizePath } from '@shahi/contract/i18n';
import type { Database } from '#server/db/client.ts';
import { ENGLISH_WORDS, type MailWords, mailWordsFor } from '#server/mail/words.ts';
import { findUserById } from '#server/modules/auth/repository.ts';
import { orderConfirmationMail } from '#server/modules/orders/mails.ts';
import type { SellerMailFooter } from '#server/modules/seller/public.ts';

/** The link to My Orders in every order mail, in the shopper's `locale` (`/hi/my-orders`…; English unprefixed). */
export const ordersUrlOf = (deps: { publicUrl: string }, locale: Locale = DEFAULT_LOCALE) =>
  `${deps.publicUrl}${localizePath(locale, '/my-orders')}`;

/** The link to My Claims in the claim mails, in the shopper's `locale`. */
export const myClaimsUrl = (deps: { publicUrl: string }, locale: Locale = DEFAULT_LOCALE) =>
  `${deps.publicUrl}${localizePath(locale, '/my-claims')}`;

/** The words of a mail to account `userId`, in its `users.locale` (English for an account gone). */
export async function shopperWords(db: Database, userId: string): Promise<MailWords> {
  const user = await findUserById(db, userId);
  return mailWordsFor(user?.locale);
}

/**
 * The confirmation mail of `order` (rupees) to its shopper with the seller block, ready for
 * `MailQueue.enqueue`, in `words` (the shopper's `users.locale`; English when absent); `confirm`
 * (a COD order awaiting confirmation) adds the signed link and deadline.
 */
export function confirmationMessage(
  deps: { shopName: string; publicUrl: string },
  to: { email: string | null; firstName?: string },
  order: Order,
  seller: SellerMailFooter | undefined,
  confirm?: { url: string; by: string },
  words: MailWords = ENGLISH_WORDS,
) {
  const content = orderConfirmationMail({
    shopName: deps.shopName,
    firstName: to.firstName,
    order,
    ordersUrl: ordersUrlOf(deps, words.locale),
    seller,
    words,
    ...(confirm ? { confirm } : {}),
  });
  return { kind: 'order-confirmation' as const, to: to.email, ...content };
}
