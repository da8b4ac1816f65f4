/**
 * Catalogue tables: categories, products. Prices are integer paise. Listing indexes are partial on
 * `status = 'available'`, the only pieces listed; `title_key` (lower(title), collation "C") gives
 * one A–Z order on every PostgreSQL, whatever its default collation.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Statuses and their moves: docs/product.md#pieces-and-their-statuses. */
/** A category's own words in Hindi and Punjabi; English (the row's columns) shows where one is missing. */
export type CategoryTranslations = Partial<Record<'hi' | 'pa', { name?: string; categoryName?: string }>>;
/** A piece's title and description in Hindi and Punjabi (description lines separated by `$`, as the English). */
export type ProductTranslations = Partial<Record<'hi' | 'pa', { title?: string; description?: string }>>;

export const productStatus = pgEnum('product_status', ['available', 'reserved', 'sold', 'archived']);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown in navigation. */
    name: text('name').notNull(),
    /** Shown as the heading of the category's home row. */
    categoryName: text('category_name').notNull(),
    image: text('image'),
    /** Default HSN code of the category's pieces ('' = none set). */
    hsnCode: text('hsn_code').notNull().default(''),
    /** Default GST rate in basis points (500 = 5 %) when the rate table has no rule for the HSN; null = none (ADR 0055). */
    gstRateBp: integer('gst_rate_bp'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** The owner's Hindi and Punjabi names, optional: `{ hi?: { name?, categoryName? }, pa?: … }` (ADR 0065). */
    translations: jsonb('translations').$type<CategoryTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('categories_gst_rate_slab', sql`${t.gstRateBp} IS NULL OR ${t.gstRateBp} IN (300, 500, 1800)`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleKey: text('title_key').notNull().generatedAlwaysAs(sql`lower(title)`),
    pricePaise: integer('price_paise').notNull(),
    /** Paise; null when the piece has none. */
    mrpPaise: integer('mrp_paise'),
    /** Lines separated by `$`. */
    description: text('description').notNull().default(''),
    productDetails: text('product_details').notNull().default(''),
    /** Paths relative to IMAGE_BASE_URL; [0] is image1, [1] image2. */
    images: text('images').array().notNull(),
    status: productStatus('status').notNull().default('available'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** When the piece last became sold (set and cleared by catalog/stock.ts only); null unless sold (ADR 0037). */
    soldAt: timestamp('sold_at', { withTimezone: true }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** HSN code; null = the category's. */
    hsnCode: text('hsn_code'),
    /** GST rate in basis points set by the owner on the piece; null = the rate table decides (ADR 0055). */
    gstRateBp: integer('gst_rate_bp'),
    /** Declared handmade or hand-embroidered: the handicraft rates and the unregistered inter-state rule (ADR 0055). */
    handmade: boolean('handmade').notNull().default(false),
    /** When a claim's piece came back damaged and was taken off sale for good (ADR 0057); null otherwise. */
    damagedAt: timestamp('damaged_at', { withTimezone: true }),
    // Legal Metrology (Packaged Commodities) declarations; '' = the seller's own (maker) or not given.
    makerName: text('maker_name').notNull().default(''),
    makerAddress: text('maker_address').notNull().default(''),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    genericName: text('generic_name').notNull().default(''),
    netQuantity: text('net_quantity').notNull().default('1 piece'),
    dimensions: text('dimensions').notNull().default(''),
    /** The owner's Hindi and Punjabi title and description, optional: `{ hi?: { title?, description? }, pa?: … }` (ADR 0065). */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_mrp_positive', sql`${t.mrpPaise} IS NULL OR ${t.mrpPaise} > 0`),
    // The slabs of Notification 9/2025-CT(Rate) this shop's goods can take: 3 (jewellery), 5, 18.
    check('products_gst_rate_slab', sql`${t.gstRateBp} IS NULL OR ${t.gstRateBp} IN (300, 500, 1800)`),
    check('products_has_image', sql`cardinality(${t.images}) >= 1`),
    index('products_available_category_title_idx')
      .on(t.categoryId, t.titleKey, t.id)
      .where(sql`${t.status} = 'available'`),
    index('products_available_category_price_idx')
      .on(t.categoryId, t.pricePaise, t.id)
      .where(sql`${t.status} = 'available'`),
    index('products_available_category_created_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.status} = 'available'`),
    index('products_available_title_idx').on(t.titleKey, t.id).where(sql`${t.status} = 'available'`),
    index('products_available_price_idx').on(t.pricePaise, t.id).where(sql`${t.status} = 'available'`),
    index('products_available_created_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'available'`),
    index('products_title_key_trgm_idx').using('gin', sql`${t.titleKey} gin_trgm_ops`),
    index('products_category_idx').on(t.categoryId),
    // The /sold archive, newest sale first, whole shop or one category (ADR 0037).
    index('products_sold_at_idx').on(t.soldAt, t.id).where(sql`${t.status} = 'sold'`),
    index('products_sold_category_idx').on(t.categoryId, t.soldAt, t.id).where(sql`${t.status} = 'sold'`),
  ],
);

/** Available pieces per category, kept by triggers on `products` (ADR 0004); never written by the app. */
export const categoryProductCounts = pgTable('category_product_counts', {
  categoryId: uuid('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  available: integer('available').notNull().default(0),
});
