/**
 * The payment gateway as the shop needs it (docs/decisions/0008-online-payment.md, with its "Razorpay
 * facts relied on"), amounts in integer paise. Two implementations: Razorpay through the official
 * SDK (keys set) and the test sandbox (docs/decisions/0019-payment-sandbox.md).
 */

/** A gateway order (Razorpay `order_…`); `amount` in paise. */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: 'INR';
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

/** A gateway payment (Razorpay `pay_…`); `amount` in paise. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: 'INR';
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/** A refund (Razorpay `rfnd_…`); `amount` in paise. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: string;
}

/** Raised when the gateway cannot be reached or refuses a call; `message` is safe to log. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code = 'GATEWAY_ERROR',
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  /** 'razorpay' with keys set; 'sandbox' otherwise (shown as "Test mode"). */
  readonly mode: 'razorpay' | 'sandbox';
  /** The key id the browser widget is opened with (`key` option of Checkout). */
  readonly keyId: string;
  /** Creates a gateway order of `amountPaise`; `receipt` and `notes.orderId` hold our order id. */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /**
   * Whether `signature` is hex HMAC-SHA256(key secret, `${gatewayOrderId}|${paymentId}`), in constant
   * time. `gatewayOrderId` must be the one stored on our side, never the browser's.
   */
  verifyPaymentSignature(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** Whether `signature` is hex HMAC-SHA256(webhook secret, raw body), compared in constant time. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /** The payment `paymentId` (checked before settling, ADR 0025). Throws GatewayError when it fails. */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /** Refunds `amountPaise` of `paymentId`. Throws GatewayError when the gateway refuses. */
  refund(paymentId: string, amountPaise: number): Promise<GatewayRefund>;
}
