/**
 * Dates in the page's language (docs/decisions/0065-three-languages.md), always in India time:
 * English keeps the shop's own wording (`formatIstDateTime`: "31 Dec 2026, 11:59 pm IST"); Hindi
 * and Punjabi are written by `Intl` for hi-IN and pa-IN, with the same "IST".
 */
import { formatIstDateTime, INDIA_TIME_ZONE, type Instant } from '@shahi/contract';
import { type Locale, localDateFormat } from '@shahi/contract/i18n';
import { currentLocale } from './i18n.ts';

/** A moment (ISO time or Date) as day, month, year and time in India, in `locale` (the page's by default). */
export function formatShopDateTime(at: Instant, locale: Locale = currentLocale()): string {
  if (locale === 'en') return formatIstDateTime(at);
  const time = localDateFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(at));
  return `${time} IST`;
}
