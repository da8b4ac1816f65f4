/**
 * Back office storefront content (docs/product.md#the-back-office): banners, testimonials, footer
 * contact entries and social links, each described once as a `ContentKind` so the routes and rules
 * are the same for all four. The storefront reads these tables on every request (./service.ts).
 */
import {
  type AdminBanner,
  type AdminFooterContact,
  type AdminSocialLink,
  type AdminTestimonial,
  adminMessages,
} from '@shahi/contract/schemas';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { type OrderedTable, reorderRows } from '#server/db/reorder.ts';
import { withTransaction } from '#server/db/transaction.ts';
import { badRequest, notFound } from '#server/http/errors.ts';
import { assertImagesExist, type ImageStore } from '#server/modules/photos/public.ts';
import {
  type BannerRow,
  bannerRows,
  deleteRow,
  type FooterContactRow,
  footerContactRows,
  type SocialLinkRow,
  socialLinkRows,
  type TestimonialRow,
  testimonialRows,
} from './admin-repository.ts';

/** One kind of entry: Row as stored, Answer as the API shows it, New and Changes as written. */
export interface ContentKind<Row, Answer, New, Changes> {
  table: OrderedTable;
  notFoundMessage: string;
  /** True when the entries have an `active` flag (banners, testimonials). */
  activatable: boolean;
  list(db: Database): Promise<Row[]>;
  insert(db: Database, values: New): Promise<Row>;
  update(db: Database, id: string, changes: Changes): Promise<Row | undefined>;
  toAnswer(row: Row): Answer;
  /** Checks a new entry against the world (e.g. its images are in the image store); raises 4xx. */
  check?(images: ImageStore, values: New): Promise<void>;
}

/** Any kind, for code that does not look at the entries' fields. */
// biome-ignore lint/suspicious/noExplicitAny: the fields differ per kind; callers get them from their schemas.
export type AnyContentKind = ContentKind<any, unknown, any, any>;

type NewOf<T extends { insert: (db: Database, values: never) => unknown }> = Parameters<T['insert']>[1];
type ChangesOf<T extends { update: (db: Database, id: string, changes: never) => unknown }> = Parameters<
  T['update']
>[2];

export const bannerKind: ContentKind<
  BannerRow,
  AdminBanner,
  NewOf<typeof bannerRows>,
  ChangesOf<typeof bannerRows>
> = {
  table: 'banners',
  notFoundMessage: adminMessages.bannerNotFound,
  activatable: true,
  ...bannerRows,
  // An empty title or link is stored as none (the storefront shows neither).
  insert: (db, values) =>
    bannerRows.insert(db, { ...values, title: values.title || null, link: values.link || null }),
  update: (db, id, changes) =>
    bannerRows.update(db, id, {
      ...changes,
      ...(changes.title === undefined ? {} : { title: changes.title || null }),
      ...(changes.link === undefined ? {} : { link: changes.link || null }),
    }),
  toAnswer: ({ id, ...row }) => ({ _id: id, ...row }),
  check: (images, values) => assertImagesExist(images, [values.image, values.mobileImage]),
};

export const testimonialKind: ContentKind<
  TestimonialRow,
  AdminTestimonial,
  NewOf<typeof testimonialRows>,
  ChangesOf<typeof testimonialRows>
> = {
  table: 'testimonials',
  notFoundMessage: adminMessages.testimonialNotFound,
  activatable: true,
  ...testimonialRows,
  toAnswer: ({ id, ...row }) => ({ _id: id, ...row }),
};

export const footerContactKind: ContentKind<
  FooterContactRow,
  AdminFooterContact,
  NewOf<typeof footerContactRows>,
  ChangesOf<typeof footerContactRows>
> = {
  table: 'footer_contacts',
  notFoundMessage: adminMessages.footerContactNotFound,
  activatable: false,
  ...footerContactRows,
  // Only the admin schema's types are ever written.
  toAnswer: ({ id, type, ...row }) => ({ _id: id, type: type as AdminFooterContact['type'], ...row }),
};

export const socialLinkKind: ContentKind<
  SocialLinkRow,
  AdminSocialLink,
  NewOf<typeof socialLinkRows>,
  ChangesOf<typeof socialLinkRows>
> = {
  table: 'social_links',
  notFoundMessage: adminMessages.socialLinkNotFound,
  activatable: false,
  ...socialLinkRows,
  toAnswer: ({ id, ...row }) => ({ _id: id, ...row }),
};

/** Every entry of `kind` in display order, active or not. */
export async function listEntries(db: Database, kind: AnyContentKind): Promise<unknown[]> {
  return (await kind.list(db)).map(kind.toAnswer);
}

/** Creates an entry of `kind` placed last (after `kind.check`, which may raise 400). */
export async function createEntry(db: Database, images: ImageStore, kind: AnyContentKind, values: unknown) {
  await kind.check?.(images, values);
  return kind.toAnswer(await kind.insert(db, values));
}

/** Changes entry `id` of `kind`; 404 with the kind's wording when there is none. */
export async function editEntry(db: Database, kind: AnyContentKind, id: string, changes: unknown) {
  const row = await kind.update(db, id, changes);
  if (!row) throw notFound(kind.notFoundMessage);
  return kind.toAnswer(row);
}

/** Deletes entry `id` of `kind`; 404 with the kind's wording when there is none. */
export async function deleteEntry(db: Database, kind: AnyContentKind, id: string) {
  if (!(await deleteRow(db, kind.table, id))) throw notFound(kind.notFoundMessage);
}

/**
 * Puts the entries of `kind` in the order of `ids` (every entry once). 404 with the kind's wording
 * for an unknown id, 400 reorderIncomplete when one is missing; either way nothing changes.
 */
export async function reorderEntries(pool: pg.Pool, kind: AnyContentKind, ids: string[]): Promise<void> {
  const outcome = await withTransaction(pool, (tx) => reorderRows(tx, kind.table, ids));
  if (outcome === 'unknown-id') throw notFound(kind.notFoundMessage);
  if (outcome === 'incomplete') throw badRequest(adminMessages.reorderIncomplete);
}
