/** Rate-limit counters shared by every instance when Redis is not set (http/rate-limit-store.ts; ADR 0048). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One fixed window per key: `hits` counted since the window opened, until `expires_at`. Keys name the
 * limit and hold a client address or a digest of an e-mail address or account id, never one in clear.
 * Lapsed rows are deleted by the store a batch at a time as hits arrive.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires_idx').on(table.expiresAt)],
);
