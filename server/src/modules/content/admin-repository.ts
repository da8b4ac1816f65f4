/**
 * Back office SQL of the storefront content: banners, testimonials, footer contact entries and
 * social links, every row, active or not, in display order. A new row goes last.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { OrderedTable } from '#server/db/reorder.ts';
import { banners, footerContacts, socialLinks, testimonials } from './tables.ts';

export type BannerRow = typeof banners.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type FooterContactRow = typeof footerContacts.$inferSelect;
export type SocialLinkRow = typeof socialLinks.$inferSelect;

/** The position after the last row of `table` (0 for an empty table). */
const nextPosition = (table: OrderedTable) =>
  sql<number>`(SELECT coalesce(max(position) + 1, 0) FROM ${sql.identifier(table)})`;

/** The first row of a RETURNING, or an error when the database stored nothing. */
function stored<T>([row]: T[]): T {
  if (!row) throw new Error('row was not stored');
  return row;
}

export const bannerRows = {
  list: (db: Database) => db.select().from(banners).orderBy(asc(banners.position), asc(banners.id)),
  insert: async (db: Database, values: Omit<typeof banners.$inferInsert, 'id' | 'position'>) =>
    stored(
      await db
        .insert(banners)
        .values({ ...values, position: nextPosition('banners') })
        .returning(),
    ),
  update: async (db: Database, id: string, changes: Partial<Omit<BannerRow, 'id'>>) =>
    (await db.update(banners).set(changes).where(eq(banners.id, id)).returning())[0],
};

export const testimonialRows = {
  list: (db: Database) =>
    db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id)),
  insert: async (db: Database, values: Omit<typeof testimonials.$inferInsert, 'id' | 'position'>) =>
    stored(
      await db
        .insert(testimonials)
        .values({ ...values, position: nextPosition('testimonials') })
        .returning(),
    ),
  update: async (db: Database, id: string, changes: Partial<Omit<TestimonialRow, 'id'>>) =>
    (await db.update(testimonials).set(changes).where(eq(testimonials.id, id)).returning())[0],
};

export const footerContactRows = {
  list: (db: Database) =>
    db.select().from(footerContacts).orderBy(asc(footerContacts.position), asc(footerContacts.id)),
  insert: async (db: Database, values: Omit<typeof footerContacts.$inferInsert, 'id' | 'position'>) =>
    stored(
      await db
        .insert(footerContacts)
        .values({ ...values, position: nextPosition('footer_contacts') })
        .returning(),
    ),
  update: async (db: Database, id: string, changes: Partial<Omit<FooterContactRow, 'id'>>) =>
    (await db.update(footerContacts).set(changes).where(eq(footerContacts.id, id)).returning())[0],
};

export const socialLinkRows = {
  list: (db: Database) =>
    db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id)),
  insert: async (db: Database, values: Omit<typeof socialLinks.$inferInsert, 'id' | 'position'>) =>
    stored(
      await db
        .insert(socialLinks)
        .values({ ...values, position: nextPosition('social_links') })
        .returning(),
    ),
  update: async (db: Database, id: string, changes: Partial<Omit<SocialLinkRow, 'id'>>) =>
    (await db.update(socialLinks).set(changes).where(eq(socialLinks.id, id)).returning())[0],
};

/** Deletes row `id` of `table`; resolves false when there was none. */
export async function deleteRow(db: Database, table: OrderedTable, id: string): Promise<boolean> {
  const result = await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE id = ${id}`);
  return (result.rowCount ?? 0) > 0;
}
