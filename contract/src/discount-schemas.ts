/**
 * Discount codes (ADR 0039): the code field of the checkout, the check before placing the order,
 * and the back office's codes. Codes are upper case `[A-Z0-9-]{3,24}`; the API speaks rupees.
 */
import { z } from 'zod';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  FOOTER_TEXT_MAX_LENGTH,
  MAX_ORDER_PRODUCTS,
  MAX_PAGE,
  PHONE_LENGTH,
  PIN_CODE_LENGTH,
} from './constants.ts';
import { bodyError } from './fields.ts';
import { formatRupees } from './money.ts';

/** Shortest and longest code (characters). */
export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_CODE_MAX_LENGTH = 24;
/** Largest percent a `percent` code may take off. */
export const DISCOUNT_MAX_PERCENT = 90;
/** Largest amount (rupees) an `amount` code, or a minimum order, may name: ₹10 lakh. */
export const DISCOUNT_MAX_RUPEES = 1_000_000;
/** Largest total uses and per-customer limit a code may name. */
export const DISCOUNT_MAX_USES = 1_000_000;

/** A whole code, upper case: letters, digits and hyphens (one character class, no backtracking). */
const CODE_SHAPE = /^[A-Z0-9-]{3,24}$/;

export const discountKinds = ['percent', 'amount'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/**
 * The shop's wording of every discount answer (docs/product.md#discount-codes). A code a shopper may
 * not use gets `invalidCode` whatever the reason (unknown, inactive, dates, uses, first order), so the
 * answers never tell a guesser which codes exist (ADR 0039); only the minimum order is named.
 */
export const discountMessages = {
  codeRequired: 'Enter a discount code',
  invalidCode: 'This discount code is not valid',
  codeTaken: 'A discount code with this name already exists',
  codeNotFound: 'Discount code not found',
  applied: 'Discount code applied',
  created: 'Discount code created',
  deactivated: 'Discount code deactivated',
  badCode: `A code is ${DISCOUNT_CODE_MIN_LENGTH} to ${DISCOUNT_CODE_MAX_LENGTH} letters, digits or hyphens`,
  badKind: 'kind must be percent or amount',
  badPercent: `A percent code takes 1 to ${DISCOUNT_MAX_PERCENT}% off`,
  badAmount: `An amount code takes ₹1 to ${formatRupees(DISCOUNT_MAX_RUPEES)} off, in whole paise`,
  badMinOrder: `The minimum order is ₹0 to ${formatRupees(DISCOUNT_MAX_RUPEES)}, in whole paise`,
  badDate: 'Dates must be ISO date-times, or empty',
  endsBeforeStart: 'The code must end after it starts',
  badMaxUses: `Total uses must be a whole number from 1 to ${DISCOUNT_MAX_USES}, or empty for unlimited`,
  badPerCustomer: `Uses per customer must be a whole number from 1 to ${DISCOUNT_MAX_USES}`,
  badFlag: 'firstOrderOnly must be true or false',
  badFooterText: `The footer text is at most ${FOOTER_TEXT_MAX_LENGTH} characters, or empty for none`,
} as const;

/** "Discount code XYZ needs an order of at least ₹1,000.00" (`minOrder` in rupees). */
export function minimumOrderMessage(code: string, minOrder: number): string {
  return `Discount code ${code} needs an order of at least ${formatRupees(minOrder)}`;
}

/** A code as typed: trimmed, at most 24 characters (checked first), upper-cased, then its shape. */
export const discountCodeField = z
  .string({ error: discountMessages.codeRequired })
  .trim()
  .max(DISCOUNT_CODE_MAX_LENGTH, { error: discountMessages.invalidCode, abort: true })
  .min(1, { error: discountMessages.codeRequired, abort: true })
  .transform((code) => code.toUpperCase())
  .refine((code) => CODE_SHAPE.test(code), discountMessages.invalidCode);

/** The checkout's optional code: '' or absent → undefined; otherwise as `discountCodeField`. */
export const optionalDiscountCodeField = z
  .string({ error: discountMessages.invalidCode })
  .trim()
  .max(DISCOUNT_CODE_MAX_LENGTH, { error: discountMessages.invalidCode, abort: true })
  .transform((code) => code.toUpperCase())
  .refine((code) => code === '' || CODE_SHAPE.test(code), discountMessages.invalidCode)
  .optional()
  .transform((code) => code || undefined);

/** Optional trimmed text of at most `max` characters, as a lookup key ('' when absent). */
const lookupText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters`, abort: true })
    .default('');

/**
 * The delivery typed on the checkout so far, when the Apply button knows it: a once-per-customer or
 * first-order code also counts orders to the same phone or PIN code and street line (ADR 0039).
 * Lookup keys only, checked fully when the order is placed: an ill-formed value matches no order.
 */
const discountDeliverySchema = z.object(
  {
    phone: lookupText(PHONE_LENGTH),
    zip: lookupText(PIN_CODE_LENGTH),
    address: lookupText(ADDRESS_FIELD_MAX_LENGTH),
  },
  { error: 'delivery must be an object' },
);

/**
 * `POST /discount/check`: the code, the bag's product ids (at most 20, duplicates removed) and,
 * optionally, the checkout's delivery so far.
 */
export const discountCheckSchema = z.object(
  {
    code: discountCodeField,
    delivery: discountDeliverySchema.optional(),
    products: z
      .array(z.uuid({ error: 'Invalid product ID' }), { error: 'Products are required' })
      .min(1, 'Products are required')
      .max(MAX_ORDER_PRODUCTS, `At most ${MAX_ORDER_PRODUCTS} pieces per order`)
      .transform((ids) => [...new Set(ids)]),
  },
  bodyError,
);
export type DiscountCheckRequest = z.input<typeof discountCheckSchema>;

/** `data` of `POST /discount/check`: the code, the pieces' total, the discount and the new total (rupees). */
export interface DiscountCheck {
  code: string;
  subtotal: number;
  discount: number;
  total: number;
}

/** Rupees with at most 2 decimals, from `min` to DISCOUNT_MAX_RUPEES. */
function rupeeField(message: string, min: number) {
  return z
    .number({ error: message })
    .min(min, message)
    .max(DISCOUNT_MAX_RUPEES, message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);
}

/** An ISO date-time with offset, or null/'' for none. */
const optionalInstant = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true, error: discountMessages.badDate })], {
    error: discountMessages.badDate,
  })
  .optional()
  .transform((value) => (value ? new Date(value) : null));

/** A whole number from 1 to DISCOUNT_MAX_USES. */
function countField(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(DISCOUNT_MAX_USES, message);
}

/**
 * The text the footer shows for an advertised code ("SAVE 10% OFF"): trimmed, at most
 * FOOTER_TEXT_MAX_LENGTH characters; '', null or absent → null (not advertised; ADR 0060).
 */
const footerTextField = z
  .union([z.null(), z.string().trim().max(FOOTER_TEXT_MAX_LENGTH, discountMessages.badFooterText)], {
    error: discountMessages.badFooterText,
  })
  .optional()
  .transform((text) => text || null);

/**
 * `POST /admin/discounts`: code, kind, value (percent 1–90, or rupees for `amount`), minOrder
 * (rupees, default 0), startsAt/endsAt (ISO or null), maxUses (null = unlimited), perCustomerLimit
 * (default 1), firstOrderOnly (default false), footerText (≤ 40 characters; null = not advertised).
 * A new code is active; a new advertised code takes the footer from any other (ADR 0060).
 */
export const adminDiscountCreateSchema = z
  .object(
    {
      code: z
        .string({ error: discountMessages.badCode })
        .trim()
        .max(DISCOUNT_CODE_MAX_LENGTH, { error: discountMessages.badCode, abort: true })
        .transform((code) => code.toUpperCase())
        .refine((code) => CODE_SHAPE.test(code), discountMessages.badCode),
      kind: z.enum(discountKinds, { error: discountMessages.badKind }),
      value: z.number({ error: discountMessages.badAmount }).positive(discountMessages.badAmount),
      minOrder: rupeeField(discountMessages.badMinOrder, 0).default(0),
      startsAt: optionalInstant,
      endsAt: optionalInstant,
      maxUses: z
        .union([z.null(), countField(discountMessages.badMaxUses)], { error: discountMessages.badMaxUses })
        .optional()
        .transform((value) => value ?? null),
      perCustomerLimit: countField(discountMessages.badPerCustomer).default(1),
      firstOrderOnly: z.boolean({ error: discountMessages.badFlag }).default(false),
      footerText: footerTextField,
    },
    bodyError,
  )
  .superRefine((body, ctx) => {
    if (body.kind === 'percent' && !(Number.isInteger(body.value) && body.value <= DISCOUNT_MAX_PERCENT)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: discountMessages.badPercent });
    }
    if (body.kind === 'amount' && !rupeeField(discountMessages.badAmount, 1).safeParse(body.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: discountMessages.badAmount });
    }
    if (body.startsAt && body.endsAt && body.endsAt <= body.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: discountMessages.endsBeforeStart });
    }
  });
export type AdminDiscountCreateRequest = z.input<typeof adminDiscountCreateSchema>;
export type AdminDiscountCreateInput = z.output<typeof adminDiscountCreateSchema>;

/**
 * `PUT /admin/discounts/:id`: the code's whole terms again, checked as when created; the name may
 * change only while no order has used the code, and total uses not below the uses made.
 */
export const adminDiscountUpdateSchema = adminDiscountCreateSchema;

/** `GET /admin/discounts` query: page, perPage (default 20, at most 100). */
export const adminDiscountListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(MAX_PAGE).default(1),
  perPage: z.coerce.number({ error: 'perPage must be a number' }).int().min(1).max(100).default(20),
});
export type AdminDiscountListQuery = z.output<typeof adminDiscountListQuerySchema>;

/** One use of a code as the back office lists it. */
export interface AdminDiscountRedemption {
  orderId: string;
  /** Rupees taken off that order. */
  discount: number;
  usedAt: string;
}

/** A code in the back office: money in rupees, times ISO, `uses` against `maxUses` (null = unlimited). */
export interface AdminDiscount {
  _id: string;
  code: string;
  kind: DiscountKind;
  /** Percent, or rupees for `amount`. */
  value: number;
  minOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  perCustomerLimit: number;
  firstOrderOnly: boolean;
  /** What the footer shows for this code while it can be used; null = not advertised (ADR 0060). */
  footerText: string | null;
  active: boolean;
  uses: number;
  createdAt: string;
  /** The latest uses, newest first (at most 20). */
  redemptions: AdminDiscountRedemption[];
}
