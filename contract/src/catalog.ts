/**
 * Catalogue shapes and request schemas (spec §3, §7; ARCHITECTURE §2 "Home products").
 * Prices here are rupees (numbers, 2 decimals at most); the database keeps paise.
 * Image values are paths relative to the image base URL (default `/images/`).
 */
import { z } from 'zod';
import { LISTING_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

export const productStatuses = ['available', 'reserved', 'sold'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** A product as the API returns it. `price` and `mrp` are rupees. */
export interface Product {
  _id: string;
  title: string;
  price: number;
  /** Maximum retail price in rupees, or null when the piece has none. */
  mrp: number | null;
  description: string;
  productDetails: string;
  image1: string;
  image2?: string;
  /** Every gallery image in order, image1 and image2 included. */
  images: string[];
  status: ProductStatus;
  category: { _id: string; name: string } | null;
  createdAt: string;
}

/** A category: `name` in navigation, `categoryName` as the home row's heading. */
export interface Category {
  _id: string;
  name: string;
  categoryName: string;
  image?: string;
}

/** A home row: an active category with up to 5 available products (spec §2, §9). */
export interface CategoryWithProducts extends Category {
  products: Product[];
}

export interface Banner {
  _id: string;
  image: string;
  mobileImage: string;
  title?: string;
  link?: string;
}

export interface Testimonial {
  _id: string;
  review: string;
  reviewer: string;
  designation: string;
}

export const footerContactTypes = ['phone', 'email', 'whatsapp', 'address'] as const;
/** A footer contact entry (spec §3 "Footer contact entry"). */
export interface FooterContact {
  type: (typeof footerContactTypes)[number];
  value: string;
  label: string;
}

export interface SocialLink {
  network: string;
  url: string;
  label: string;
}

export interface FooterContent {
  contacts: FooterContact[];
  socialLinks: SocialLink[];
}

/** Data of `POST /product-list` (spec §3 "Product list response"). */
export interface ProductListPage {
  currentPage: number;
  totalCount: number;
  totalPage: number;
  data: Product[];
}

export const uuidSchema = z.uuid();

export const productIdParamsSchema = z.object({
  id: z.uuid({ error: messages.invalidProductId }),
});

/** Digits-only text ("2") becomes a number; anything else (true, "1e3", "two") is left to fail. */
function wholeNumberText(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
}

export const productSortKeys = ['price', 'title', 'createdAt'] as const;

/**
 * Body of `POST /product-list` (spec §7): page, perPage (default 8), search (trimmed),
 * sortBy price|title (createdAt for new arrivals), sortOrder asc|desc, filter.categoryId.
 * Default order is title ascending (spec §9).
 */
export const productListRequestSchema = z.object(
  {
    page: z
      .preprocess(
        wholeNumberText,
        z
          .number({ error: 'page must be a number' })
          .int('page must be a whole number')
          .min(1, 'page must be 1 or more')
          .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`),
      )
      .default(1),
    perPage: z
      .preprocess(
        wholeNumberText,
        z
          .number({ error: 'perPage must be a number' })
          .int('perPage must be a whole number')
          .min(1, 'perPage must be 1 or more')
          .max(MAX_PAGE_SIZE, `perPage must be at most ${MAX_PAGE_SIZE}`),
      )
      .default(LISTING_PAGE_SIZE),
    search: z
      .string({ error: 'search must be text' })
      .trim()
      .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
      .default(''),
    sortBy: z
      .enum(productSortKeys, { error: 'sortBy must be one of price, title, createdAt' })
      .default('title'),
    sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('asc'),
    filter: z
      .object(
        {
          categoryId: z.uuid({ error: messages.invalidCategoryId }).optional(),
          /** Only pieces whose MRP is above their price (the /sale page). */
          onSale: z.boolean({ error: 'filter.onSale must be true or false' }).optional(),
        },
        { error: 'filter must be an object' },
      )
      .default({}),
  },
  { error: 'The request body must be a JSON object' },
);

export type ProductListRequest = z.input<typeof productListRequestSchema>;
export type ProductListQuery = z.output<typeof productListRequestSchema>;

/** The five sort options of the collection page (spec §2), in the order shown. */
export const sortOptions = [
  { value: 'all', label: 'All', sortBy: undefined, sortOrder: undefined },
  { value: 'price-asc', label: 'Price: Low to High', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'Price: High to Low', sortBy: 'price', sortOrder: 'desc' },
  { value: 'title-asc', label: 'Name: A to Z', sortBy: 'title', sortOrder: 'asc' },
  { value: 'title-desc', label: 'Name: Z to A', sortBy: 'title', sortOrder: 'desc' },
] as const;
export type SortOptionValue = (typeof sortOptions)[number]['value'];
