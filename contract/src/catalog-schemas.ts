/** Request schemas of the catalogue calls, shared by the server's validation and the pages. */
import { z } from 'zod';
import { productSortKeys } from './catalog.ts';
import { LISTING_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './constants.ts';
import { bodyError, wholeNumberField } from './fields.ts';
import { messages } from './messages.ts';

export const productIdParamsSchema = z.object({
  id: z.uuid({ error: messages.invalidProductId }),
});

/**
 * Body of `POST /product-list`: page, perPage (default 8), search (trimmed), sortBy price|title
 * (createdAt for new arrivals, discount for the sale), sortOrder asc|desc, filter.categoryId and
 * filter.onSale. Default order is title ascending.
 */
export const productListRequestSchema = z.object(
  {
    page: wholeNumberField('page', MAX_PAGE).default(1),
    perPage: wholeNumberField('perPage', MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
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
  bodyError,
);

export type ProductListRequest = z.input<typeof productListRequestSchema>;
export type ProductListQuery = z.output<typeof productListRequestSchema>;

/**
 * Body of `POST /sold-list` (ADR 0037): page, perPage (default 8) and filter.categoryId, as the
 * product list's; the order is fixed, newest sale first.
 */
export const soldListRequestSchema = z.object(
  {
    page: wholeNumberField('page', MAX_PAGE).default(1),
    perPage: wholeNumberField('perPage', MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
    filter: z
      .object(
        { categoryId: z.uuid({ error: messages.invalidCategoryId }).optional() },
        { error: 'filter must be an object' },
      )
      .default({}),
  },
  bodyError,
);

export type SoldListRequest = z.input<typeof soldListRequestSchema>;
export type SoldListQuery = z.output<typeof soldListRequestSchema>;
