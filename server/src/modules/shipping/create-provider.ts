/**
 * Chooses the shipping provider from the environment (ADR 0061), as payments choose their gateway:
 * Shiprocket with SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD (`live`); else, with SHIPPING_SANDBOX on,
 * the local stand-in started here and reached by the same client and provider (`test`; never in
 * production, config/env.ts refuses it); else none (`manual`: the owner books parcels by hand and
 * types the tracking number, as before).
 */
import { randomBytes } from 'node:crypto';
import type { ShippingProvider } from './provider.ts';
import { ShiprocketClient } from './shiprocket-client.ts';
import { createShiprocketProvider } from './shiprocket-provider.ts';
import { ShiprocketStandIn } from './shiprocket-stand-in.ts';

/** The settings that choose the provider (the environment variables of these names). */
export interface ShippingEnv {
  SHIPROCKET_EMAIL?: string | undefined;
  SHIPROCKET_PASSWORD?: string | undefined;
  SHIPROCKET_PICKUP_LOCATION?: string | undefined;
  SHIPROCKET_WEBHOOK_TOKEN?: string | undefined;
  SHIPROCKET_API_URL: string;
  SHIPPING_SANDBOX: boolean;
}

/** How parcels are booked: Shiprocket (`live`), its local stand-in (`test`), or by hand (`manual`). */
export type ShippingMode = 'live' | 'test' | 'manual';

/**
 * The shipping mode and what it needs: the provider (absent in `manual`), the token the tracking
 * webhook must carry in `x-api-key` (absent when none is set: webhooks are then refused), and in
 * `test` the running stand-in (its control API and `onWebhook`).
 */
export interface ShippingSetup {
  mode: ShippingMode;
  provider?: ShippingProvider;
  webhookToken?: string;
  standIn?: ShiprocketStandIn;
}

/** The pickup nickname the stand-in knows, as a Shiprocket account's first pickup address is often named. */
export const STAND_IN_PICKUP_LOCATION = 'Primary';

export interface CreateShippingOptions {
  /** The workshop's PIN code, read when needed (the seller settings' PIN code). */
  pickupPin: () => Promise<string>;
  log?: { warn(details: object, message: string): void; warn(message: string): void };
}

/** The shipping mode of `env`, as `createShippingProvider` would set it up. */
export function shippingModeOf(env: ShippingEnv): ShippingMode {
  if (env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD) return 'live';
  return env.SHIPPING_SANDBOX ? 'test' : 'manual';
}

/**
 * The setup of `shippingModeOf(env)`: Shiprocket (warning when SHIPROCKET_WEBHOOK_TOKEN is missing),
 * the stand-in started on 127.0.0.1 with credentials and a webhook token made up for this run, or
 * none. config/env.ts has already required SHIPROCKET_PICKUP_LOCATION with the credentials.
 */
export async function createShippingProvider(
  env: ShippingEnv,
  { pickupPin, log }: CreateShippingOptions,
): Promise<ShippingSetup> {
  const warn = (details: object, message: string) => log?.warn(details, message);
  const mode = shippingModeOf(env);
  if (mode === 'live' && env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD) {
    if (!env.SHIPROCKET_WEBHOOK_TOKEN) {
      log?.warn('SHIPROCKET_WEBHOOK_TOKEN is not set: Shiprocket tracking webhooks will be refused');
    }
    const client = new ShiprocketClient({
      apiUrl: env.SHIPROCKET_API_URL,
      email: env.SHIPROCKET_EMAIL,
      password: env.SHIPROCKET_PASSWORD,
    });
    return {
      mode,
      provider: createShiprocketProvider({
        client,
        pickupLocation: env.SHIPROCKET_PICKUP_LOCATION ?? STAND_IN_PICKUP_LOCATION,
        pickupPin,
        log: { warn },
      }),
      ...(env.SHIPROCKET_WEBHOOK_TOKEN ? { webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN } : {}),
    };
  }
  if (mode === 'manual') return { mode };
  const email = 'api-user@stand-in.shiprocket.test';
  const password = randomBytes(18).toString('base64url');
  const standIn = await ShiprocketStandIn.start({
    email,
    password,
    pickupLocation: STAND_IN_PICKUP_LOCATION,
  });
  const client = new ShiprocketClient({ apiUrl: standIn.url, email, password });
  return {
    mode,
    provider: createShiprocketProvider({
      client,
      pickupLocation: STAND_IN_PICKUP_LOCATION,
      pickupPin,
      log: { warn },
    }),
    webhookToken: randomBytes(24).toString('base64url'),
    standIn,
  };
}
