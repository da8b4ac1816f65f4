/**
 * What the shop asks of a WhatsApp provider (ADR 0067): send one approved template message. The
 * Cloud API client (./cloud-api-client.ts) answers it, against Meta's Graph API or the local stand-in.
 */

/** The template languages the shop sends in: the shopper's locale, as Meta names them. */
export type TemplateLanguage = 'en' | 'hi' | 'pa';

/** One template message: the recipient as `91XXXXXXXXXX`, the approved template, its body parameters in order. */
export interface TemplateMessage {
  to: string;
  template: string;
  language: TemplateLanguage;
  parameters: readonly string[];
}

/** Sends template messages; resolves with the provider's message id (`wamid.…`). */
export interface WhatsappProvider {
  sendTemplate(message: TemplateMessage): Promise<{ messageId: string }>;
}

/**
 * A send the provider refused or could not take. `retryable` false for a refusal no retry can mend
 * (bad number, template not approved, token refused); the delivery job still counts it an attempt.
 */
export class WhatsappSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WhatsappSendError';
  }
}
