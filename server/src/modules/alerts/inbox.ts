/**
 * The shop's inbox (ADR 0062): the one address where shoppers' messages (contact form, made-to-order
 * requests) and the owner alerts go. Read per message, so an edit in Seller settings counts at once.
 */
import type { Database } from '#server/db/client.ts';
import { mailDomain } from '#server/mail/transport.ts';
import { selectFirstFooterEmail } from '#server/modules/content/public.ts';
import { selectSeller } from '#server/modules/seller/public.ts';

/** The settings the shop's inbox falls back on. */
export interface ShopInboxEnv {
  SHOP_EMAIL?: string | undefined;
  PUBLIC_URL: string;
}

/** A stored address fit for a mail header: no spaces, `<>"` or second `@`; linear (ADR 0020). */
const PLAIN_ADDRESS = /^[^\s@<>"]+@[^\s@<>"][^\s@<>".]*\.[^\s@<>"]+$/;

/** `value` trimmed when it is a plain address, else undefined. */
function plainAddress(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && PLAIN_ADDRESS.test(trimmed) ? trimmed : undefined;
}

/**
 * The shop's inbox: the customer-care e-mail of the seller settings, else SHOP_EMAIL, else the
 * footer's first e-mail contact, else `shop@<PUBLIC_URL's domain>` (as for the sender).
 */
export async function shopInbox(db: Database, env: ShopInboxEnv): Promise<string> {
  const care = plainAddress((await selectSeller(db))?.careEmail);
  if (care) return care;
  if (env.SHOP_EMAIL) return env.SHOP_EMAIL;
  const published = plainAddress(await selectFirstFooterEmail(db));
  if (published) return published;
  return `shop@${mailDomain(env.PUBLIC_URL)}`;
}
