/**
 * What a refused request must not change (ADR 0012): row count and a hash of every row of
 * the shop's tables, read in one query; and the rows one user owns, for requests made by others.
 */
import type pg from 'pg';

/** The tables whose rows a refused request must leave as they were. */
export const WATCHED_TABLES = [
  'products',
  'orders',
  'order_lines',
  'order_events',
  'cart_lines',
  'addresses',
  'users',
  'categories',
  'banners',
  'testimonials',
  'footer_contacts',
  'social_links',
  'contact_messages',
] as const;

/**
 * Table name → `<count>:<sum of a 64-bit hash of each row's text>` (order-free, so no sort),
 * and for each watched owner, `owner:<user id>` → a digest of their account row, addresses,
 * orders and order lines, and `bag:<user id>` → one of their bag lines.
 */
export type Snapshot = Record<string, string>;

const tablesSql = WATCHED_TABLES.map(
  (table) =>
    `SELECT '${table}' AS name, count(*)::text || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS digest FROM ${table} t`,
);

const ownerSql = (parameter: number) => `SELECT 'owner:' || $${parameter}::text, md5(concat_ws('#',
  (SELECT string_agg(u::text, '|') FROM users u WHERE u.id = $${parameter}::uuid),
  (SELECT string_agg(a::text, '|' ORDER BY a.id) FROM addresses a WHERE a.user_id = $${parameter}::uuid),
  (SELECT string_agg(o::text, '|' ORDER BY o.id) FROM orders o WHERE o.user_id = $${parameter}::uuid),
  (SELECT string_agg(l::text, '|' ORDER BY l::text) FROM order_lines l
     JOIN orders o ON o.id = l.order_id WHERE o.user_id = $${parameter}::uuid)))
  UNION ALL SELECT 'bag:' || $${parameter}::text, md5(coalesce(
    (SELECT string_agg(c::text, '|' ORDER BY c.id) FROM cart_lines c WHERE c.user_id = $${parameter}::uuid), ''))`;

/** Every watched table's count and digest and every owner's digest, in one round trip. */
export async function snapshot(pool: pg.Pool, owners: readonly string[] = []): Promise<Snapshot> {
  const text = [...tablesSql, ...owners.map((_owner, index) => ownerSql(index + 1))].join(' UNION ALL ');
  // A named statement: PostgreSQL plans this long query once per connection, not on every call.
  const { rows } = await pool.query<{ name: string; digest: string }>({
    name: `fuzz-snapshot-${owners.length}`,
    text,
    values: [...owners],
  });
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return WATCHED_TABLES.filter((table) => before[table] !== after[table]);
}

/**
 * What of `owner`'s differs between two snapshots taken with that owner: `account` (the user
 * row, addresses, orders and their lines) and `bag` (bag lines: a sold piece leaves every bag, so
 * another shopper's successful order may change them).
 */
export function ownerChanges(before: Snapshot, after: Snapshot, owner: string): Array<'account' | 'bag'> {
  const changes: Array<'account' | 'bag'> = [];
  if (before[`owner:${owner}`] !== after[`owner:${owner}`]) changes.push('account');
  if (before[`bag:${owner}`] !== after[`bag:${owner}`]) changes.push('bag');
  return changes;
}
