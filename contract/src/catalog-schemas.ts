/** Request schemas of the catalogue calls, shared by the server's validation and the pages. */
import { z } from 'zod';
import { productSortKeys } from './catalog.ts';
import { LISTING_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './constants.ts';
import { messages } from './messages.ts';

/** A whole number from 1 to `max` named `name` in its messages; digits-only text is accepted. */
function wholeNumber(name: string, max: number) {
  return z.preprocess(
    wholeNumberText,
    z
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be 1 or more`)
      .max(max, `${name} must be at most ${max}`),
  );
}

export const productIdParamsSchema = z.object({
  id: z.uuid({ error: messages.invalidProductId }),
});

/** Digits-only text ("2") becomes a number; anything else (true, "1e3", "two") is left to fail. */
function wholeNumberText(value: unknown): unknown {
  return typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
}

/**
 * Body of `POST /product-list`: page, perPage (default 8), search (trimmed), sortBy price|title
 * (createdAt for new arrivals, discount for the sale), sortOrder asc|desc, filter.categoryId and
 * filter.onSale. Default order is title ascending.
 */
export const productListRequestSchema = z.object(
  {
    page: wholeNumber('page', MAX_PAGE).default(1),
    perPage: wholeNumber('perPage', MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
    search: z
      .string({ error: 'search must be text' })
      .trim()
      .max(MAX_SEARCH_LENGTH, {
        error: `search must be at most ${MAX_SEARCH_LENGTH} characters`,
        abort: true,
      })
      .default(''),
    sortBy: z
      .enum(productSortKeys, { error: `sortBy must be one of ${productSortKeys.join(', ')}` })
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

/**
 * Body of `POST /sold-list` (ADR 0037): page, perPage (default 8) and filter.categoryId, as the
 * product list's; the order is fixed, newest sale first.
 */
export const soldListRequestSchema = z.object(
  {
    page: wholeNumber('page', MAX_PAGE).default(1),
    perPage: wholeNumber('perPage', MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
    filter: z
      .object(
        { categoryId: z.uuid({ error: messages.invalidCategoryId }).optional() },
        { error: 'filter must be an object' },
      )
      .default({}),
  },
  { error: 'The request body must be a JSON object' },
);

export type SoldListRequest = z.input<typeof soldListRequestSchema>;
export type SoldListQuery = z.output<typeof soldListRequestSchema>;
