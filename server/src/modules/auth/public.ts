/**
 * What other modules may use of accounts. Reads that show who someone is (a customer, an admin
 * in an order's history) join `accountContacts`; reads that check the caller's session in their
 * own statement join `currentSessionUser` (docs/decisions/0023-signed-in-reads.md).
 */
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';

export { currentSessionUser } from './repository.ts';
export type { Session } from './service.ts';
export type { VerifiedSession } from './session-tokens.ts';

/**
 * A subquery `account` of every account's id, names, e-mail and phone, for reads that join an id
 * to the person (read only; PostgreSQL folds it into the outer query, so it costs what a join of
 * the table would).
 */
export function accountContacts(db: Database) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(users)
    .as('account');
}
