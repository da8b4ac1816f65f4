/**
 * Request and form schemas of the bag, saved-address and order calls, in the product's wording
 * (docs/product.md#validation-and-messages).
 */
import { z } from 'zod';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  GSTIN_LENGTH,
  MAX_ORDER_PRODUCTS,
  NAME_MAX_LENGTH,
  PHONE_LENGTH,
  PIN_CODE_LENGTH,
  paymentMethods,
} from './constants.ts';
import { optionalDiscountCodeField } from './discount-schemas.ts';
import { bodyError, PHONE_TEXT_MAX_LENGTH, PHONE_TEXT_PATTERN, requiredText } from './fields.ts';
import { gstinParts, gstinProblem } from './gstin.ts';
import {
  findIndianState,
  indianStateByCode,
  PIN_CODE_PATTERN,
  pinMatchesState,
  SHOP_COUNTRY,
} from './india.ts';
import { messages, pinNotInStateMessage } from './messages.ts';

/** Optional, trimmed text (missing → ""). */
const optionalText = z
  .string({ error: messages.textTooLong })
  .trim()
  .max(ADDRESS_FIELD_MAX_LENGTH, { error: messages.textTooLong, abort: true })
  .default('');

const productIdField = z.uuid({ error: messages.invalidProductId });

/** `POST /cart/add-product`: productId. */
export const addToCartSchema = z.object({ productId: productIdField }, bodyError);

/** Body of `POST /wishlist`: the piece to save (ADR 0038). */
export const wishlistAddSchema = z.object({ productId: productIdField }, bodyError);

/** `:id` of `DELETE /cart/:id` (a cart line id). */
export const cartLineParamsSchema = z.object({ id: z.uuid({ error: messages.cartLineNotFound }) });

/** `:productId` of `GET /product-added-to-cart/:productId`. */
export const productIdRouteParamsSchema = z.object({ productId: productIdField });

/** `:id` of the address calls; a malformed id is "Address not found" like any unknown one. */
export const addressParamsSchema = z.object({ id: z.uuid({ error: messages.addressNotFound }) });

/** Phone of a saved address: the one phone shape (fields.ts), digits not counted. */
const savedPhone = (required: boolean) => {
  const shape = z
    .string({ error: messages.phoneRequired })
    .trim()
    .max(PHONE_TEXT_MAX_LENGTH, { error: messages.invalidPhoneFormat, abort: true })
    .refine((value) => value === '' || PHONE_TEXT_PATTERN.test(value), messages.invalidPhoneFormat);
  return required ? shape.refine((value) => value !== '', messages.phoneRequired) : shape.default('');
};

/** The PIN code (API field `zip`): six digits, the first 1–9; optional ('' allowed) on a saved address. */
function pinCodeField(required: boolean) {
  const text = z.string({ error: messages.zipRequired }).trim();
  const given = required ? text.min(1, { error: messages.zipRequired, abort: true }) : text;
  return given
    .max(PIN_CODE_LENGTH, { error: messages.invalidPinCode, abort: true })
    .refine((value) => value === '' || PIN_CODE_PATTERN.test(value), messages.invalidPinCode);
}

/** A state or union territory from the official list (name any case, old name or GST code) → its official name. */
function stateField(required: boolean) {
  const text = z.string({ error: messages.stateRequired }).trim();
  const given = required ? text.min(1, { error: messages.stateRequired, abort: true }) : text;
  return given
    .max(100, { error: messages.chooseState, abort: true })
    .refine((value) => value === '' || findIndianState(value) !== undefined, messages.chooseState)
    .overwrite((value) => findIndianState(value)?.name ?? value);
}

/** India, IN or Bharat in any case → "India"; the shop delivers nowhere else. Empty: required or India. */
function countryField(required: boolean) {
  const text = z.string({ error: messages.countryRequired }).trim();
  const given = required ? text.min(1, { error: messages.countryRequired, abort: true }) : text;
  return given
    .max(100, { error: messages.deliverOnlyInIndia, abort: true })
    .refine((value) => value === '' || /^(india|in|bharat)$/i.test(value), messages.deliverOnlyInIndia)
    .overwrite(() => SHOP_COUNTRY);
}

/** The buyer's optional GSTIN for a business invoice: '' or a valid one, upper-cased (contract gstin.ts). */
const gstinField = z
  .string({ error: messages.invalidGstinShape })
  .trim()
  .max(GSTIN_LENGTH, { error: messages.invalidGstinShape, abort: true })
  .overwrite((value) => value.toUpperCase())
  .refine((value) => value === '' || gstinProblem(value) !== 'shape', messages.invalidGstinShape)
  .refine((value) => value === '' || gstinProblem(value) === null || gstinProblem(value) === 'shape', {
    error: messages.invalidGstin,
  })
  .default('');

/** The longest business name a buyer may give beside its GSTIN. */
export const BUSINESS_NAME_MAX_LENGTH = 100;

/** The business name as on the buyer's GST certificate: trimmed, at most 100 characters; missing → ''. */
const businessNameField = z
  .string({ error: messages.textTooLong })
  .trim()
  .max(BUSINESS_NAME_MAX_LENGTH, { error: messages.textTooLong, abort: true })
  .default('');

/**
 * A business buyer (CGST Rule 46(e): a registered recipient is named with its GSTIN; ADR 0058): with
 * a GSTIN the business name is required ("Enter the business name as on the GST certificate");
 * without one it is ignored.
 */
function businessNameWithGstin(address: { gstin: string; businessName: string }, context: z.RefinementCtx) {
  if (address.gstin === '' || address.businessName !== '') return;
  context.addIssue({ code: 'custom', path: ['businessName'], message: messages.businessNameRequired });
}

/** Clears a business name given without a GSTIN: only a GSTIN holder is billed as a business. */
function withoutStrayBusinessName<T extends { gstin: string; businessName: string }>(address: T): T {
  return address.gstin === '' && address.businessName !== '' ? { ...address, businessName: '' } : address;
}

/**
 * The GST state a buyer's GSTIN belongs to when it differs from the delivery state `deliveryState`
 * (a name or GST code): goods billed to the business and shipped to this address are supplied in the
 * GSTIN's state (IGST Act s.10(1)(b), bill-to/ship-to; ADR 0058). Undefined with no valid GSTIN, an
 * unknown delivery state, or the same state.
 */
export function billToStateOf(
  gstin: string,
  deliveryState: string,
): { code: string; name: string } | undefined {
  const value = gstin.trim().toUpperCase();
  if (value === '' || gstinProblem(value) !== null) return undefined;
  const delivery = findIndianState(deliveryState);
  const billed = indianStateByCode(gstinParts(value).stateCode);
  if (!delivery || !billed || billed.code === delivery.code) return undefined;
  return { code: billed.code, name: billed.name };
}

/** What checkout says under the GSTIN when its state differs from the delivery state (ADR 0058). */
export function billToShipToNote(gstinStateName: string): string {
  return `Your invoice will show ${gstinStateName} as the place of supply (billed to your business, shipped to this address)`;
}

/**
 * The 409 `NOT_HANDICRAFT` of a checkout an unregistered seller may not make: pieces not declared
 * handmade sent out of the seller's state (CGST Act s.24(i) with Notification 3/2018-IT; ADR 0058).
 */
export function notHandicraftMessage(titles: readonly string[], sellerStateName: string): string {
  const named =
    titles.length <= 1
      ? (titles[0] ?? 'This piece')
      : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return `${named} can be sent only within ${sellerStateName}: our workshop is not registered for GST`;
}

/**
 * A PIN code outside the state's postal circles is refused on `zip`, naming both (ADR 0029); run
 * once both fields are valid.
 */
function pinInState(address: { zip: string; state: string }, context: z.RefinementCtx) {
  const state = findIndianState(address.state);
  if (!state || !PIN_CODE_PATTERN.test(address.zip) || pinMatchesState(address.zip, state)) return;
  context.addIssue({
    code: 'custom',
    path: ['zip'],
    message: pinNotInStateMessage(address.zip, state.name),
  });
}

/** The fields of a saved address (savedAddressSchema without its PIN-in-state check). */
const savedAddressShape = {
  name: requiredText(messages.nameRequired, 100, messages.textTooLong),
  address: requiredText(messages.addressRequired, ADDRESS_FIELD_MAX_LENGTH, messages.textTooLong),
  city: optionalText,
  state: stateField(false).default(''),
  zip: pinCodeField(false).default(''),
  country: countryField(false).default(SHOP_COUNTRY),
  phoneNumber: savedPhone(true),
  alternativePhoneNumber: savedPhone(false),
  gstin: gstinField,
  businessName: businessNameField,
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
};

/**
 * A saved address: name, address and phone required; city, state and PIN code may be empty but are
 * checked when given; the country is India (ADR 0029); a business name with a GSTIN (ADR 0058).
 */
export const savedAddressSchema = z
  .object(savedAddressShape, bodyError)
  .superRefine(pinInState)
  .superRefine(businessNameWithGstin)
  .overwrite(withoutStrayBusinessName);

/** `PUT /my-address/update`: the whole address including `_id`. */
export const updateAddressSchema = z
  .object({ ...savedAddressShape, _id: z.uuid({ error: messages.addressNotFound }) }, bodyError)
  .superRefine(pinInState)
  .superRefine(businessNameWithGstin)
  .overwrite(withoutStrayBusinessName);

/** Checkout phones: required, exactly 10 digits; longer text is refused before the other checks run. */
export const checkoutPhoneField = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .max(PHONE_LENGTH, { error: messages.mustBe10Digits, abort: true })
  .length(PHONE_LENGTH, messages.mustBe10Digits)
  .regex(/^\d+$/, messages.onlyDigits);

/**
 * The shipping address of an order: every field required but the buyer's GSTIN (ADR 0029) and the
 * business name, required with a GSTIN and cleared without one (ADR 0058).
 */
export const orderAddressSchema = z
  .object(
    {
      firstName: requiredText(messages.firstNameRequired, NAME_MAX_LENGTH, messages.textTooLong),
      lastName: requiredText(messages.lastNameRequired, NAME_MAX_LENGTH, messages.textTooLong),
      phone: checkoutPhoneField,
      address: requiredText(messages.addressRequired, ADDRESS_FIELD_MAX_LENGTH, messages.textTooLong),
      city: requiredText(messages.cityRequired, 100, messages.textTooLong),
      state: stateField(true),
      zip: pinCodeField(true),
      country: countryField(true),
      gstin: gstinField,
      businessName: businessNameField,
    },
    { error: 'addressDetails must be an object' },
  )
  .superRefine(pinInState)
  .superRefine(businessNameWithGstin)
  .overwrite(withoutStrayBusinessName);

/** One entry of `products`: a product id, or `{ productId }`; normalised to the id. */
const orderProductEntry = z.union(
  [productIdField, z.object({ productId: productIdField }).transform((entry) => entry.productId)],
  { error: messages.invalidProductId },
);

/**
 * `POST /order/create`: addressDetails, paymentMethod (cod default), the second contact phoneNumber,
 * and the products (ids; at most 20, duplicates removed); `saveAddress` also keeps the address;
 * `acceptTerms` false is refused with "Please agree to the terms to place your order".
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
    // Optional for older API callers; false is refused, true is recorded on the order (ADR 0029).
    acceptTerms: z
      .boolean({ error: messages.acceptTermsRequired })
      .optional()
      .refine((value) => value !== false, messages.acceptTermsRequired),
    // One code per order (ADR 0039); '' or absent: none.
    discountCode: optionalDiscountCodeField,
    // The shopper's opt-in to order updates on WhatsApp, unticked by default (ADR 0067); absent: unchanged.
    whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false' }).optional(),
  },
  bodyError,
);

export type AddToCartRequest = z.input<typeof addToCartSchema>;
export type WishlistAddRequest = z.input<typeof wishlistAddSchema>;
export type SavedAddressRequest = z.input<typeof savedAddressSchema>;
export type UpdateAddressRequest = z.input<typeof updateAddressSchema>;
export type OrderAddressForm = z.input<typeof orderAddressSchema>;
export type CheckoutRequest = z.input<typeof checkoutSchema>;

/** A value of Razorpay Checkout: required text up to `max`; any fault is "payment verification failed". */
const razorpayValue = (max: number) =>
  requiredText(messages.paymentVerificationFailed, max, messages.paymentVerificationFailed);

/** `POST /order/verify-payment`: Razorpay Checkout's three values and our order id. */
export const verifyPaymentSchema = z.object(
  {
    razorpay_order_id: razorpayValue(100),
    razorpay_payment_id: razorpayValue(100),
    razorpay_signature: razorpayValue(200),
    orderId: z.uuid({ error: messages.orderNotFound }),
  },
  bodyError,
);
