/** Display order of the owner's lists: every position set at once, under a lock, so reorders never mix. */
import type { Transaction } from './transaction.ts';

export type OrderedTable = 'categories' | 'banners' | 'testimonials' | 'footer_contacts' | 'social_links';

export type ReorderOutcome = 'reordered' | 'unknown-id' | 'incomplete';

/** Gives the rows of `table` the positions of `ids` (0 first), which must list every row once. */
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
