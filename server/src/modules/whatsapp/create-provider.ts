/**
 * Chooses the WhatsApp channel from the environment (ADR 0067), as shipping chooses its courier:
 * the Cloud API with the four WHATSAPP_* settings (`live`); else, with WHATSAPP_SANDBOX on, the local
 * stand-in started here with settings made up for this run and reached by the same client (`test`;
 * config/env.ts refuses it in production and beside real settings); else none (`off`: no message is
 * queued).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createCloudApiClient } from './cloud-api-client.ts';
import { WhatsappStandIn } from './cloud-api-stand-in.ts';
import type { WhatsappProvider } from './provider.ts';

/** The settings that choose the channel (the environment variables of these names). */
export interface WhatsappEnv {
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_APP_SECRET?: string | undefined;
  WHATSAPP_VERIFY_TOKEN?: string | undefined;
  WHATSAPP_API_URL: string;
  WHATSAPP_SANDBOX: boolean;
}

/** How order updates go on WhatsApp: the Cloud API, its local stand-in, or not at all. */
export type WhatsappMode = 'live' | 'test' | 'off';

/**
 * The mode and what it needs: the provider, the app secret webhooks are signed with and the verify
 * token of Meta's subscription handshake (all absent when `off`), and in `test` the running stand-in.
 */
export interface WhatsappSetup {
  mode: WhatsappMode;
  provider?: WhatsappProvider;
  appSecret?: string;
  verifyToken?: string;
  standIn?: WhatsappStandIn;
}

/** The mode of `env`, as `createWhatsappProvider` sets it up. */
export function whatsappModeOf(env: WhatsappEnv): WhatsappMode {
  const { WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = env;
  if (WHATSAPP_ACCESS_TOKEN && WHATSAPP_PHONE_NUMBER_ID && WHATSAPP_APP_SECRET && WHATSAPP_VERIFY_TOKEN) {
    return 'live';
  }
  return env.WHATSAPP_SANDBOX ? 'test' : 'off';
}

/** The setup of `whatsappModeOf(env)`; the stand-in listens on 127.0.0.1 at a free port. */
export async function createWhatsappProvider(env: WhatsappEnv): Promise<WhatsappSetup> {
  const mode = whatsappModeOf(env);
  if (mode === 'off') return { mode };
  if (
    mode === 'live' &&
    env.WHATSAPP_ACCESS_TOKEN &&
    env.WHATSAPP_PHONE_NUMBER_ID &&
    env.WHATSAPP_APP_SECRET &&
    env.WHATSAPP_VERIFY_TOKEN
  ) {
    return {
      mode,
      provider: createCloudApiClient({
        apiUrl: env.WHATSAPP_API_URL,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
        accessToken: env.WHATSAPP_ACCESS_TOKEN,
      }),
      appSecret: env.WHATSAPP_APP_SECRET,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN,
    };
  }
  const settings = {
    accessToken: randomBytes(32).toString('base64url'),
    phoneNumberId: String(100_000_000_000_000 + randomInt(1_000_000_000)),
    appSecret: randomBytes(16).toString('hex'),
    verifyToken: randomBytes(18).toString('base64url'),
  };
  const standIn = await WhatsappStandIn.start(settings);
  return {
    mode: 'test',
    provider: createCloudApiClient({
      apiUrl: standIn.apiUrl,
      phoneNumberId: settings.phoneNumberId,
      accessToken: settings.accessToken,
    }),
    appSecret: settings.appSecret,
    verifyToken: settings.verifyToken,
    standIn,
  };
}
