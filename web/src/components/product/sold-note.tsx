import { Trans } from '@lingui/react/macro';
import { INDIA_TIME_ZONE } from '@shahi/contract';
import { type Locale, localDateFormat } from '@shahi/contract/i18n';
import { currentLocale } from '#web/lib/i18n.ts';
import { usePageLocale } from '#web/lib/use-locale.ts';

/**
 * "November 2026" (en-IN), "नवंबर 2026" (hi-IN): the month a piece sold, in India's time zone (the
 * shop's), from an ISO time, in `locale` (the page's by default).
 */
export function soldMonth(soldAt: string, locale: Locale = currentLocale()): string {
  return localDateFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(soldAt));
}

/** The /sold archive's line under a card's price: "Sold in November 2026" (ADR 0037), in the page's language. */
export function SoldNote({ soldAt, className = '' }: { soldAt: string; className?: string }) {
  const month = <time dateTime={soldAt}>{soldMonth(soldAt, usePageLocale())}</time>;
  return (
    <p className={`mt-1 text-sm text-ink-muted ${className}`}>
      <Trans>Sold in {month}</Trans>
    </p>
  );
}
