/**
 * The test-sandbox PaymentGateway (ADR 0019): the Razorpay gateway's contract, checks and mappings,
 * served in-process by a RazorpayEmulator, with no keys and no network.
 */
import { RazorpayApiError, type RazorpayEmulator } from './emulator.ts';
import { GatewayError, type PaymentGateway } from './gateway.ts';
import {
  assertOrderInput,
  assertPaise,
  assertPaymentId,
  toGatewayError,
  toGatewayOrder,
  toGatewayPayment,
  toGatewayRefund,
} from './razorpay-gateway.ts';
import { hmacSha256Hex, signaturesMatch } from './signatures.ts';

/** The key id the sandbox widget is opened with; Razorpay test keys start `rzp_test_`. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export interface SandboxGatewayOptions {
  emulator: RazorpayEmulator;
  /** The secret the emulator signs Checkout answers with. */
  keySecret: string;
  /** The secret the emulator signs webhooks with. */
  webhookSecret: string;
}

/** Runs `work` against the emulator, turning its Razorpay-shaped refusals into GatewayErrors. */
function emulated<T>(name: string, work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (thrown) {
    if (thrown instanceof GatewayError) return Promise.reject(thrown);
    const refusal =
      thrown instanceof RazorpayApiError ? { statusCode: thrown.status, error: thrown.error } : thrown;
    return Promise.reject(toGatewayError(refusal, name));
  }
}

/** The sandbox gateway (mode 'sandbox', key id `rzp_test_sandbox`); see PaymentGateway for each call. */
export function createSandboxGateway({
  emulator,
  keySecret,
  webhookSecret,
}: SandboxGatewayOptions): PaymentGateway {
  return {
    mode: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    createOrder(input) {
      return emulated('createOrder', () => {
        assertOrderInput(input);
        const body = {
          amount: input.amountPaise,
          currency: 'INR',
          receipt: input.receipt,
          notes: input.notes,
        };
        return toGatewayOrder(emulator.createOrder(body));
      });
    },
    verifyPaymentSignature(gatewayOrderId, paymentId, signature) {
      return signaturesMatch(hmacSha256Hex(keySecret, `${gatewayOrderId}|${paymentId}`), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return signaturesMatch(hmacSha256Hex(webhookSecret, rawBody), signature);
    },
    fetchPayment(paymentId) {
      return emulated('fetchPayment', () => {
        assertPaymentId(paymentId, 'fetchPayment');
        return toGatewayPayment(emulator.fetchPayment(paymentId));
      });
    },
    refund(paymentId, amountPaise) {
      return emulated('refund', () => {
        assertPaymentId(paymentId, 'refund');
        assertPaise(amountPaise, 'refund');
        return toGatewayRefund(emulator.refund(paymentId, { amount: amountPaise }));
      });
    },
  };
}
