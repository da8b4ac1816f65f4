import { type CheckoutRequest, messages, type OnlineOrderResponse } from '@shahi/contract';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/** What the widget needs from a created online order; `amount` in paise. */
export interface OnlinePaymentStart {
  /** Our order's id, sent back with the verification. */
  orderId: string;
  /** The public key (`rzp_…`) the widget opens with. */
  key: string;
  /** Razorpay's `order_…`. */
  razorpayOrderId: string;
  amount: number;
  currency: string;
  /** True in the server's test sandbox: its stand-in widget is loaded instead of Razorpay's. */
  sandbox: boolean;
}

/** The order was created but its answer lacks what the widget needs (Razorpay's order id, amount, key). */
export class PaymentDetailsMissingError extends Error {
  override readonly name = 'PaymentDetailsMissingError';
  constructor() {
    super(messages.onlinePaymentDetailsMissing);
  }
}

function text(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * `POST /api/order/create` (bearer) with paymentMethod "online" → 201 `{order:{_id}, key,
 * payment:{id, amount (paise), currency}, sandbox}`; the pieces are then reserved for 15 minutes.
 * Rejects with an ApiError (409 piece gone, 5xx gateway unavailable) or PaymentDetailsMissingError.
 */
export async function createOnlineOrder(body: CheckoutRequest): Promise<OnlinePaymentStart> {
  const { order, key, payment, sandbox } = await apiRequestEnvelope<Partial<OnlineOrderResponse>>(
    '/order/create',
    { method: 'POST', body, unauthorizedNotice: messages.loginToCreateOrder },
  );
  const amount = payment?.amount;
  if (
    !text(order?._id) ||
    !text(key) ||
    !text(payment?.id) ||
    !text(payment.currency) ||
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount <= 0
  ) {
    throw new PaymentDetailsMissingError();
  }
  return {
    orderId: order._id,
    key,
    razorpayOrderId: payment.id,
    amount,
    currency: payment.currency,
    sandbox: sandbox === true,
  };
}
