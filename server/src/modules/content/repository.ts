/** Storefront content SQL: banners, testimonials, footer contacts, social links. */
import { asc, eq, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { banners, footerContacts, socialLinks, testimonials } from './tables.ts';

/** Active banners in display order. */
export function selectActiveBanners(db: Database) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** Active testimonials in display order. */
export function selectActiveTestimonials(db: Database) {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.active, true))
    .orderBy(asc(testimonials.position), asc(testimonials.id));
}

/** Footer contact entries and social links in display order. */
export async function selectFooter(db: Database) {
  const [contacts, links] = await Promise.all([
    db.select().from(footerContacts).orderBy(asc(footerContacts.position), asc(footerContacts.id)),
    db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id)),
  ]);
  return { contacts, links };
}

/** True when a banner (desktop or mobile image) names the uploaded photo `photoPath`. */
export async function contentUsesPhoto(db: Database, photoPath: string): Promise<boolean> {
  const [row] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(or(eq(banners.image, photoPath), eq(banners.mobileImage, photoPath)))
    .limit(1);
  return row !== undefined;
}

/** The value of the first footer contact entry of type 'email' (display order), if any. */
export async function selectFirstFooterEmail(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: footerContacts.value })
    .from(footerContacts)
    .where(eq(footerContacts.type, 'email'))
    .orderBy(asc(footerContacts.position), asc(footerContacts.id))
    .limit(1);
  return row?.value.trim();
}
