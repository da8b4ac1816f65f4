/**
 * Chooses the payment gateway from the environment (ARCHITECTURE §1 "payments"): Razorpay when
 * RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, otherwise the test sandbox over a fresh
 * emulator with secrets made up for this run. The sandbox is never built when keys are set.
 */
import type { Env } from '../../env.ts';
import { RazorpayEmulator, randomSecret } from './emulator.ts';
import type { PaymentGateway } from './gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

export type GatewayEnv = Pick<
  Env,
  'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'RAZORPAY_API_URL'
>;

/** What the sandbox routes need to play Checkout and send webhooks; absent with real keys. */
export interface SandboxControls {
  emulator: RazorpayEmulator;
  webhookSecret: string;
}

export interface GatewaySetup {
  gateway: PaymentGateway;
  sandbox?: SandboxControls;
}

/**
 * `{ gateway }` over Razorpay when both keys are set (webhooks verify only with
 * RAZORPAY_WEBHOOK_SECRET: `log.warn` says so when it is missing), else `{ gateway, sandbox }`.
 */
export function createPaymentGateway(env: GatewayEnv, log?: { warn(message: string): void }): GatewaySetup {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) {
    if (!env.RAZORPAY_WEBHOOK_SECRET) {
      log?.warn('RAZORPAY_WEBHOOK_SECRET is not set: Razorpay webhooks will be refused');
    }
    const gateway = createRazorpayGateway({
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    });
    return { gateway };
  }
  const keySecret = randomSecret();
  const webhookSecret = randomSecret();
  const emulator = new RazorpayEmulator({ keySecret, webhookSecret });
  return {
    gateway: createSandboxGateway({ emulator, keySecret, webhookSecret }),
    sandbox: { emulator, webhookSecret },
  };
}
