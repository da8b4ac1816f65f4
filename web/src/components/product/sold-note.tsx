import { INDIA_TIME_ZONE } from '@shahi/contract';

/** "November 2026": the month a piece sold, in India's time zone (the shop's), from an ISO time. */
export function soldMonth(soldAt: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(soldAt));
}

/** The /sold archive's line under a card's price: "Sold in November 2026" (ADR 0037). */
export function SoldNote({ soldAt, className = '' }: { soldAt: string; className?: string }) {
  return (
    <p className={`mt-1 text-sm text-ink-muted ${className}`}>
      Sold in <time dateTime={soldAt}>{soldMonth(soldAt)}</time>
    </p>
  );
}
