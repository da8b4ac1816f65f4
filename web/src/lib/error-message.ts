import { ApiError } from './api-client.ts';

/**
 * The text a failed call shows (docs/product.md#validation-and-messages): the server's own message,
 * else `fallback`. When no answer came (network, timeout, unreadable reply) it is `thrown` if the
 * form has such wording (e.g. "Verification failed. Please try again later."), else the client's
 * network wording.
 */
export function failureMessage(error: unknown, fallback: string, thrown?: string): string {
  if (!(error instanceof ApiError)) return thrown ?? fallback;
  if (error.status === 0) return thrown ?? error.message;
  return error.fromServer ? error.message : fallback;
}
