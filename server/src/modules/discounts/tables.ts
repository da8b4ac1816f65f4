/**
 * Discount codes (ADR 0039): one code per order, its rules checked and its use counted in the
 * checkout's transaction. Money in paise.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';
import { orders } from '#server/modules/orders/tables.ts';

export const discountKind = pgEnum('discount_kind', ['percent', 'amount']);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case `[A-Z0-9-]{3,24}`; unique whatever the case. */
    code: text('code').notNull(),
    kind: discountKind('kind').notNull(),
    /** Percent 1–90 for `percent`; paise for `amount`. */
    value: integer('value').notNull(),
    /** Paise the pieces must add up to before the discount; 0 = no minimum. */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in all; null = unlimited. */
    maxUses: integer('max_uses'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** The footer's advertisement of this code ("SAVE 10% OFF"), shown only while the code can be used; null = not advertised. */
    footerText: text('footer_text'),
    /** Redemptions held by orders whose payment has not failed (kept while the code row is locked). */
    usesCount: integer('uses_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_upper_idx').on(sql`upper(${table.code})`),
    check(
      'discount_codes_value_check',
      sql`${table.value} > 0 AND (${table.kind} <> 'percent' OR ${table.value} <= 90)`,
    ),
    check(
      'discount_codes_limits_check',
      sql`${table.minOrderPaise} >= 0 AND ${table.perCustomerLimit} >= 1 AND (${table.maxUses} IS NULL OR ${table.maxUses} >= 1)`,
    ),
  ],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discount_redemptions_code_user_idx').on(table.codeId, table.userId)],
);
