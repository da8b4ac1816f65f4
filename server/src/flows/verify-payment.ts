/** The browser's payment verification, `POST /api/order/verify-payment` (ADR 0025). */
import { messages, type Order, paymentRefundedMessage } from '@shahi/contract';
import type { verifyPaymentSchema } from '@shahi/contract/schemas';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '#server/http/errors.ts';
import type { Session } from '#server/modules/auth/service.ts';
import { selectOrderLines, selectOrderOfUser } from '#server/modules/orders/repository.ts';
import { toOrder } from '#server/modules/orders/service.ts';
import { GatewayError, type GatewayPayment } from '#server/modules/payments/gateway.ts';
import { gatewayUnavailable, type PaymentDeps } from './steps/payment-deps.ts';
import { settlePayment } from './steps/settle-payment.ts';

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

/** What verifying did. */
export type VerifyOutcome =
  | { kind: 'paid'; order: Order }
  /** Authorized, not yet captured: the capture's webhook settles it. */
  | { kind: 'confirming'; order: Order };

/** The payment as the gateway knows it; 502 "Online payment is not available…" when unreachable. */
async function fetchPayment(deps: PaymentDeps, paymentId: string, orderId: string): Promise<GatewayPayment> {
  try {
    return await deps.gateway.fetchPayment(paymentId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, orderId, paymentId }, 'payment could not be fetched; order left pending');
    throw gatewayUnavailable();
  }
}

/**
 * Verifies and settles the payment the browser reports: the signature is HMAC-SHA256(key secret,
 * `<stored gateway order id>|<payment id>`), and only a `captured` payment of the order's amount
 * (PAISE) settles it. Resolves `paid` or `confirming`, order in rupees. Errors: 404 unknown or
 * another shopper's order; 400 anything else wrong (nothing changes); 409 paid too late, refunded;
 * 502 gateway unreachable or a needed refund failed.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  session: Session,
  input: VerifyPaymentInput,
): Promise<VerifyOutcome> {
  const row = await selectOrderOfUser(deps.db, input.orderId, session.user.userId);
  if (!row) throw notFound(messages.orderNotFound);
  const stored = row.gatewayOrderId;
  if (!stored || input.razorpay_order_id !== stored || !isGenuine(deps, stored, input)) {
    throw badRequest(messages.paymentVerificationFailed);
  }
  const paymentId = input.razorpay_payment_id;
  const settledByIt =
    row.gatewayPaymentId === paymentId && (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded');
  let amountPaise: number | undefined;
  if (!settledByIt) {
    const payment = await fetchPayment(deps, paymentId, row.id);
    const context = { orderId: row.id, paymentId, status: payment.status, amountPaise: payment.amount };
    if (payment.orderId !== stored || payment.amount !== row.amountPaise) {
      deps.log.warn(
        { ...context, gatewayOrderId: payment.orderId, orderAmountPaise: row.amountPaise },
        'payment does not match its order: not settled',
      );
      throw badRequest(messages.paymentVerificationFailed);
    }
    if (payment.status === 'authorized' || payment.status === 'created') {
      deps.log.info(context, 'payment not captured yet; the order waits for the webhook');
      return { kind: 'confirming', order: toOrder(row, await selectOrderLines(deps.db, row.id)) };
    }
    if (payment.status !== 'captured') {
      deps.log.warn(context, 'payment is not captured: not settled');
      throw badRequest(messages.paymentVerificationFailed);
    }
    amountPaise = payment.amount;
  }
  let outcome: Awaited<ReturnType<typeof settlePayment>>;
  try {
    outcome = await settlePayment(deps, { orderId: row.id, paymentId, amountPaise });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.error({ err: error, orderId: row.id }, 'refund of a late payment failed; the webhook retries');
    throw gatewayUnavailable();
  }
  if (outcome.kind === 'paid') return { kind: 'paid', order: outcome.order };
  if (outcome.kind === 'refunded') throw conflict(paymentRefundedMessage(outcome.goneTitle));
  if (outcome.kind === 'amount-mismatch') throw badRequest(messages.paymentVerificationFailed);
  throw notFound(messages.orderNotFound);
}
