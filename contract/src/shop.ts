/**
 * Shapes of the bag, saved-address and order answers (spec §3, §7; ARCHITECTURE §2). Money is
 * rupees (numbers, 2 decimals at most); ids are UUIDs; dates are ISO 8601 text.
 */
import type { OrderShipment } from './admin-orders-schemas.ts';
import type { Product } from './catalog.ts';
import type { orderStatuses, paymentMethods, paymentStatuses } from './constants.ts';

export type PaymentMethod = (typeof paymentMethods)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * How the shop takes online payment (docs/decisions/0019): `live` through Razorpay, `test` through
 * the built-in sandbox (no money moves, shown as "Test mode"), `off` not at all (cash on delivery only).
 */
export type PaymentMode = 'live' | 'test' | 'off';

/** A bag line (spec §3 "Cart item"): its id and the product, whose `status` tells sold pieces apart. */
export interface CartLine {
  _id: string;
  productId: Product;
  addedAt: string;
}

/** A saved address (ARCHITECTURE §2 "Addresses"). */
export interface SavedAddress {
  _id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phoneNumber: string;
  alternativePhoneNumber: string;
  isDefault: boolean;
}

/** The shipping address an order keeps (spec §3 Order.addressDetails). */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** A piece of an order as sold: title and price in rupees at the moment of sale. */
export interface OrderProduct {
  productId: string;
  title: string;
  price: number;
  image1?: string;
}

/** An order (spec §3 "Order"). `payment.amount` is rupees. */
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
  /**
   * How the order travels, once shipped (issue 7 §3): beyond the spec's order, sent by
   * `GET /my-orders` and the back office; absent or null before shipping.
   */
  shipment?: OrderShipment | null;
}

/** Answer of `POST /order/create` for cash on delivery (spec §7): success and the order. */
export interface CreateOrderResponse {
  success: true;
  message: string;
  order: Order;
}

/**
 * Answer of `POST /order/create` for online payment (spec §3 "Online-payment order response"):
 * the order id, the widget's key, and the gateway order (`payment.id` = Razorpay `order_…`,
 * `amount` in paise as Checkout wants it). `sandbox` is true in the built-in test mode.
 */
export interface OnlineOrderResponse {
  success: true;
  message: string;
  order: { _id: string };
  key: string;
  payment: { id: string; amount: number; currency: 'INR' };
  sandbox: boolean;
}

/** Body of `POST /order/verify-payment` (spec §3 "Payment verification payload"). */
export interface VerifyPaymentRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  orderId: string;
}
