import { ApiError } from './api-client.ts';
import { translateMessage } from './i18n.ts';

/**
 * The text a failed call shows (docs/product.md#validation-and-messages), in the page's language:
 * the server's own message (translated by the API client), else `fallback`. When no answer came
 * (network, timeout, unreadable reply) it is `thrown` if the form has such wording (e.g.
 * "Verification failed. Please try again later."), else the client's network wording. A
 * contract message passed in English as `fallback` or `thrown` is translated here too
 * (translateMessage); any other text is shown as given.
 */
export function failureMessage(error: unknown, fallback: string, thrown?: string): string {
  const shown = (text: string) => translateMessage(text);
  if (!(error instanceof ApiError)) return shown(thrown ?? fallback);
  if (error.status === 0) return shown(thrown ?? error.message);
  return shown(error.fromServer ? error.message : fallback);
}
