/**
 * The delivery promise by PIN code (ADR 0064), shared by the product page and the checkout:
 * `GET /api/delivery-estimate?pin=` (cached per PIN for the visit, as the server lets the browser
 * keep it five minutes), the "Tue, 2 Dec" date and the promise's words in the page's language
 * (docs/decisions/0065-three-languages.md), the PIN last checked (kept in localStorage), and the
 * signed-in shopper's default saved PIN.
 */
import { plural, t } from '@lingui/core/macro';
import { INDIA_TIME_ZONE, PIN_CODE_PATTERN, type SavedAddress } from '@shahi/contract';
import { type DateFormat, type Locale, localDateFormat } from '@shahi/contract/i18n';
import type { DeliveryEstimate } from '@shahi/contract/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from './api-client.ts';
import { currentLocale, translatedMap } from './i18n.ts';

/** The estimate's query key for one PIN. */
export const deliveryEstimateQueryKey = (pin: string) => ['delivery-estimate', pin] as const;

/** Query options of the estimate for `pin`; off unless it is six digits (first 1–9). */
export function deliveryEstimateQueryOptions(pin: string) {
  return queryOptions({
    queryKey: deliveryEstimateQueryKey(pin),
    queryFn: ({ signal }) =>
      apiGet<DeliveryEstimate>(`/delivery-estimate?pin=${encodeURIComponent(pin)}`, { signal }),
    enabled: PIN_CODE_PATTERN.test(pin),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The delivery estimate for `pin` (idle until `pin` is a PIN code). */
export function useDeliveryEstimate(pin: string) {
  return useQuery(deliveryEstimateQueryOptions(pin));
}

const dayFormats = new Map<Locale, DateFormat>();

/**
 * An India date `YYYY-MM-DD` as the promise writes it, in `locale` (the page's by default):
 * "Wed, 2 Dec" (en-IN), "बुध, 2 दिस॰" (hi-IN); India time. '' if invalid.
 */
export function formatDeliveryDate(indiaDate: string, locale: Locale = currentLocale()): string {
  const at = new Date(`${indiaDate}T12:00:00+05:30`);
  if (Number.isNaN(at.getTime())) return '';
  let format = dayFormats.get(locale);
  if (!format) {
    format = localDateFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: INDIA_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format.format(at);
}

/** What the promise says about an estimate: the delivery line, and the cash-on-delivery line. */
export interface DeliveryPromiseText {
  served: boolean;
  /** "Delivery by Wed, 2 Dec", or "We can't deliver to 744101 yet". */
  headline: string;
  /** "Cash on delivery available" or "…not available here — pay online"; '' when not served. */
  cod: string;
}

/** The promise's words for `estimate` (ADR 0064), in the page's language. */
export function deliveryPromiseText(estimate: DeliveryEstimate): DeliveryPromiseText {
  const pinCodeMessages = translatedMap('pinCode');
  if (!estimate.serviceable) {
    return { served: false, headline: pinCodeMessages.notServed(estimate.pinCode), cod: '' };
  }
  const date = estimate.deliveryBy ? formatDeliveryDate(estimate.deliveryBy) : '';
  const days = estimate.days;
  return {
    served: true,
    headline: date
      ? pinCodeMessages.deliveryBy(date)
      : days === null
        ? t`Delivery in — days`
        : plural(days, { one: 'Delivery in # day', other: 'Delivery in # days' }),
    cod: estimate.codAvailable ? pinCodeMessages.codAvailable : pinCodeMessages.codUnavailable,
  };
}

const LAST_PIN_KEY = 'delivery_pin';

/** The PIN the shopper last checked on this browser, or ''. */
export function lastCheckedPin(): string {
  try {
    const pin = localStorage.getItem(LAST_PIN_KEY) ?? '';
    return PIN_CODE_PATTERN.test(pin) ? pin : '';
  } catch {
    return '';
  }
}

/** Keeps `pin` as the one last checked (nothing when storage is unavailable). */
export function rememberCheckedPin(pin: string): void {
  try {
    localStorage.setItem(LAST_PIN_KEY, pin);
  } catch {
    // Private modes may refuse storage: the PIN is then asked again next time.
  }
}

/**
 * The signed-in shopper's default saved PIN (`POST /api/my-address/active`, the same cache entry
 * as the profile's address list), or '' — fetched only when `enabled`.
 */
export function useDefaultSavedPin(userId: string | undefined, enabled: boolean): string {
  const query = useQuery({
    queryKey: ['account', userId ?? '', 'addresses'],
    queryFn: ({ signal }) => apiPost<SavedAddress[]>('/my-address/active', undefined, { signal }),
    enabled: Boolean(userId) && enabled,
    select: (addresses) => addresses.find((address) => address.isDefault)?.zip ?? '',
  });
  return query.data ?? '';
}
