/**
 * Owner alerts (ADR 0062): the shop's staff are mailed at once when something needs them. Every
 * admin gets every kind unless they opted out of it here; SHOP_EMAIL always gets them.
 */
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';

/** One row per admin and alert kind they chose not to receive (the kinds: contract `ownerAlertKinds`). */
export const ownerAlertOptOuts = pgTable(
  'owner_alert_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
