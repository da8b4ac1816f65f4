/** Refunding a captured payment in full, once (ADR 0008): a retry after a refund that did go through is no error. */
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
