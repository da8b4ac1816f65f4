/**
 * India's states and union territories with their GST state codes (the first two characters of a
 * GSTIN, CBIC's state-code list) and the first digits of their PIN codes (India Post's postal
 * circles). Where circles overlap (Chandigarh and Mohali share 160, Goa sits in Maharashtra's 40,
 * union territories inside a state's circle) both states accept the prefix: the check catches a
 * PIN from the wrong end of the country, not a street on a border. docs/decisions/0029-indian-addresses.md
 * Also India time (IST, Asia/Kolkata): the shop's days, months, financial years and shown dates.
 */
import { type DateFormat, localDateFormat } from './local-dates.ts';
import type { Locale } from './locales.ts';

/** A state or union territory: its official name, GST code and PIN prefixes (1–3 digits). */
export interface IndianState {
  name: string;
  /** GST state code, two digits, e.g. "04" for Chandigarh. */
  code: string;
  /** A union territory without a legislature: intra-state tax there is CGST + UTGST, not SGST. */
  utgst: boolean;
  pinPrefixes: readonly string[];
}

const state = (name: string, code: string, pinPrefixes: string[], utgst = false): IndianState => ({
  name,
  code,
  utgst,
  pinPrefixes,
});

/** Every state and union territory, A–Z by name. */
export const indianStates: readonly IndianState[] = [
  state('Andaman and Nicobar Islands', '35', ['744'], true),
  state('Andhra Pradesh', '37', ['50', '51', '52', '53']),
  state('Arunachal Pradesh', '12', ['79']),
  state('Assam', '18', ['78']),
  state('Bihar', '10', ['80', '81', '82', '83', '84', '85']),
  state('Chandigarh', '04', ['160'], true),
  state('Chhattisgarh', '22', ['49']),
  state('Dadra and Nagar Haveli and Daman and Diu', '26', ['362', '396'], true),
  state('Delhi', '07', ['11']),
  state('Goa', '30', ['403']),
  state('Gujarat', '24', ['36', '37', '38', '39']),
  state('Haryana', '06', ['12', '13']),
  state('Himachal Pradesh', '02', ['17']),
  state('Jammu and Kashmir', '01', ['18', '19']),
  state('Jharkhand', '20', ['81', '82', '83']),
  state('Karnataka', '29', ['56', '57', '58', '59']),
  state('Kerala', '32', ['67', '68', '69']),
  state('Ladakh', '38', ['194'], true),
  state('Lakshadweep', '31', ['682'], true),
  state('Madhya Pradesh', '23', ['45', '46', '47', '48']),
  state('Maharashtra', '27', ['40', '41', '42', '43', '44']),
  state('Manipur', '14', ['795']),
  state('Meghalaya', '17', ['793', '794']),
  state('Mizoram', '15', ['796']),
  state('Nagaland', '13', ['797', '798']),
  state('Odisha', '21', ['75', '76', '77']),
  state('Puducherry', '34', ['533', '605', '607', '609', '673']),
  state('Punjab', '03', ['14', '15', '160']),
  state('Rajasthan', '08', ['30', '31', '32', '33', '34']),
  state('Sikkim', '11', ['737']),
  state('Tamil Nadu', '33', ['60', '61', '62', '63', '64']),
  state('Telangana', '36', ['50']),
  state('Tripura', '16', ['799']),
  state('Uttar Pradesh', '09', ['20', '21', '22', '23', '24', '25', '26', '27', '28']),
  state('Uttarakhand', '05', ['244', '246', '247', '248', '249', '262', '263']),
  state('West Bengal', '19', ['70', '71', '72', '73', '74']),
];

/** Older or common spellings that still name a state, lower-cased. */
const aliases: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  'jammu & kashmir': 'Jammu and Kashmir',
  'dadra & nagar haveli and daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
};

const byKey = new Map<string, IndianState>();
for (const entry of indianStates) {
  byKey.set(entry.name.toLowerCase(), entry);
  byKey.set(entry.code, entry);
}
for (const [alias, name] of Object.entries(aliases)) {
  const entry = byKey.get(name.toLowerCase());
  if (entry) byKey.set(alias, entry);
}

/** The state named by `value` (official name, a listed old name, or GST code; any case), or undefined. */
export function findIndianState(value: string): IndianState | undefined {
  return byKey.get(value.trim().replace(/\s+/g, ' ').toLowerCase());
}

/** The state whose GST code is `code` ("04"), or undefined. */
export function indianStateByCode(code: string): IndianState | undefined {
  return indianStates.find((entry) => entry.code === code);
}

/** Indian PIN code: six digits, the first 1–9 (India Post). */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** Whether `pin` (six digits) lies in one of `state`'s postal circles. */
export function pinMatchesState(pin: string, state: IndianState): boolean {
  return state.pinPrefixes.some((prefix) => pin.startsWith(prefix));
}

/** The only country the shop delivers to. */
export const SHOP_COUNTRY = 'India';

/*
 * India time: India Standard Time, UTC+05:30 all year (no daylight saving since 1945). The shop's
 * days, months, financial years and every date it shows are India time, whatever the server's or
 * the browser's own zone. The calendar keys shift by the fixed offset; the shown texts use Intl.
 */

/** India's IANA time zone, for `Intl` and PostgreSQL's `AT TIME ZONE`. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** India Standard Time's offset from UTC as ISO 8601 writes it, to read a wall-clock time as India time. */
export const INDIA_UTC_OFFSET = '+05:30';

/** The same offset in ms (5 h 30 min). */
const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** An instant: a Date, epoch milliseconds, or ISO 8601 text with its offset ("2026-11-21T09:35:00Z"). */
export type Instant = Date | number | string;

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/**
 * The date in India at `at`, `YYYY-MM-DD`: 18:29 UTC is still that day, 18:30 UTC the next.
 * Throws RangeError on an invalid date.
 */
export function indiaDate(at: Instant): string {
  return new Date(toDate(at).getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month in India at `at`, `YYYY-MM`. Throws RangeError on an invalid date. */
export function indiaMonth(at: Instant): string {
  return indiaDate(at).slice(0, 7);
}

/**
 * The Indian financial year (1 April to 31 March, India time) of `at`, as tax document series
 * name it: "2026-27" from 1 April 2026; the year after 2099 is "2099-00". Throws RangeError on an
 * invalid date.
 */
export function indiaFinancialYear(at: Instant): string {
  const [year = 0, month = 0] = indiaDate(at).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The instant India's clocks read `year`-`month`-`day` `hour`:00 (month 1–12; fields past their
 * range roll over as in `Date.UTC`, so month 13 is January of the next year).
 */
export function indiaWallClock(year: number, month: number, day = 1, hour = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour) - INDIA_UTC_OFFSET_MS);
}

type IndiaFormats = { date: DateFormat; dateTime: DateFormat };

const formats: Partial<Record<Locale, IndiaFormats>> = {};

/** `locale`'s formats in India time with Latin digits, made at first use (not while a page loads). */
function indiaFormats(locale: Locale): IndiaFormats {
  let made = formats[locale];
  if (!made) {
    made = {
      date: localDateFormat(locale, {
        dateStyle: 'medium',
        timeZone: INDIA_TIME_ZONE,
        numberingSystem: 'latn',
      }),
      dateTime: localDateFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: INDIA_TIME_ZONE,
        numberingSystem: 'latn',
      }),
    };
    formats[locale] = made;
  }
  return made;
}

/**
 * The date in India at `at` as shoppers read it in `locale` (ADR 0065): "21 Nov 2026" (en-IN),
 * "21 नव॰ 2026" (hi-IN), "21 ਨਵੰ 2026" (pa-IN). Throws RangeError on an invalid date.
 */
export function formatIndiaDate(at: Instant, locale: Locale = 'en'): string {
  return indiaFormats(locale).date.format(toDate(at));
}

/**
 * The time in India at `at` in `locale` (English by default) without the zone's name, for the
 * back office, which works in India time: "21 Nov 2026, 3:05 pm". Throws RangeError on an invalid date.
 */
export function formatIndiaDateTime(at: Instant, locale: Locale = 'en'): string {
  return indiaFormats(locale).dateTime.format(toDate(at));
}

/**
 * The time in India at `at` for shoppers and mails in `locale`, naming the zone: "21 Nov 2026,
 * 3:05 pm IST" (IST in every language, as Intl writes it). Throws RangeError on an invalid date.
 */
export function formatIstDateTime(at: Instant, locale: Locale = 'en'): string {
  return `${formatIndiaDateTime(at, locale)} IST`;
}
