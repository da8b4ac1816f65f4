/** Storefront content: home banners and testimonials, the footer (docs/product.md#home). */
import {
  type Banner,
  type FooterContact,
  type FooterContent,
  footerContactsWithSeller,
  type Testimonial,
} from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { advertisedPromotion } from '#server/modules/discounts/public.ts';
import { readSellerDisclosure } from '#server/modules/seller/public.ts';
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
 * (ADR 0060). While seller settings exist, the phone, e-mail and address entries are the seller's
 * customer-care phone, care e-mail and address (`footerContactsWithSeller`), so the footer, /contact,
 * invoices and order mails give one set of contact details (E-Commerce Rules 2020, rule 4(2)).
 */
export async function getFooterContent(db: Database): Promise<FooterContent> {
  const [{ contacts, links }, promotion, seller] = await Promise.all([
    selectFooter(db),
    advertisedPromotion(db),
    readSellerDisclosure(db),
  ]);
  const own = contacts.map((row) => ({
    type: row.type as FooterContact['type'],
    value: row.value,
    label: row.label,
  }));
  return {
    promotion,
    contacts: footerContactsWithSeller(own, seller),
    socialLinks: links.map((row) => ({ network: row.network, url: row.url, label: row.label })),
  };
}
