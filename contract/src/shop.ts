/** Bag, saved-address and order answers: money in rupees unless said, UUID ids, ISO 8601 dates. */
import type { OrderShipment } from './admin-orders-schemas.ts';
import type { Product } from './catalog.ts';
import type { orderStatuses, paymentMethods, paymentStatuses } from './constants.ts';

export type PaymentMethod = (typeof paymentMethods)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * How the shop takes online payment (ADR 0019): `live` through Razorpay, `test` through the
 * built-in sandbox (no money moves, shown as "Test mode"), `off` not at all (cash on delivery only).
 */
export type PaymentMode = 'live' | 'test' | 'off';

/** A saved piece of `GET /wishlist` (ADR 0038): the product in any status, and when it was saved. */
export interface WishlistItem {
  product: Product;
  savedAt: string;
}

/** A bag line: its id and the product, whose `status` tells sold pieces apart. */
export interface CartLine {
  _id: string;
  productId: Product;
  addedAt: string;
}

/**
 * Where a saved address or an order's delivery is (ADR 0029): `state` is the official name of a
 * state or union territory, `zip` the PIN code, `country` "India".
 */
export interface PostalAddress {
  address: string;
  city: string;
  state: string;
  /**
   * GST state code of `state` ("04"), an order's place of supply; '' when no state from the list is
   * given (a saved address without one, an old order naming no known state).
   */
  stateCode: string;
  zip: string;
  country: string;
  /** The buyer's GSTIN for a business invoice; '' when none. */
  gstin: string;
  /**
   * The business the GSTIN belongs to, as on its GST certificate (ADR 0058); '' without a GSTIN.
   * Every server answer sets it; older fixtures may leave it out.
   */
  businessName?: string;
}

/** A saved address (docs/product.md#saved-addresses); fields not given are ''. */
export interface SavedAddress extends PostalAddress {
  _id: string;
  name: string;
  phoneNumber: string;
  alternativePhoneNumber: string;
  isDefault: boolean;
}

/** The shipping address an order keeps, as checked at checkout (ADR 0029). */
export interface OrderAddress extends PostalAddress {
  firstName: string;
  lastName: string;
  phone: string;
}

/** A piece of an order as sold: title and price in rupees at the moment of sale. */
export interface OrderProduct {
  productId: string;
  title: string;
  /** Rupees charged: the listed price less the line's share of the discount (ADR 0039). */
  price: number;
  /** The listed price in rupees before the discount. */
  listPrice?: number;
  image1?: string;
}

/** A tax document of an order as My Orders lists it; `issuedAt` is an ISO instant (ADR 0031). */
export interface OrderDocument {
  kind: 'invoice' | 'bill_of_supply' | 'credit_note';
  number: string;
  issuedAt: string;
}

/** An order's tax invoice (or bill of supply) and its credit note; each null until issued. */
export interface OrderDocuments {
  invoice: OrderDocument | null;
  creditNote: OrderDocument | null;
}

/** An order as My Orders shows it. `payment.amount` is rupees. */
export interface Order {
  _id: string;
  createdAt: string;
  orderStatus: OrderStatus;
  products: OrderProduct[];
  addressDetails: OrderAddress;
  phoneNumber: string;
  payment: {
    method: PaymentMethod;
    status: PaymentStatus;
    amount: number;
    currency: 'INR';
    id?: string;
  };
  /** The discount code applied (upper case), or null (ADR 0039). */
  discountCode: string | null;
  /** Rupees the code took off; `payment.amount` is after it. */
  discount: number;
  /** How the order travels once shipped (My Orders and the back office); absent or null before. */
  shipment?: OrderShipment | null;
  /** Its tax documents to download (My Orders); absent from answers that do not read them. */
  documents?: OrderDocuments;
  /** A cash-on-delivery order waiting for the shopper's confirmation (ADR 0035); every order answer sets it. */
  awaitingConfirmation?: boolean;
  /** Until when it may be confirmed (ISO instant) while awaiting; null otherwise. */
  confirmBy?: string | null;
  /** A COD order cancelled by the shop because it was not confirmed in time. */
  codLapsed?: boolean;
  /** When the shopper (or the shop, by phone) confirmed the COD order (ISO instant); null otherwise. */
  codConfirmedAt?: string | null;
}

/** Answer of `POST /order/create` for cash on delivery: success and the order. */
export interface CreateOrderResponse {
  success: true;
  message: string;
  order: Order;
}

/**
 * Answer of `POST /order/create` for online payment: order id, widget key, the gateway order
 * (`payment.id` = Razorpay `order_…`, `amount` in **paise** as Checkout wants it); `sandbox` in test mode.
 */
export interface OnlineOrderResponse {
  success: true;
  message: string;
  order: { _id: string };
  key: string;
  payment: { id: string; amount: number; currency: 'INR' };
  sandbox: boolean;
}

/** Body of `POST /order/verify-payment`: what Razorpay Checkout hands the page, and our order id. */
export interface VerifyPaymentRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  orderId: string;
}
