/**
 * Display order of the lists the owner arranges (categories, banners, testimonials, footer
 * contacts, social links): one request sets every position at once, so two concurrent reorders
 * cannot interleave into a mix of both.
 */
import type { Transaction } from './transaction.ts';

/** Tables whose rows carry a `position` (0 first). */
export type OrderedTable = 'categories' | 'banners' | 'testimonials' | 'footer_contacts' | 'social_links';

/** What a reorder did: done, or nothing because an id is unknown or a row is missing from `ids`. */
export type ReorderOutcome = 'reordered' | 'unknown-id' | 'incomplete';

/**
 * Gives the rows of `table` the positions of `ids` (ids[0] → 0, ids[1] → 1, …) inside `tx`, after
 * locking the table's rows. `ids` must list every row exactly once (the caller's schema refuses
 * duplicates); otherwise nothing changes and the outcome says why.
 */
export async function reorderRows(
  tx: Transaction,
  table: OrderedTable,
  ids: string[],
): Promise<ReorderOutcome> {
  // `table` is one of the literal names above, never request text.
  const { rows } = (await tx.executeSql(`SELECT id FROM ${table} FOR UPDATE`)) as { rows: { id: string }[] };
  const existing = new Set(rows.map((row) => row.id));
  if (ids.some((id) => !existing.has(id))) return 'unknown-id';
  if (ids.length !== existing.size) return 'incomplete';
  await tx.executeSql(
    `UPDATE ${table} AS t SET position = o.ord - 1
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, ord) WHERE t.id = o.id`,
    [ids],
  );
  return 'reordered';
}
