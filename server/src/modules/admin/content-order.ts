/**
 * Display order of the back office's ordered lists (categories, banners, testimonials, footer
 * contacts, social links; issue 7 §2): one request sets every position at once, so two
 * concurrent reorders cannot interleave into a mix of both.
 */
import { adminMessages } from '@shahi/contract/schemas';
import type pg from 'pg';
import { withTransaction } from '#server/db/transaction.ts';
import { HttpError } from '#server/http/errors.ts';
import { dropCatalogueAnswersAfterCommit } from '#server/modules/catalog/read-cache.ts';

/** Tables whose rows carry a `position` (0 first). */
export type OrderedTable = 'categories' | 'banners' | 'testimonials' | 'footer_contacts' | 'social_links';

/**
 * Gives the rows of `table` the positions of `ids` (ids[0] → 0, ids[1] → 1, …). `ids` must list
 * every row exactly once (the caller's schema refuses duplicates): an id of no row raises 404
 * `notFoundMessage`, a list missing some row raises 400 reorderIncomplete; either way nothing
 * changes. The table's rows are locked for the transaction.
 */
export async function reorderRows(
  pool: pg.Pool,
  table: OrderedTable,
  ids: string[],
  notFoundMessage: string,
) {
  await withTransaction(pool, async (tx) => {
    // `table` is one of the literal names above, never request text.
    const { rows } = (await tx.executeSql(`SELECT id FROM ${table} FOR UPDATE`)) as {
      rows: { id: string }[];
    };
    const existing = new Set(rows.map((row) => row.id));
    if (ids.some((id) => !existing.has(id))) throw new HttpError(404, notFoundMessage);
    if (ids.length !== existing.size) throw new HttpError(400, adminMessages.reorderIncomplete);
    await tx.executeSql(
      `UPDATE ${table} AS t SET position = o.ord - 1
         FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, ord) WHERE t.id = o.id`,
      [ids],
    );
    // Categories' order is what the storefront's menu and home rows show (catalog/read-cache.ts).
    if (table === 'categories') dropCatalogueAnswersAfterCommit(tx.db);
  });
}
