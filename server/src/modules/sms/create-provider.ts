/**
 * Chooses the SMS provider from the environment (docs/decisions/0066-sign-in-by-mobile.md), as
 * shipping chooses Shiprocket: MSG91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (`live`); else, with
 * SMS_SANDBOX on, the local MSG91 stand-in started here and reached by the same client (`test`; never
 * in production, config/env.ts refuses it), whose messages land in `notification_outbox`; else none
 * (`off`: sign-in by mobile number is off, send-code answers 503 and the storefront hides it).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { insertStubMessage } from '#server/notify/repository.ts';
import { Msg91Client } from './msg91-client.ts';
import { Msg91StandIn } from './msg91-stand-in.ts';
import type { SmsProvider } from './provider.ts';

/** The settings that choose the provider (the environment variables of these names). */
export interface SmsEnv {
  MSG91_AUTH_KEY?: string | undefined;
  MSG91_TEMPLATE_ID?: string | undefined;
  MSG91_SENDER_ID?: string | undefined;
  MSG91_API_URL: string;
  SMS_SANDBOX: boolean;
}

/** How sign-in codes go out: MSG91 (`live`), its local stand-in (`test`), or not at all (`off`). */
export type SmsMode = 'live' | 'test' | 'off';

/** The SMS mode and its provider (absent when `off`); in `test` the running stand-in. */
export interface SmsSetup {
  mode: SmsMode;
  provider?: SmsProvider;
  standIn?: Msg91StandIn;
}

/** The `notification_outbox` provider name of the stand-in's messages. */
export const STAND_IN_OUTBOX_PROVIDER = 'msg91-stand-in';
/** The `notification_outbox` kind of a sign-in code. */
export const SIGN_IN_CODE_KIND = 'sign-in-code';
/** The template id the stand-in is started with. */
const STAND_IN_TEMPLATE_ID = 'standinsignincode';

/** The SMS mode of `env`, as `createSmsProvider` would set it up. */
export function smsModeOf(env: SmsEnv): SmsMode {
  if (env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID) return 'live';
  return env.SMS_SANDBOX ? 'test' : 'off';
}

/**
 * The setup of `smsModeOf(env)`: the MSG91 client; or the stand-in on 127.0.0.1 with an auth key made
 * up for this run, writing each SMS into `notification_outbox` (channel `sms`, kind `sign-in-code`,
 * status `stub-not-sent`) through `db`; or none.
 */
export async function createSmsProvider(env: SmsEnv, { db }: { db: Database }): Promise<SmsSetup> {
  const mode = smsModeOf(env);
  if (mode === 'live' && env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID) {
    return {
      mode,
      provider: new Msg91Client({
        apiUrl: env.MSG91_API_URL,
        authKey: env.MSG91_AUTH_KEY,
        templateId: env.MSG91_TEMPLATE_ID,
        senderId: env.MSG91_SENDER_ID,
      }),
    };
  }
  if (mode === 'off') return { mode };
  const authKey = randomBytes(18).toString('base64url');
  const standIn = await Msg91StandIn.start({
    authKey,
    templateId: STAND_IN_TEMPLATE_ID,
    onMessage: (sms) =>
      insertStubMessage(db, {
        channel: 'sms',
        provider: STAND_IN_OUTBOX_PROVIDER,
        kind: SIGN_IN_CODE_KIND,
        phone: sms.mobileNumber,
        body: sms.text,
      }),
  });
  return {
    mode,
    provider: new Msg91Client({ apiUrl: standIn.url, authKey, templateId: STAND_IN_TEMPLATE_ID }),
    standIn,
  };
}
