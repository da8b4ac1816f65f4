/** Razorpay's webhook; its signature over the raw body is the authentication (ADR 0008). */
import type { FastifyPluginAsync } from 'fastify';
import { handlePaymentWebhook } from '#server/flows/payment-webhook.ts';
import type { PaymentDeps } from '#server/flows/steps/payment-deps.ts';
import { readWebhook } from '#server/modules/payments/service.ts';

export interface PaymentRoutesOptions {
  payments: PaymentDeps;
}

/**
 * `POST /payments/razorpay/webhook`: 400 on a missing or wrong signature, 200 once recorded (a
 * duplicate too), 502 when a needed refund failed; Razorpay retries every non-2xx answer.
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
