/**
 * Catalogue answers: prices in rupees (2 decimals at most), images as paths relative to the image
 * base URL (default `/images/`). The request schemas are in catalog-schemas.ts, so pages that only
 * show the catalogue do not load zod.
 */

export const productStatuses = ['available', 'reserved', 'sold'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/**
 * The texts a listing declares (Legal Metrology (Packaged Commodities) Rules 2011, rule 6 and rule
 * 6(10) for e-commerce): `makerName` and `makerAddress` are both '' when the shop itself made the
 * piece (show the seller's); `genericName` '' stands for the category's name.
 */
export interface DeclarationTexts {
  makerName: string;
  makerAddress: string;
  countryOfOrigin: string;
  genericName: string;
  netQuantity: string;
  /** Size or dimensions, e.g. "2.5 m × 1.2 m" or "Size M"; '' when not given. */
  dimensions: string;
}

/**
 * What a listing must declare, with the fallbacks applied: `genericName` is the category's name
 * when none was given, and `mrp` (rupees, inclusive of all taxes) is the price when the piece has no MRP.
 */
export interface ProductDeclarations extends DeclarationTexts {
  mrp: number;
  /** Declared handmade or hand-embroidered by the owner. */
  handmade: boolean;
}

/** The languages the owner may add her own words in; English is the object's own fields. */
export type TranslatedLocale = 'hi' | 'pa';

/**
 * A piece's title and description in Hindi and Punjabi, as the owner wrote them (ADR 0065):
 * only non-blank texts, a language only when it holds one. The description's lines are separated
 * by `$`, as the English one's. Where a text is missing, English shows.
 */
export type ProductTranslations = Partial<Record<TranslatedLocale, { title?: string; description?: string }>>;

/** A category's navigation name and home-row heading in Hindi and Punjabi; same rules as ProductTranslations. */
export type CategoryTranslations = Partial<
  Record<TranslatedLocale, { name?: string; categoryName?: string }>
>;

/** The languages of `translations`, in the order the back office shows them. */
export const translatedLocales = ['hi', 'pa'] as const satisfies readonly TranslatedLocale[];

/**
 * Only the non-blank texts (trimmed) of `fields` in `translations`, and only the languages that keep
 * one; undefined when nothing is left. Anything else (another language, a field not named, a value
 * that is not text) is dropped, so a stored jsonb value is safe to answer with.
 */
export function compactTranslations<Field extends string>(
  translations: unknown,
  fields: readonly Field[],
): Partial<Record<TranslatedLocale, Partial<Record<Field, string>>>> | undefined {
  if (typeof translations !== 'object' || translations === null) return undefined;
  const result: Partial<Record<TranslatedLocale, Partial<Record<Field, string>>>> = {};
  for (const locale of translatedLocales) {
    const words: unknown = (translations as Record<string, unknown>)[locale];
    if (typeof words !== 'object' || words === null) continue;
    const kept: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const text: unknown = (words as Record<string, unknown>)[field];
      if (typeof text === 'string' && text.trim() !== '') kept[field] = text.trim();
    }
    if (Object.keys(kept).length > 0) result[locale] = kept;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

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
  /** Its category, with the owner's Hindi and Punjabi names (absent when she added none). */
  category: {
    _id: string;
    name: string;
    translations?: Partial<Record<TranslatedLocale, { name?: string }>>;
  } | null;
  createdAt: string;
  declarations: ProductDeclarations;
  /** The owner's Hindi and Punjabi title and description; absent when she added none. */
  translations?: ProductTranslations;
}

/** A category: `name` in navigation, `categoryName` as the home row's heading. */
export interface Category {
  _id: string;
  name: string;
  categoryName: string;
  image?: string;
  /** The owner's Hindi and Punjabi name and heading; absent when she added none. */
  translations?: CategoryTranslations;
}

/** A home row: an active category with its up to 5 newest available products. */
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
  /**
   * The footer's promotion: the owner's text and the advertised discount code, only while a shopper
   * could use that code (active, started, not ended, uses left); else null and the footer shows no
   * promotion at all (CPA 2019 s.2(28); CCPA Misleading Ads Guidelines 2022; ADR 0060).
   */
  promotion: FooterPromotion | null;
}

/**
 * An advertised discount code: the owner's footer text ("SAVE 10% OFF", ≤ 40 characters), the code,
 * and the conditions a shopper must know before relying on it (CCPA Misleading Ads Guidelines 2022:
 * a material condition is stated with the claim).
 */
export interface FooterPromotion {
  text: string;
  code: string;
  /** Only a shopper's first order may use it. */
  firstOrderOnly: boolean;
  /** Rupees the pieces must add up to; 0 = no minimum. */
  minOrder: number;
  /** When the code stops working (ISO), or null for no end date. */
  endsAt: string | null;
}

/** Data of `POST /product-list`: one page and its totals. */
export interface ProductListPage {
  currentPage: number;
  totalCount: number;
  totalPage: number;
  data: Product[];
}

/** A sold piece as the /sold archive lists it: the product and when it sold (ISO time; ADR 0037). */
export interface SoldProduct extends Product {
  soldAt: string;
}

/** Data of `POST /sold-list`: one page of sold pieces, newest sale first, and its totals. */
export interface SoldListPage {
  currentPage: number;
  totalCount: number;
  totalPage: number;
  data: SoldProduct[];
}

/** Listing orders: price, title, newest (createdAt) and discount ((mrp - price) / mrp, for /sale). */
export const productSortKeys = ['price', 'title', 'createdAt', 'discount'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];

/** The five sort options of the collection page, in the order shown. */
export const sortOptions = [
  { value: 'all', label: 'All', sortBy: undefined, sortOrder: undefined },
  { value: 'price-asc', label: 'Price: Low to High', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'Price: High to Low', sortBy: 'price', sortOrder: 'desc' },
  { value: 'title-asc', label: 'Name: A to Z', sortBy: 'title', sortOrder: 'asc' },
  { value: 'title-desc', label: 'Name: Z to A', sortBy: 'title', sortOrder: 'desc' },
] as const;
export type SortOptionValue = (typeof sortOptions)[number]['value'];
