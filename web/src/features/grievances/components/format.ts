import { formatIstDateTime } from '@shahi/contract';

/** An ISO time as "28 Nov 2026, 3:05 pm IST" (India time, as the grievance mails show it); '—' if invalid. */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatIstDateTime(date);
}

/** The short order reference the mails use: the id's first 8 characters, upper-case. */
export function orderReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
