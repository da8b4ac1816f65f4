/**
 * What other modules may use of accounts: `accountContacts` to show who someone is,
 * `currentSessionUser` to check the caller's session in a read's own statement (ADR 0023), and
 * whether the owner lifted a shopper's caps (`capsLiftedOf`, `accountCapsLifts`; ADR 0021), and
 * `adminAccounts`, the staff the owner alerts go to (ADR 0062).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from './tables.ts';

export { currentSessionUser } from './repository.ts';
export type { Session } from './service.ts';
export type { VerifiedSession } from './session-tokens.ts';

/**
 * A read-only subquery `account` of every account's id, names, e-mail and phone, to show who an id
 * is. The e-mail is null for an account made with a mobile number alone (ADR 0066): shown blank, and
 * a mail to it is not queued (mail/queue.ts).
 */
export function accountContacts(db: Database) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      /** The language of the account's mails (ADR 0065). */
      locale: users.locale,
    })
    .from(users)
    .as('account');
}

/**
 * A read-only subquery `admin_account` of every admin's id and e-mail (role `admin`, address
 * verified), to mail the shop's staff (owner alerts, ADR 0062).
 */
export function adminAccounts(db: Database) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNotNull(users.emailVerifiedAt)))
    .as('admin_account');
}

/**
 * A read-only subquery `caps_lift` of every account's id and `capsLiftedAt` (null: the per-shopper
 * caps apply), to show beside what a shopper holds (ADR 0021).
 */
export function accountCapsLifts(db: Database) {
  return db.select({ id: users.id, capsLiftedAt: users.capsLiftedAt }).from(users).as('caps_lift');
}

/** True when the owner lifted `userId`'s caps (ADR 0021); false for an unknown account. */
export async function capsLiftedOf(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ capsLiftedAt: users.capsLiftedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.capsLiftedAt);
}

/** The language of `userId`'s mails (`users.locale`, ADR 0065); undefined for no account (a guest). */
export async function accountLocale(db: Database, userId: string | null): Promise<string | undefined> {
  if (!userId) return undefined;
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale;
}

/** Stores `locale` as the language of `userId`'s mails and messages (`PUT /api/my-locale`, ADR 0065). */
export async function setAccountLocale(
  db: Database,
  userId: string,
  locale: 'en' | 'hi' | 'pa',
): Promise<void> {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}
