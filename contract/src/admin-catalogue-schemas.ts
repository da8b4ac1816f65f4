/**
 * Back office shapes of the catalogue, storefront content and contact messages (ADR 0013). Prices
 * are integer **paise** (`pricePaise`, `mrpPaise`), unlike the storefront's rupees; images are
 * paths relative to the image base URL, of files already uploaded under IMAGE_DIR.
 */
import { z } from 'zod';
import {
  type CategoryTranslations,
  compactTranslations,
  type DeclarationTexts,
  footerContactTypes,
  type ProductTranslations,
  type Testimonial,
} from './catalog.ts';
import { adminPageFields, bodyError, namedText, requiredText } from './fields.ts';
import {
  declarationFields,
  declarationMessages,
  gstRateSchema,
  hsnCodeSchema,
  jewelleryRateFits,
  makerComplete,
} from './listing-declarations.ts';

export * from './listing-declarations.ts';

/** The back office's own wording (ours). */
export const adminMessages = {
  invalidId: 'Invalid id',
  productNotFound: 'Product not found',
  categoryNotFound: 'Category not found',
  bannerNotFound: 'Banner not found',
  testimonialNotFound: 'Testimonial not found',
  footerContactNotFound: 'Footer contact entry not found',
  socialLinkNotFound: 'Social link not found',
  contactMessageNotFound: 'Message not found',
  imageNotFound: 'An image was not found among the uploaded photos; upload it first',
  mrpBelowPrice: declarationMessages.priceAboveMrp,
  reorderIncomplete: 'The new order must list every entry exactly once',
  duplicateIds: 'The same id appears twice',
  nothingToChange: 'Send at least one field to change',
  pieceReserved: 'This piece is reserved by an online payment in progress; try again once it ends',
  pieceAlreadySold: 'This piece is already sold',
  pieceArchived: 'This piece is archived',
  priceLocked: 'The price of a reserved or sold piece cannot change',
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  reordered: 'Order saved',
  markedSold: 'Marked as sold',
  archived: 'Archived',
  duplicated: 'Duplicated as a new piece',
} as const;

/** Highest price accepted: ₹1 crore, in paise (well inside PostgreSQL's integer). */
export const MAX_PRICE_PAISE = 1_000_000_000;
/** Most photos of one piece. */
export const MAX_PRODUCT_IMAGES = 12;
/** Longest description or productDetails text (characters, `$` separators included). */
export const MAX_PRODUCT_TEXT = 5_000;
/** Most entries one reorder may list. */
export const MAX_REORDER_IDS = 500;

/** A piece's status in the back office: the storefront's three, and `archived` (withdrawn). */
export const adminProductStatuses = ['available', 'reserved', 'sold', 'archived'] as const;
export type AdminProductStatus = (typeof adminProductStatuses)[number];

/** An amount in paise: a whole number from 1 to MAX_PRICE_PAISE (no rupee decimals, no text). */
function paise(name: string) {
  return z
    .number({ error: `${name} must be a whole number of paise` })
    .int(`${name} must be a whole number of paise`)
    .min(1, `${name} must be more than 0`)
    .max(MAX_PRICE_PAISE, `${name} must be at most ${MAX_PRICE_PAISE}`);
}

/**
 * A safe path relative to IMAGE_DIR: segments of letters, digits, `.`, `_`, `-` separated by
 * single `/`; no leading `/`, no `.` or `..` segment, no backslash. The server also checks the
 * file exists.
 */
export const imagePathSchema = z
  .string({ error: 'An image path must be text' })
  .trim()
  .min(1, 'An image path is required')
  .max(300, { error: 'An image path must be at most 300 characters', abort: true })
  .refine(
    (value) =>
      value.split('/').every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.+$/.test(segment)),
    'An image path must be a relative path inside the image folder',
  );

/** A link: a path on the shop (`/sale`) or an http(s) URL. */
const linkSchema = z
  .string({ error: 'link must be text' })
  .trim()
  .max(500, { error: 'link must be at most 500 characters', abort: true })
  .refine(
    (value) =>
      (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)) ||
      (/^https?:\/\//i.test(value) && URL.canParse(value)),
    'link must be a path like /sale or an http(s) URL',
  );

/** `:id` of every back office call; a malformed id is a 400. */
export const adminIdParamsSchema = z.object({ id: z.uuid({ error: adminMessages.invalidId }) });

/** A new display order: every id of the list, each once, first shown first. */
export const adminReorderSchema = z.object(
  {
    ids: z
      .array(z.uuid({ error: adminMessages.invalidId }), { error: 'ids must be a list of ids' })
      .min(1, 'ids must list at least one id')
      .max(MAX_REORDER_IDS, `ids must list at most ${MAX_REORDER_IDS} ids`)
      .refine((ids) => new Set(ids).size === ids.length, adminMessages.duplicateIds),
  },
  bodyError,
);
export type AdminReorderRequest = z.input<typeof adminReorderSchema>;

/** Refuses a partial update that changes nothing. */
const someField = (value: object) => Object.values(value).some((field) => field !== undefined);

// ---- The owner's Hindi and Punjabi words (ADR 0065) ----

/** Longest Hindi or Punjabi title of a piece (characters), as the English title's. */
export const MAX_TRANSLATED_TITLE = 200;

const languageNames = { hi: 'Hindi', pa: 'Punjabi' } as const;

/**
 * `translations` of a piece or category: per language (hi, pa) an object of optional texts, each
 * trimmed and at most its field's limit; messages name the language and field ("Hindi title must
 * be at most 200 characters"). Blank texts, and languages left without one, are dropped.
 */
function translationsSchema<Fields extends Record<string, { label: string; max: number }>>(fields: Fields) {
  const words = (language: keyof typeof languageNames) =>
    z
      .object(
        Object.fromEntries(
          Object.entries(fields).map(([field, { label, max }]) => [
            field,
            namedText(`${languageNames[language]} ${label}`, max).optional(),
          ]),
        ) as { [Field in keyof Fields]: z.ZodOptional<ReturnType<typeof namedText>> },
        { error: `${languageNames[language]} words must be an object` },
      )
      .optional();
  return z
    .object({ hi: words('hi'), pa: words('pa') }, { error: 'translations must be an object' })
    .transform(
      (value) => compactTranslations(value, Object.keys(fields) as Array<keyof Fields & string>) ?? {},
    );
}

/** A piece's Hindi and Punjabi title (≤ 200) and description (≤ MAX_PRODUCT_TEXT, lines separated by `$`). */
export const productTranslationsSchema = translationsSchema({
  title: { label: 'title', max: MAX_TRANSLATED_TITLE },
  description: { label: 'description', max: MAX_PRODUCT_TEXT },
});

/** A category's Hindi and Punjabi navigation name (≤ 60) and home-row heading (≤ 100), as the English. */
export const categoryTranslationsSchema = translationsSchema({
  name: { label: 'name', max: 60 },
  categoryName: { label: 'heading', max: 100 },
});

// ---- Categories ----

const categoryFields = {
  /** Shown in navigation. */
  name: requiredText('name is required', 60, 'name must be at most 60 characters'),
  /** Heading of the category's home row. */
  categoryName: requiredText('categoryName is required', 100, 'categoryName must be at most 100 characters'),
  image: imagePathSchema.nullable(),
  /** Default HSN code of its pieces ('' = none). */
  hsnCode: hsnCodeSchema,
  /** GST rate in percent its pieces fall back on when the rate table has no rule; null = none. */
  gstRate: gstRateSchema,
  /** The owner's Hindi and Punjabi name and heading (blank ones dropped). */
  translations: categoryTranslationsSchema,
};

/** 3 % needs an HSN code of chapter 71 when both are given (the server checks the stored result). */
const jewelleryRefinement = {
  message: declarationMessages.jewelleryRate,
  path: ['gstRate'],
};

/**
 * `POST /admin/categories`: name, categoryName, optional image, active (default true), hsnCode
 * (default ''; required by the server while the shop is registered for GST), gstRate (percent,
 * default null = the rate table decides; 3 % only with a chapter 71 HSN code), translations
 * (the Hindi and Punjabi name and heading, default none).
 */
export const adminCategoryCreateSchema = z
  .object(
    {
      ...categoryFields,
      image: categoryFields.image.optional(),
      hsnCode: categoryFields.hsnCode.default(''),
      gstRate: categoryFields.gstRate.default(null),
      translations: categoryFields.translations.default({}),
      active: z.boolean({ error: 'active must be true or false' }).default(true),
    },
    bodyError,
  )
  .refine((value) => jewelleryRateFits(value.gstRate, value.hsnCode), jewelleryRefinement);
export type AdminCategoryCreateRequest = z.input<typeof adminCategoryCreateSchema>;

/**
 * `PATCH /admin/categories/:id`: any of name, categoryName, image (null removes it), hsnCode, gstRate,
 * translations (replaces them all: `{}` removes every one).
 */
export const adminCategoryUpdateSchema = z
  .object(
    {
      name: categoryFields.name.optional(),
      categoryName: categoryFields.categoryName.optional(),
      image: categoryFields.image.optional(),
      hsnCode: categoryFields.hsnCode.optional(),
      gstRate: categoryFields.gstRate.optional(),
      translations: categoryFields.translations.optional(),
    },
    bodyError,
  )
  .refine(someField, adminMessages.nothingToChange)
  .refine((value) => jewelleryRateFits(value.gstRate, value.hsnCode), jewelleryRefinement);
export type AdminCategoryUpdateRequest = z.input<typeof adminCategoryUpdateSchema>;

/** A category in the back office, with how many pieces it holds in each status. */
export interface AdminCategory {
  _id: string;
  name: string;
  categoryName: string;
  image: string | null;
  /** Default HSN code of its pieces; '' when none. */
  hsnCode: string;
  /** GST rate in percent its pieces fall back on when the rate table has no rule; null = none. */
  gstRate: number | null;
  active: boolean;
  position: number;
  productCounts: Record<AdminProductStatus, number> & { total: number };
  /** The owner's Hindi and Punjabi name and heading; the server sends `{}` when none. */
  translations?: CategoryTranslations;
}

// ---- Products ----

/**
 * `POST /admin/products` and `PUT /admin/products/:id` (the whole piece): title, pricePaise,
 * mrpPaise (≥ pricePaise, or null), description and productDetails (lines separated by `$`),
 * categoryId, images (uploaded paths, first is the main photo; their order is the gallery's), and
 * the listing's declarations (listing-declarations.ts): hsnCode ('' = the category's), gstRate
 * (null = the rate table, then the category's; 3 % only with a chapter 71 HSN code), handmade
 * (declared handmade or hand-embroidered, default false), makerName and makerAddress (both '' = the
 * shop), countryOfOrigin, genericName ('' = the category's name), netQuantity, dimensions; and
 * translations, the owner's Hindi and Punjabi title and description (blank ones dropped; absent
 * keeps the stored ones on an edit, none on a new piece).
 */
export const adminProductSchema = z
  .object(
    {
      title: requiredText('title is required', 200, 'title must be at most 200 characters'),
      pricePaise: paise('pricePaise'),
      mrpPaise: paise('mrpPaise').nullable().default(null),
      description: namedText('description', MAX_PRODUCT_TEXT).default(''),
      productDetails: namedText('productDetails', MAX_PRODUCT_TEXT).default(''),
      categoryId: z.uuid({ error: 'categoryId must be a category id' }),
      images: z
        .array(imagePathSchema, { error: 'images must be a list of image paths' })
        .min(1, 'Add at least one image')
        .max(MAX_PRODUCT_IMAGES, `A piece can have at most ${MAX_PRODUCT_IMAGES} images`)
        .refine((images) => new Set(images).size === images.length, 'The same image appears twice'),
      ...declarationFields,
      translations: productTranslationsSchema.optional(),
    },
    bodyError,
  )
  .refine((value) => !(typeof value.mrpPaise === 'number' && value.mrpPaise < value.pricePaise), {
    message: adminMessages.mrpBelowPrice,
    path: ['pricePaise'],
  })
  .refine(makerComplete, { message: declarationMessages.makerIncomplete, path: ['makerAddress'] })
  .refine((value) => jewelleryRateFits(value.gstRate, value.hsnCode), jewelleryRefinement);
export type AdminProductRequest = z.input<typeof adminProductSchema>;
export type AdminProductInput = z.output<typeof adminProductSchema>;

/** `GET /admin/products` query: page, perPage (default 20), search (title), categoryId, status. */
export const adminProductListQuerySchema = z.object({
  ...adminPageFields,
  search: namedText('search', 100).default(''),
  categoryId: z.uuid({ error: 'categoryId must be a category id' }).optional(),
  status: z
    .enum(adminProductStatuses, { error: `status must be one of ${adminProductStatuses.join(', ')}` })
    .optional(),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** A piece in the back office; prices in paise; its declaration texts as stored ('' = a fallback). */
export interface AdminProduct extends DeclarationTexts {
  _id: string;
  title: string;
  pricePaise: number;
  mrpPaise: number | null;
  description: string;
  productDetails: string;
  images: string[];
  /** '' = the category's HSN code. */
  hsnCode: string;
  /** Percent, the owner's own; null = the rate table decides, then the category's rate. */
  gstRate: number | null;
  /** Declared handmade or hand-embroidered (the handicraft rates, ADR 0055). */
  handmade: boolean;
  status: AdminProductStatus;
  /** End of an online payment's hold (ISO time), or null. */
  reservedUntil: string | null;
  category: { _id: string; name: string };
  createdAt: string;
  updatedAt: string;
  /** The owner's Hindi and Punjabi title and description; the server sends `{}` when none. */
  translations?: ProductTranslations;
}

/** A page of any back office list. */
export interface AdminPage<T> {
  currentPage: number;
  totalCount: number;
  totalPage: number;
  data: T[];
}

// ---- Storefront content ----

/** `POST /admin/banners`: desktop and mobile image paths, optional title and link, active. */
export const adminBannerCreateSchema = z.object(
  {
    image: imagePathSchema,
    mobileImage: imagePathSchema,
    title: namedText('title', 200).nullable().optional(),
    link: linkSchema.nullable().optional(),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  },
  bodyError,
);
export type AdminBannerCreateRequest = z.input<typeof adminBannerCreateSchema>;

/** `PATCH /admin/banners/:id`: title and/or link ("" or null clears one). */
export const adminBannerUpdateSchema = z
  .object(
    {
      title: namedText('title', 200).nullable().optional(),
      link: z
        .union([z.literal(''), linkSchema])
        .nullable()
        .optional(),
    },
    bodyError,
  )
  .refine(someField, adminMessages.nothingToChange);
export type AdminBannerUpdateRequest = z.input<typeof adminBannerUpdateSchema>;

export interface AdminBanner {
  _id: string;
  image: string;
  mobileImage: string;
  title: string | null;
  link: string | null;
  active: boolean;
  position: number;
}

const testimonialFields = {
  review: requiredText('review is required', 1_000, 'review must be at most 1000 characters'),
  reviewer: requiredText('reviewer is required', 100, 'reviewer must be at most 100 characters'),
  designation: namedText('designation', 100),
};

/** `POST /admin/testimonials`: review, reviewer, designation (optional), active. */
export const adminTestimonialCreateSchema = z.object(
  {
    ...testimonialFields,
    designation: testimonialFields.designation.default(''),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  },
  bodyError,
);
export type AdminTestimonialCreateRequest = z.input<typeof adminTestimonialCreateSchema>;

/** `PATCH /admin/testimonials/:id`: any of review, reviewer, designation. */
export const adminTestimonialUpdateSchema = z
  .object(
    {
      review: testimonialFields.review.optional(),
      reviewer: testimonialFields.reviewer.optional(),
      designation: testimonialFields.designation.optional(),
    },
    bodyError,
  )
  .refine(someField, adminMessages.nothingToChange);
export type AdminTestimonialUpdateRequest = z.input<typeof adminTestimonialUpdateSchema>;

/** A testimonial in the back office: the storefront's, with whether it shows and where. */
export interface AdminTestimonial extends Testimonial {
  active: boolean;
  position: number;
}

const footerContactFields = {
  type: z.enum(footerContactTypes, { error: `type must be one of ${footerContactTypes.join(', ')}` }),
  value: requiredText('value is required', 200, 'value must be at most 200 characters'),
  label: requiredText('label is required', 100, 'label must be at most 100 characters'),
};

/** `POST /admin/footer-contacts`: type (phone | email | whatsapp | address), value, label. */
export const adminFooterContactCreateSchema = z.object(footerContactFields, bodyError);
export type AdminFooterContactCreateRequest = z.input<typeof adminFooterContactCreateSchema>;

/** `PATCH /admin/footer-contacts/:id`: any of type, value, label. */
export const adminFooterContactUpdateSchema = z
  .object(
    {
      type: footerContactFields.type.optional(),
      value: footerContactFields.value.optional(),
      label: footerContactFields.label.optional(),
    },
    bodyError,
  )
  .refine(someField, adminMessages.nothingToChange);
export type AdminFooterContactUpdateRequest = z.input<typeof adminFooterContactUpdateSchema>;

export interface AdminFooterContact {
  _id: string;
  type: (typeof footerContactTypes)[number];
  value: string;
  label: string;
  position: number;
}

const socialUrl = requiredText('url is required', 500, 'url must be at most 500 characters').refine(
  (value) => /^https?:\/\//i.test(value) && URL.canParse(value),
  'url must be an http(s) URL',
);
const socialLinkFields = {
  network: requiredText('network is required', 40, 'network must be at most 40 characters'),
  url: socialUrl,
  label: requiredText('label is required', 100, 'label must be at most 100 characters'),
};

/** `POST /admin/social-links`: network (e.g. instagram), url (http/https), label. */
export const adminSocialLinkCreateSchema = z.object(socialLinkFields, bodyError);
export type AdminSocialLinkCreateRequest = z.input<typeof adminSocialLinkCreateSchema>;

/** `PATCH /admin/social-links/:id`: any of network, url, label. */
export const adminSocialLinkUpdateSchema = z
  .object(
    {
      network: socialLinkFields.network.optional(),
      url: socialLinkFields.url.optional(),
      label: socialLinkFields.label.optional(),
    },
    bodyError,
  )
  .refine(someField, adminMessages.nothingToChange);
export type AdminSocialLinkUpdateRequest = z.input<typeof adminSocialLinkUpdateSchema>;

export interface AdminSocialLink {
  _id: string;
  network: string;
  url: string;
  label: string;
  position: number;
}

// ---- Contact messages ----

/** `GET /admin/contact-messages` query: page, perPage (default 20), handled true|false (both when absent). */
export const adminContactListQuerySchema = z.object({
  ...adminPageFields,
  handled: z
    .enum(['true', 'false'], { error: 'handled must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminContactListQuery = z.output<typeof adminContactListQuerySchema>;

/** A contact message in the back office; `handledBy` is the admin who marked it, if still there. */
export interface AdminContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: { _id: string; email: string } | null;
}
