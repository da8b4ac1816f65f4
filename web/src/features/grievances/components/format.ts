const indiaTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO time as "28 Nov 2026, 3:05 pm IST" (India time, as the grievance mails show it). */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${indiaTime.format(date)} IST`;
}

/** The short order reference the mails use: the id's first 8 characters, upper-case. */
export function orderReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
