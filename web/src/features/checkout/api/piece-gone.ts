import { shopperCapCodes } from '@shahi/contract';
import { ApiError } from '#web/lib/api-client.ts';

const capCodes: ReadonlySet<string> = new Set(Object.values(shopperCapCodes));

/**
 * True when a failed checkout says a piece went to someone else: a 409 other than the refusals
 * over a per-shopper cap (their `code`s in `shopperCapCodes`, ADR 0021), which change no piece.
 */
export function isPieceGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && !capCodes.has(error.code);
}
