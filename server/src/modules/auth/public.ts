/**
 * What other modules may use of accounts: `accountContacts` to show who someone is, and
 * `currentSessionUser` to check the caller's session in a read's own statement (ADR 0023).
 */
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/accounts.ts';

export { currentSessionUser } from './repository.ts';
export type { Session } from './service.ts';
export type { VerifiedSession } from './session-tokens.ts';

/** A read-only subquery `account` of every account's id, names, e-mail and phone, to show who an id is. */
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
