/**
 * Refunding a captured payment in full, once (ADR 0008): a retry after a refund that did go through
 * is no error; or a part of it, for a claim after delivery (ADR 0057).
 */
import type { PaymentGateway } from './gateway.ts';

/**
 * Refunds `amountPaise` of payment `paymentId` through `gateway`: resolves with the refund id, or
 * null when an earlier attempt had refunded it (the gateway reports the payment refunded). Rejects
 * with the gateway's error otherwise.
 */
export async function refundInFull(
  gateway: PaymentGateway,
  paymentId: string,
  amountPaise: number,
): Promise<string | null> {
  try {
    return (await gateway.refund(paymentId, amountPaise)).id;
  } catch (error) {
    const payment = await gateway.fetchPayment(paymentId).catch(() => undefined);
    if (payment?.status === 'refunded') return null;
    throw error;
  }
}

/**
 * Refunds `amountPaise` of payment `paymentId` (of `paymentPaise` in all) through `gateway`, once:
 * the whole payment through `refundInFull` (a retry after a refund that went through is no error);
 * a part (Razorpay allows several partial refunds up to the payment) as one refund call. Resolves
 * with the refund id, or null when an earlier attempt had refunded the whole payment. Rejects with
 * the gateway's error (a GatewayError when it refused) otherwise; throws on an amount outside
 * 1 … `paymentPaise`.
 */
export async function refundPart(
  gateway: PaymentGateway,
  paymentId: string,
  amountPaise: number,
  paymentPaise: number,
): Promise<string | null> {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > paymentPaise) {
    throw new Error(`refund of ${amountPaise} paise outside 1…${paymentPaise}`);
  }
  if (amountPaise === paymentPaise) return refundInFull(gateway, paymentId, amountPaise);
  return (await gateway.refund(paymentId, amountPaise)).id;
}
