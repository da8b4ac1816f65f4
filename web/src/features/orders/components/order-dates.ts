import { formatIstDateTime, type Instant } from '@shahi/contract';
import { localDateFormat } from '@shahi/contract/i18n';
import { currentLocale } from '#web/lib/i18n.ts';

/**
 * The time in India at `at` in the page's language, naming the zone: "21 Nov 2026, 3:05 pm IST" in
 * English (as the shop's mails write it), the Hindi or Punjabi month and day-period otherwise
 * (`Intl.DateTimeFormat` of hi-IN / pa-IN, Latin digits). Throws RangeError on an invalid date.
 */
export function formatShopperDateTime(at: Instant): string {
  const locale = currentLocale();
  if (locale === 'en') return formatIstDateTime(at);
  const format = localDateFormat(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  return `${format.format(new Date(at))} IST`;
}
