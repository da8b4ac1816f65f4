/**
 * Chooses the payment gateway from the environment (ADR 0019): Razorpay with RAZORPAY_KEY_ID and
 * RAZORPAY_KEY_SECRET, else the test sandbox when PAYMENT_SANDBOX is on, else none (cash on delivery only).
 */
import type { PaymentMode } from '@shahi/contract';
import { RazorpayEmulator, randomSecret } from './emulator.ts';
import type { PaymentGateway } from './gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

/** The settings that choose the gateway (the environment variables of these names). */
export interface GatewayEnv {
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  RAZORPAY_API_URL: string;
  PAYMENT_SANDBOX: boolean;
}

/** What the sandbox routes need to play Checkout and send webhooks; absent with real keys. */
export interface SandboxControls {
  emulator: RazorpayEmulator;
  webhookSecret: string;
}

/** The gateway of each payment mode: Razorpay (`live`), the sandbox (`test`), none (`off`). */
export type GatewaySetup =
  | { mode: 'live'; gateway: PaymentGateway; sandbox?: undefined }
  | { mode: 'test'; gateway: PaymentGateway; sandbox: SandboxControls }
  | { mode: 'off'; gateway?: undefined; sandbox?: undefined };

/** The payment mode of `env` (`live`, `test`, `off`); the storefront gets it in `window.__SHOP_CONFIG__`. */
export function paymentModeOf(env: GatewayEnv): PaymentMode {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) return 'live';
  return env.PAYMENT_SANDBOX ? 'test' : 'off';
}

/**
 * The gateway of `paymentModeOf(env)`: Razorpay (with a `log.warn` when RAZORPAY_WEBHOOK_SECRET is
 * missing), the sandbox over a fresh emulator with secrets made up for this run, or none.
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
    return { mode: 'live', gateway };
  }
  if (!env.PAYMENT_SANDBOX) return { mode: 'off' };
  const keySecret = randomSecret();
  const webhookSecret = randomSecret();
  const emulator = new RazorpayEmulator({ keySecret, webhookSecret });
  return {
    mode: 'test',
    gateway: createSandboxGateway({ emulator, keySecret, webhookSecret }),
    sandbox: { emulator, webhookSecret },
  };
}
