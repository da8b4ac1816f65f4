/** Storefront content: home banners and testimonials, the footer (docs/product.md#home). */
import type { Banner, FooterContact, FooterContent, Testimonial } from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { advertisedPromotion } from '#server/modules/discounts/public.ts';
import { selectActiveBanners, selectActiveTestimonials, selectFooter } from './repository.ts';

/** Active banners; image paths relative to IMAGE_BASE_URL. */
export async function listActiveBanners(db: Database): Promise<Banner[]> {
  return (await selectActiveBanners(db)).map((row) => ({
    _id: row.id,
    image: row.image,
    mobileImage: row.mobileImage,
    ...(row.title ? { title: row.title } : {}),
    ...(row.link ? { link: row.link } : {}),
  }));
}

/** Active testimonials. */
export async function listActiveTestimonials(db: Database): Promise<Testimonial[]> {
  return (await selectActiveTestimonials(db)).map((row) => ({
    _id: row.id,
    review: row.review,
    reviewer: row.reviewer,
    designation: row.designation,
  }));
}

/**
 * The footer's contact entries (type, value, label), social links, and the promotion — the owner's
 * text and the advertised discount code — only while a shopper could use that code, else null
 * (ADR 0060).
 */
export async function getFooterContent(db: Database): Promise<FooterContent> {
  const [{ contacts, links }, promotion] = await Promise.all([selectFooter(db), advertisedPromotion(db)]);
  return {
    promotion,
    contacts: contacts.map((row) => ({
      type: row.type as FooterContact['type'],
      value: row.value,
      label: row.label,
    })),
    socialLinks: links.map((row) => ({ network: row.network, url: row.url, label: row.label })),
  };
}
