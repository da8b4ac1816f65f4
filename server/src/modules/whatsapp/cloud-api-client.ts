/**
 * The WhatsApp Cloud API client (ADR 0067): `POST {apiUrl}/{phone-number-id}/messages` with the
 * permanent token as `Authorization: Bearer`, a `template` message, answered `{ messages: [{ id }] }`
 * (Meta's "Send message templates" reference). The same code reaches Meta and the local stand-in.
 * 15 s per call; the token never appears in an error.
 */
import { z } from 'zod';
import { type TemplateMessage, type WhatsappProvider, WhatsappSendError } from './provider.ts';

export interface CloudApiOptions {
  /** The Graph API's versioned base, e.g. `https://graph.facebook.com/v21.0` (no trailing slash needed). */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Milliseconds per call (default 15 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const acceptedSchema = z.object({
  messages: z.array(z.object({ id: z.string().min(1).max(200) })).min(1),
});

const errorSchema = z.object({
  error: z.object({ message: z.string().max(2_000).optional(), code: z.number().optional() }),
});

/** Graph API error codes a retry may mend: rate limits, temporary and unknown errors. */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/** The Cloud API's body for `message` (Meta: messaging_product, to, type template, body parameters). */
export function templateBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components:
        message.parameters.length > 0
          ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
          : [],
    },
  };
}

/** A provider on the Cloud API at `options.apiUrl`. */
export function createCloudApiClient(options: CloudApiOptions): WhatsappProvider {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl.slice(0, -1) : options.apiUrl;
  const url = `${base}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const doFetch = options.fetch ?? fetch;
  return {
    async sendTemplate(message) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.accessToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(templateBody(message)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new WhatsappSendError(`WhatsApp Cloud API unreachable: ${(error as Error).message}`, true);
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      if (!response.ok) {
        const error = errorSchema.safeParse(body);
        const code = error.success ? error.data.error.code : undefined;
        const reason = error.success ? (error.data.error.message ?? '') : text.slice(0, 200);
        const retryable =
          response.status >= 500 ||
          response.status === 429 ||
          (code !== undefined && RETRYABLE_CODES.has(code));
        throw new WhatsappSendError(
          `WhatsApp Cloud API answered ${response.status}${code === undefined ? '' : ` (code ${code})`}: ${reason}`.slice(
            0,
            300,
          ),
          retryable,
          response.status,
        );
      }
      const accepted = acceptedSchema.safeParse(body);
      if (!accepted.success) {
        throw new WhatsappSendError(
          'WhatsApp Cloud API answered without a message id',
          true,
          response.status,
        );
      }
      return { messageId: accepted.data.messages[0]?.id ?? '' };
    },
  };
}
