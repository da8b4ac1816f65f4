/**
 * The order updates the shop sends on WhatsApp (ADR 0067) and their approved templates' body
 * parameters, in order. The wording lives in the templates approved at Meta, one per language
 * (en, hi, pa; docs/operations.md lists their exact text); the shop fills in only names, numbers,
 * amounts in rupees, dates in India time and links.
 */
import { formatRupees, orderReference } from '@shahi/contract';
import { LOCALE_TAGS, type Locale, localizePath } from '@shahi/contract/i18n';

/** What an update says; the template of the same name is sent. */
export const orderUpdateKinds = ['order_placed', 'cod_confirm', 'shipped', 'delivered'] as const;
export type OrderUpdateKind = (typeof orderUpdateKinds)[number];

/** The order facts an update names: its id and amount (rupees, after any discount). */
export interface OrderFacts {
  _id: string;
  payment: { amount: number };
}

/** One update: its kind and what its template's parameters need. */
export type OrderUpdate =
  | { kind: 'order_placed'; order: OrderFacts }
  /** `confirmUrl`: the signed COD confirm link; `confirmBy`: its deadline. */
  | { kind: 'cod_confirm'; order: OrderFacts; confirmUrl: string; confirmBy: Date }
  | { kind: 'shipped'; order: OrderFacts; courierName: string; trackingNumber: string }
  | { kind: 'delivered'; order: OrderFacts };

/** Longest text Meta takes in one body parameter is far longer; the shop keeps each short. */
const MAX_PARAMETER_LENGTH = 200;

/** Meta refuses a parameter with a newline, a tab or more than four spaces in a row. */
const oneLine = (text: string) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, MAX_PARAMETER_LENGTH) || '-';

/** `url` in the shopper's language when it is one of the shop's own pages (`/hi/…`, `/pa/…`). */
function localizedLink(url: string, publicUrl: string, locale: Locale): string {
  if (!url.startsWith(`${publicUrl}/`)) return url;
  return `${publicUrl}${localizePath(locale, url.slice(publicUrl.length))}`;
}

/** A date and time in India time, in the shopper's language (e.g. "3 Dec 2026, 6:30 pm"). */
function indiaDateTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

/**
 * The body parameters of `update` for a shopper called `firstName` reading `locale`:
 * - order_placed: name, order number, amount, My Orders link;
 * - cod_confirm: name, order number, amount, confirm link, confirm-by time;
 * - shipped: name, order number, courier, tracking number, My Orders link;
 * - delivered: name, order number, My Orders link.
 */
export function templateParameters(
  update: OrderUpdate,
  context: { firstName: string; locale: Locale; publicUrl: string },
): string[] {
  const { firstName, locale, publicUrl } = context;
  const reference = orderReference(update.order._id);
  const ordersUrl = `${publicUrl}${localizePath(locale, '/my-orders')}`;
  const amount = formatRupees(update.order.payment.amount);
  const name = firstName.trim() || 'there';
  switch (update.kind) {
    case 'order_placed':
      return [name, reference, amount, ordersUrl].map(oneLine);
    case 'cod_confirm':
      return [
        name,
        reference,
        amount,
        localizedLink(update.confirmUrl, publicUrl, locale),
        indiaDateTime(update.confirmBy, locale),
      ].map(oneLine);
    case 'shipped':
      return [name, reference, update.courierName, update.trackingNumber, ordersUrl].map(oneLine);
    case 'delivered':
      return [name, reference, ordersUrl].map(oneLine);
  }
}
