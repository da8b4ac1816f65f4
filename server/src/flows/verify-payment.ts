/**
 * The browser's payment verification (issue 5 §3; spec §7 `POST /order/verify-payment`): the
 * caller's own order, the gateway's signature over OUR stored gateway order id, then the shared
 * settlement of ./settle-payment.ts.
 */
import { messages, type Order, paymentRefundedMessage } from '@shahi/contract';
import type { verifyPaymentSchema } from '@shahi/contract/schemas';
import type { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import type { Session } from '../modules/auth/service.ts';
import { selectOrderOfUser } from '../modules/orders/repository.ts';
import { GatewayError } from '../modules/payments/gateway.ts';
import { gatewayUnavailable, type PaymentDeps } from './payment-deps.ts';
import { settlePayment } from './settle-payment.ts';

export type VerifyPaymentInput = z.output<typeof verifyPaymentSchema>;

/** Signature check that never throws: a malformed signature is simply not genuine. */
function isGenuine(deps: PaymentDeps, gatewayOrderId: string, input: VerifyPaymentInput): boolean {
  try {
    return deps.gateway.verifyPaymentSignature(
      gatewayOrderId,
      input.razorpay_payment_id,
      input.razorpay_signature,
    );
  } catch {
    return false;
  }
}

/**
 * Verifies the payment the browser reports for `input.orderId` and settles it; resolves with the
 * paid order (rupees). Errors: 404 "Order not found" when the order is unknown or another
 * shopper's; 400 "Payment verification failed" when the order has no online payment, the
 * browser's razorpay_order_id is not ours, or the signature is not HMAC-SHA256(key secret,
 * `<stored gateway order id>|<payment id>`) — nothing changes then, the reservation stays until it
 * ends so the shopper can retry; 409 when the payment came too late and was refunded; 502 when
 * the gateway fails during a needed refund. Repeating a successful verification changes nothing
 * and resolves again with the order.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  session: Session,
  input: VerifyPaymentInput,
): Promise<Order> {
  const row = await selectOrderOfUser(deps.db, input.orderId, session.user.userId);
  if (!row) throw new HttpError(404, messages.orderNotFound);
  const stored = row.gatewayOrderId;
  if (!stored || input.razorpay_order_id !== stored || !isGenuine(deps, stored, input)) {
    throw new HttpError(400, messages.paymentVerificationFailed);
  }
  let outcome: Awaited<ReturnType<typeof settlePayment>>;
  try {
    outcome = await settlePayment(deps, { orderId: row.id, paymentId: input.razorpay_payment_id });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, orderId: row.id }, 'refund of a late payment failed; the webhook retries');
    throw gatewayUnavailable();
  }
  if (outcome.kind === 'paid') return outcome.order;
  if (outcome.kind === 'refunded') throw new HttpError(409, paymentRefundedMessage(outcome.goneTitle));
  throw new HttpError(404, messages.orderNotFound);
}
