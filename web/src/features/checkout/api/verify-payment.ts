import { messages, type VerifyPaymentRequest } from '@shahi/contract';
import { apiRequestEnvelope } from '../../../lib/api-client.ts';

/**
 * `POST /api/order/verify-payment` (bearer) with the widget's three `razorpay_…` fields and our
 * order id → the server's message, else "Payment verification failed" (400) as an ApiError.
 * Resolves with the text to show: the server's message or "Payment verified successfully!".
 */
export async function verifyPayment(body: VerifyPaymentRequest): Promise<string> {
  const envelope = await apiRequestEnvelope('/order/verify-payment', { method: 'POST', body });
  return envelope.message?.trim() ? envelope.message : messages.paymentVerified;
}
