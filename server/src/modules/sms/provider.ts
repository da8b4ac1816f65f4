/**
 * The SMS provider the shop sends sign-in codes through (docs/decisions/0066-sign-in-by-mobile.md):
 * the shop draws, hashes and checks each code itself; the provider only delivers the text of the
 * one DLT-approved template with the code in it.
 */
import type { Locale } from '@shahi/contract/i18n';

/** Delivers sign-in codes by SMS. */
export interface SmsProvider {
  /**
   * Sends `code` (6 digits) to the Indian mobile `mobileNumber` (10 digits, no +91). `locale` is the
   * shopper's language; the text is the one DLT template's, which fixes its wording. Rejects with an
   * SmsProviderError when the provider refuses or cannot be reached.
   */
  sendOtp(mobileNumber: string, code: string, locale: Locale): Promise<void>;
}

/** A refusal or failure of the SMS provider; `message` is for the log (never holds the auth key or the code). */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    /** True when trying again later may succeed (time-out, 5xx, connection refused). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}
