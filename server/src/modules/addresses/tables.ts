/** Saved addresses (docs/product.md#saved-addresses): at most one default per shopper. */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '#server/modules/auth/tables.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull().default(''),
    /** Official name of the state or union territory (contract india.ts); '' when not given. */
    state: text('state').notNull().default(''),
    /** GST state code of `state` ("04"); null when not given or an old row that named no known state. */
    stateCode: text('state_code'),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    alternativePhoneNumber: text('alternative_phone_number').notNull().default(''),
    /** The buyer's GSTIN for the invoice; '' when none. */
    gstin: text('gstin').notNull().default(''),
    /** Business name as on the GST certificate; '' without a GSTIN. */
    businessName: text('business_name').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.createdAt),
    // The database itself holds "one default at a time".
    uniqueIndex('addresses_one_default_idx').on(table.userId).where(sql`is_default`),
  ],
);
