/**
 * Cash-on-delivery confirmation (ADR 0035): the messages and the answer of `GET /api/checkout/options`,
 * shared by the server, its mails and the storefront (the deadline's text: `formatIstDateTime`, india.ts).
 */
import { formatRupees } from './money.ts';

/** What the storefront's checkout needs to know before an order: the COD ceiling and window. */
export interface CheckoutOptions {
  /** Largest order total, in rupees, that may be paid in cash on delivery. */
  codMaxAmount: number;
  /** Hours a COD order waits for the shopper's confirmation before it lapses. */
  codConfirmHours: number;
}

/** The order's summary on the confirm page, opened from the mail's link without signing in. */
export interface CodConfirmView {
  orderId: string;
  /** The 8-character reference the mails show. */
  reference: string;
  firstName: string;
  city: string;
  products: { title: string; price: number; image1?: string }[];
  /** Rupees. */
  amount: number;
  /** `awaiting` (may be confirmed), `confirmed`, `lapsed` or `cancelled`. */
  state: 'awaiting' | 'confirmed' | 'lapsed' | 'cancelled';
  /** The deadline (ISO instant) while awaiting; null otherwise. */
  confirmBy: string | null;
}

/** The 400 answer to a COD order over the ceiling `maxRupees`: pay online instead. */
export const codCeilingMessage = (maxRupees: number) =>
  `Cash on delivery is available for orders up to ${formatRupees(maxRupees)}. Please pay online for this order.`;

export const codMessages = {
  confirmed: 'Thank you — your order is confirmed. We will dispatch it soon.',
  alreadyConfirmed: 'This order is already confirmed.',
  lapsed:
    'This order was not confirmed in time and has been cancelled; the pieces are back on sale. You are welcome to order again.',
  cancelled: 'This order has been cancelled and can no longer be confirmed.',
  /** A forged, damaged or expired link: nothing is said about the order. */
  badLink: 'This confirmation link is not valid. Please confirm the order from My Orders instead.',
  notCod: 'Only cash-on-delivery orders need confirming.',
  /** The back office's button. */
  confirmedByPhone: 'Order confirmed (customer confirmed by phone)',
  /** The reason My Orders shows on a lapsed order. */
  lapsedReason: 'Cancelled: not confirmed in time — the pieces went back on sale.',
} as const;

/** The 8-character reference of order `orderId` that mails and pages show (its id's start, upper-cased). */
export const orderReference = (orderId: string) => orderId.slice(0, 8).toUpperCase();
