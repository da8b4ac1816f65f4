/**
 * Request and form schemas of the bag, saved-address and order calls, in the product's wording
 * (docs/product.md#validation-and-messages).
 */
import { z } from 'zod';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  MAX_ORDER_PRODUCTS,
  NAME_MAX_LENGTH,
  PHONE_LENGTH,
  paymentMethods,
  ZIP_MIN_LENGTH,
} from './constants.ts';
import { messages } from './messages.ts';

const bodyError = { error: 'The request body must be a JSON object' };

/** Required, trimmed text up to `max` characters. */
function requiredText(required: string, max: number = ADDRESS_FIELD_MAX_LENGTH) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, { error: messages.textTooLong, abort: true });
}

/** Optional, trimmed text (missing → ""). */
const optionalText = z
  .string({ error: messages.textTooLong })
  .trim()
  .max(ADDRESS_FIELD_MAX_LENGTH, { error: messages.textTooLong, abort: true })
  .default('');

const productIdField = z.uuid({ error: messages.invalidProductId });

/** `POST /cart/add-product`: productId. */
export const addToCartSchema = z.object({ productId: productIdField }, bodyError);

/** `:id` of `DELETE /cart/:id` (a cart line id). */
export const cartLineParamsSchema = z.object({ id: z.uuid({ error: messages.cartLineNotFound }) });

/** `:productId` of `GET /product-added-to-cart/:productId`. */
export const productIdRouteParamsSchema = z.object({ productId: productIdField });

/** `:id` of the address calls; a malformed id is "Address not found" like any unknown one. */
export const addressParamsSchema = z.object({ id: z.uuid({ error: messages.addressNotFound }) });

/** Phone of a saved address: digits, spaces, hyphens, parentheses, optional leading +. */
const savedPhone = (required: boolean) => {
  const shape = z
    .string({ error: messages.phoneRequired })
    .trim()
    .max(20, { error: messages.invalidPhoneFormat, abort: true })
    .refine((value) => value === '' || /^\+?[\d\s\-()]+$/.test(value), messages.invalidPhoneFormat);
  return required ? shape.refine((value) => value !== '', messages.phoneRequired) : shape.default('');
};

/** The checkout's ZIP: required, 5–10 characters, digits only. */
const zipField = z
  .string({ error: messages.zipRequired })
  .trim()
  .min(1, messages.zipRequired)
  .min(ZIP_MIN_LENGTH, messages.zipMin)
  .max(10, { error: messages.textTooLong, abort: true })
  .regex(/^\d+$/, messages.onlyDigits);

/** A saved address's ZIP: optional, but digits of 5–10 when given. */
const optionalZip = z
  .string({ error: messages.onlyDigits })
  .trim()
  .max(10, { error: messages.textTooLong, abort: true })
  .refine((value) => value === '' || value.length >= ZIP_MIN_LENGTH, messages.zipMin)
  .refine((value) => value === '' || /^\d+$/.test(value), messages.onlyDigits)
  .default('');

/** A saved address: name, address and phone required; city, state, zip and country optional here. */
export const savedAddressSchema = z.object(
  {
    name: requiredText(messages.nameRequired, 100),
    address: requiredText(messages.addressRequired),
    city: optionalText,
    state: optionalText,
    zip: optionalZip,
    country: optionalText,
    phoneNumber: savedPhone(true),
    alternativePhoneNumber: savedPhone(false),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
  },
  bodyError,
);

/** `PUT /my-address/update`: the whole address including `_id`. */
export const updateAddressSchema = savedAddressSchema.extend({
  _id: z.uuid({ error: messages.addressNotFound }),
});

/** Checkout phones: required, exactly 10 digits; longer text is refused before the other checks run. */
export const checkoutPhoneField = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .max(PHONE_LENGTH, { error: messages.mustBe10Digits, abort: true })
  .length(PHONE_LENGTH, messages.mustBe10Digits)
  .regex(/^\d+$/, messages.onlyDigits);

/** The shipping address of an order: every field required. */
export const orderAddressSchema = z.object(
  {
    firstName: requiredText(messages.firstNameRequired, NAME_MAX_LENGTH),
    lastName: requiredText(messages.lastNameRequired, NAME_MAX_LENGTH),
    phone: checkoutPhoneField,
    address: requiredText(messages.addressRequired),
    city: requiredText(messages.cityRequired, 100),
    state: requiredText(messages.stateRequired, 100),
    zip: zipField,
    country: requiredText(messages.countryRequired, 100),
  },
  { error: 'addressDetails must be an object' },
);

/** One entry of `products`: a product id, or `{ productId }`; normalised to the id. */
const orderProductEntry = z.union(
  [productIdField, z.object({ productId: productIdField }).transform((entry) => entry.productId)],
  { error: messages.invalidProductId },
);

/**
 * `POST /order/create`: addressDetails, paymentMethod (cod default), the second contact phoneNumber,
 * and the products (ids; at most 20, duplicates removed); `saveAddress` also keeps the address.
 * Prices, totals and statuses are never read from the request.
 */
export const checkoutSchema = z.object(
  {
    addressDetails: orderAddressSchema,
    paymentMethod: z.enum(paymentMethods, { error: messages.paymentMethodRequired }).default('cod'),
    phoneNumber: checkoutPhoneField,
    products: z
      .array(orderProductEntry, { error: messages.productsRequired })
      .min(1, messages.productsRequired)
      .max(MAX_ORDER_PRODUCTS, messages.tooManyProducts)
      .transform((ids) => [...new Set(ids)]),
    saveAddress: z.boolean({ error: 'saveAddress must be true or false' }).default(false),
  },
  bodyError,
);

export type AddToCartRequest = z.input<typeof addToCartSchema>;
export type SavedAddressRequest = z.input<typeof savedAddressSchema>;
export type UpdateAddressRequest = z.input<typeof updateAddressSchema>;
export type OrderAddressForm = z.input<typeof orderAddressSchema>;
export type CheckoutRequest = z.input<typeof checkoutSchema>;

/** `POST /order/verify-payment`: Razorpay Checkout's three values and our order id. */
export const verifyPaymentSchema = z.object(
  {
    razorpay_order_id: z
      .string({ error: messages.paymentVerificationFailed })
      .trim()
      .min(1, messages.paymentVerificationFailed)
      .max(100, { error: messages.paymentVerificationFailed, abort: true }),
    razorpay_payment_id: z
      .string({ error: messages.paymentVerificationFailed })
      .trim()
      .min(1, messages.paymentVerificationFailed)
      .max(100, { error: messages.paymentVerificationFailed, abort: true }),
    razorpay_signature: z
      .string({ error: messages.paymentVerificationFailed })
      .trim()
      .min(1, messages.paymentVerificationFailed)
      .max(200, { error: messages.paymentVerificationFailed, abort: true }),
    orderId: z.uuid({ error: messages.orderNotFound }),
  },
  bodyError,
);
