import { messages, type Order, type VerifyPaymentRequest } from '@shahi/contract';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';

/** What the server said about a payment: its message, and whether it is still being confirmed. */
export interface VerifyPaymentResult {
  message: string;
  /**
   * The payment is genuine but not captured yet (202, the order still pending): the order waits
   * for the gateway's confirmation, which settles it (docs/decisions/0019).
   */
  confirming: boolean;
}

/**
 * `POST /api/order/verify-payment` (bearer) with the widget's three `razorpay_…` fields and our
 * order id → the server's message, else "Payment verification failed" (400) as an ApiError.
 * Resolves with the text to show (the server's message or "Payment verified successfully!") and
 * `confirming` when the answer's order still waits for its payment (the server's 202).
 */
export async function verifyPayment(body: VerifyPaymentRequest): Promise<VerifyPaymentResult> {
  const envelope = await apiRequestEnvelope('/order/verify-payment', { method: 'POST', body });
  const order = envelope.data as Partial<Order> | undefined;
  const confirming = order?.payment?.status === 'pending';
  const fallback = confirming ? messages.paymentConfirming : messages.paymentVerified;
  return { message: envelope.message?.trim() ? envelope.message : fallback, confirming };
}
