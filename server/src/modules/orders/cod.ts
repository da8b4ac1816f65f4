/**
 * The rules of a cash-on-delivery order (ADR 0035): its confirmation window, the ceiling on its
 * total, the signed confirm link, and the short texts of its messages for the phone channels.
 * Money: orders hold paise; the ceiling is set in rupees.
 */
import { codCeilingMessage, formatIstDateTime, type Order, orderReference } from '@shahi/contract';
import { badRequest } from '#server/http/errors.ts';
import { issueCodConfirmToken } from './cod-token.ts';

/** The end of a new COD order's confirmation window: `confirmHours` (COD_CONFIRM_HOURS) after `placedAt`. */
export function codConfirmBy(settings: { confirmHours: number }, placedAt = new Date()): Date {
  return new Date(placedAt.getTime() + Math.round(settings.confirmHours * 3_600_000));
}

/**
 * Refuses a COD order whose final total (`amountPaise`, after any discount) is over the ceiling
 * `maxOrderRupees` (COD_MAX_ORDER_RUPEES): 400 COD_CEILING naming it and offering online payment.
 * No COD fee is ever added.
 */
export function assertCodCeiling(settings: { maxOrderRupees: number }, amountPaise: number): void {
  if (amountPaise > settings.maxOrderRupees * 100)
    throw badRequest(codCeilingMessage(settings.maxOrderRupees), 'COD_CEILING');
}

/**
 * The confirm page's absolute link for order `orderId` under `publicUrl`, its token signed with
 * `tokenKey` (the session tokens' key) in the query.
 */
export async function codConfirmUrl(
  settings: { publicUrl: string; tokenKey: Uint8Array },
  orderId: string,
  confirmBy: Date,
): Promise<string> {
  const token = await issueCodConfirmToken(orderId, confirmBy, settings.tokenKey);
  return `${settings.publicUrl}/order/${orderId}/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * Which COD message a short text is for: `awaiting` asks for confirmation by the order's deadline at
 * `confirmUrl` (its e-mail is the order confirmation itself, which carries the same link).
 */
export type CodShortMessage =
  | { kind: 'awaiting'; confirmUrl: string }
  | { kind: 'confirmed' }
  | { kind: 'lapsed' };

/** The short text of COD message `message` about `order` for the phone channels (`<shop>: order <ref> — …`). */
export function codShortText(shopName: string, order: Order, message: CodShortMessage): string {
  const by = order.confirmBy ? formatIstDateTime(order.confirmBy) : '';
  const body =
    message.kind === 'awaiting'
      ? `please confirm your cash-on-delivery order by ${by}: ${message.confirmUrl}`
      : message.kind === 'confirmed'
        ? 'confirmed, thank you. Keep the cash ready for the courier.'
        : 'not confirmed in time, so it is cancelled and the pieces are back on sale.';
  return `${shopName}: order ${orderReference(order._id)} — ${body}`;
}
