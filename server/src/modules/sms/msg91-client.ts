/**
 * A client of MSG91's Flow API (docs/decisions/0066-sign-in-by-mobile.md): `POST <api>/api/v5/flow`
 * with the `authkey` header and `{ template_id, sender?, short_url: '0', recipients: [{ mobiles:
 * '91XXXXXXXXXX', OTP: code }] }`; MSG91 answers `{ type: 'success', message: <request id> }` or
 * `{ type: 'error', message }`. The template is the DLT-approved one whose code variable is `##OTP##`.
 * Every call has a time limit; the auth key and the code never appear in an error. The local stand-in
 * (msg91-stand-in.ts) is reached through this same client.
 */
import type { Locale } from '@shahi/contract/i18n';
import { z } from 'zod';
import { type SmsProvider, SmsProviderError } from './provider.ts';

export interface Msg91Options {
  /** Origin of the API, e.g. `https://control.msg91.com`. */
  apiUrl: string;
  /** MSG91 → Authkey. */
  authKey: string;
  /** The MSG91 template id of the DLT-approved sign-in code template. */
  templateId: string;
  /** The 6-letter DLT header; absent: the template's own sender. */
  senderId?: string | undefined;
  /** Per-call limit in milliseconds (10 s by default). */
  timeoutMs?: number;
}

/** The name of the template's code variable (`##OTP##` in the template text). */
export const MSG91_CODE_VARIABLE = 'OTP';

/** MSG91's answer to a flow call. */
const flowAnswer = z.object({ type: z.string().max(20), message: z.string().max(2_000).optional() });

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REASON = 200;

/** `text` without the slashes it ends with. */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}

/** The shop's MSG91 provider; one per process. */
export class Msg91Client implements SmsProvider {
  private readonly endpoint: string;

  constructor(private readonly options: Msg91Options) {
    this.endpoint = `${withoutTrailingSlashes(options.apiUrl)}/api/v5/flow`;
  }

  /** Sends the template with `code` to `91<mobileNumber>`; resolves with MSG91's request id. */
  async sendOtp(mobileNumber: string, code: string, _locale: Locale): Promise<void> {
    await this.sendFlow(mobileNumber, { [MSG91_CODE_VARIABLE]: code });
  }

  /** One flow call to `91<mobileNumber>` with the template's `variables`; resolves with the request id. */
  async sendFlow(mobileNumber: string, variables: Record<string, string>): Promise<string> {
    const body = {
      template_id: this.options.templateId,
      ...(this.options.senderId ? { sender: this.options.senderId } : {}),
      short_url: '0',
      recipients: [{ mobiles: `91${mobileNumber}`, ...variables }],
    };
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          authkey: this.options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'could not be reached';
      throw new SmsProviderError(`MSG91 ${reason}`, true);
    }
    const parsed = flowAnswer.safeParse(await response.json().catch(() => undefined));
    const reason = parsed.success ? (parsed.data.message ?? '').slice(0, MAX_REASON) : '';
    if (!response.ok || !parsed.success || parsed.data.type !== 'success') {
      const retryable = response.status >= 500 || response.status === 429;
      throw new SmsProviderError(
        `MSG91 refused the SMS (HTTP ${response.status}${reason ? `: ${reason}` : ''})`,
        retryable,
      );
    }
    return reason;
  }
}
