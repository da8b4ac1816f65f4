/**
 * Razorpay's webhook route. No session: the signature over the raw body (kept by
 * http/json-parser.ts) is the authentication (ADR 0008).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentDeps } from '#server/flows/payment-deps.ts';
import { handlePaymentWebhook } from '#server/flows/payment-webhook.ts';
import { readWebhook } from '#server/modules/payments/service.ts';

export interface PaymentRoutesOptions {
  payments: PaymentDeps;
}

/**
 * `POST /payments/razorpay/webhook`: 400 when `x-razorpay-signature` is missing or wrong (nothing
 * recorded), 200 `{success:true}` once the event is recorded (a duplicate too), 502 when a needed
 * refund failed — Razorpay retries every non-2xx answer.
 */
export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, { payments }) => {
  app.post('/payments/razorpay/webhook', async (request) => {
    const event = readWebhook(payments.gateway, {
      rawBody: request.rawBody,
      signature: request.headers['x-razorpay-signature'],
      eventId: request.headers['x-razorpay-event-id'],
      body: request.body,
    });
    await handlePaymentWebhook(payments, event);
    return { success: true };
  });
};
