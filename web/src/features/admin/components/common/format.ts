import { formatIndiaDateTime, formatRupees, paiseToRupees } from '@shahi/contract';

/** An ISO time as "21 Nov 2026, 3:05 pm" in India time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatIndiaDateTime(date);
}

/** Paise as `₹1,23,456.00`. */
export function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}

/** The short order reference the mails use: the id's first 8 characters, upper-case. */
export function orderReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** "shipped" → "Shipped", "payment_paid" → "Payment paid". */
export function humanise(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : '';
}
