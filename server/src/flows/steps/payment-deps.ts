/** What the online-payment flows need (ADR 0008), and the errors they share. */
import { messages } from '@shahi/contract';
import type { Database } from '#server/db/client.ts';
import { badGateway } from '#server/http/errors.ts';
import type { PaymentGateway } from '#server/modules/payments/gateway.ts';
import type { CheckoutDeps } from './checkout-deps.ts';

/** What a logger must offer the payment flows (pino's and Fastify's do). */
export interface FlowLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The checkout's dependencies plus the gateway, a Drizzle instance over the same pool, and a log. */
export interface PaymentDeps extends CheckoutDeps {
  db: Database;
  gateway: PaymentGateway;
  /** Where the flows report what the shopper is not told (gateway failures, refunds). */
  log: FlowLog;
}

/** 502 "Online payment is not available right now…": the gateway failed; retry or choose COD. */
export const gatewayUnavailable = () =>
  badGateway(messages.paymentGatewayUnavailable, 'PAYMENT_GATEWAY_UNAVAILABLE');
