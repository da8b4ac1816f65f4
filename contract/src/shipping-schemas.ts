/**
 * The delivery promise by PIN code (ADR 0061): the question (`GET /api/delivery-estimate?pin=`),
 * its answer, its messages, and the shop's own table of delivery days that answers when no courier
 * aggregator is connected (or it cannot be reached). The server and the storefront read the same
 * table and the same date rule, so both show the same promise.
 */
import { z } from 'zod';
import { type IndianState, indianStateByCode, indianStates, PIN_CODE_PATTERN } from './india.ts';

/** Messages of the delivery promise. */
export const deliveryMessages = {
  pinMalformed: 'Enter a 6-digit PIN code, like 141001.',
  notServed: (pin: string) =>
    `We can't deliver to PIN ${pin} yet: no courier we work with reaches it. Please try another address.`,
  codNotAvailable: (pin: string) =>
    `Cash on delivery isn't available for PIN ${pin}. You can still pay online.`,
} as const;

/** `?pin=141001`: six digits, the first 1–9; surrounding spaces are ignored. */
export const deliveryEstimateQuerySchema = z.object({
  pin: z
    .string({ error: deliveryMessages.pinMalformed })
    .max(20, { error: deliveryMessages.pinMalformed, abort: true })
    .trim()
    .regex(PIN_CODE_PATTERN, { error: deliveryMessages.pinMalformed }),
});
export type DeliveryEstimateQuery = z.infer<typeof deliveryEstimateQuerySchema>;

/** Where an estimate came from: the courier aggregator, or the shop's own table. */
export type DeliveryEstimateSource = 'provider' | 'table';

/**
 * The promise for one PIN code: whether a courier serves it, whether cash on delivery is offered
 * there, the days from pickup to the door (null when not served) and the India date (YYYY-MM-DD)
 * the parcel should arrive by if ordered now (null when not served).
 */
export const deliveryEstimateSchema = z.object({
  pinCode: z.string().max(6),
  serviceable: z.boolean(),
  codAvailable: z.boolean(),
  days: z.number().int().min(0).nullable(),
  deliveryBy: z.string().nullable(),
  source: z.enum(['provider', 'table']),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/** The regions of the shop's own table; couriers price and time India by such zones. */
export type DeliveryZone = 'north-west' | 'north' | 'west' | 'south' | 'east' | 'north-east' | 'islands';

/** Each state's zone, by GST state code. */
const zoneOfStateCode: Record<string, DeliveryZone> = {
  '03': 'north-west', // Punjab
  '06': 'north-west', // Haryana
  '02': 'north-west', // Himachal Pradesh
  '01': 'north-west', // Jammu and Kashmir
  '38': 'north-west', // Ladakh
  '07': 'north-west', // Delhi
  '04': 'north-west', // Chandigarh
  '09': 'north', // Uttar Pradesh
  '05': 'north', // Uttarakhand
  '08': 'north', // Rajasthan
  '24': 'west', // Gujarat
  '27': 'west', // Maharashtra
  '30': 'west', // Goa
  '26': 'west', // Dadra and Nagar Haveli and Daman and Diu
  '23': 'west', // Madhya Pradesh
  '22': 'west', // Chhattisgarh
  '29': 'south', // Karnataka
  '32': 'south', // Kerala
  '33': 'south', // Tamil Nadu
  '37': 'south', // Andhra Pradesh
  '36': 'south', // Telangana
  '34': 'south', // Puducherry
  '19': 'east', // West Bengal
  '10': 'east', // Bihar
  '20': 'east', // Jharkhand
  '21': 'east', // Odisha
  '11': 'east', // Sikkim
  '18': 'north-east', // Assam
  '12': 'north-east', // Arunachal Pradesh
  '14': 'north-east', // Manipur
  '17': 'north-east', // Meghalaya
  '15': 'north-east', // Mizoram
  '13': 'north-east', // Nagaland
  '16': 'north-east', // Tripura
  '35': 'islands', // Andaman and Nicobar Islands
  '31': 'islands', // Lakshadweep
};

/**
 * The shop's own delivery days from pickup, the later end of what surface couriers take: within
 * the seller's state 2, within its zone (for a Punjab workshop: Punjab's neighbours Haryana,
 * Himachal Pradesh, Jammu and Kashmir, Ladakh, Delhi, Chandigarh) 4, the rest of the mainland 6,
 * the north-east and the islands 10.
 */
export const deliveryDaysTable = { sameState: 2, sameZone: 4, rest: 6, remote: 10 } as const;

/** The states whose postal circles hold `pin` (the longest matching prefix wins; a shared one names both). */
export function statesOfPin(pin: string): IndianState[] {
  let best: IndianState[] = [];
  let bestLength = 0;
  for (const state of indianStates) {
    for (const prefix of state.pinPrefixes) {
      if (!pin.startsWith(prefix)) continue;
      if (prefix.length > bestLength) {
        best = [state];
        bestLength = prefix.length;
      } else if (prefix.length === bestLength && !best.includes(state)) {
        best.push(state);
      }
    }
  }
  return best;
}

/** The zone of a GST state code, or undefined. */
export const zoneOfState = (stateCode: string): DeliveryZone | undefined => zoneOfStateCode[stateCode];

/**
 * The table's answer for `pin` from a workshop in state `sellerStateCode` (GST code; undefined:
 * not known yet, so the same-state and same-zone rows do not apply): a PIN in no state's postal
 * circle (e.g. 9xxxxx, the Army Post Office) is not served; cash on delivery everywhere but the
 * islands.
 */
export function tableEstimate(
  pin: string,
  sellerStateCode: string | undefined,
): { serviceable: boolean; codAvailable: boolean; days: number | null } {
  const states = PIN_CODE_PATTERN.test(pin) ? statesOfPin(pin) : [];
  const first = states[0];
  if (!first) return { serviceable: false, codAvailable: false, days: null };
  const zone = zoneOfStateCode[first.code];
  const seller = sellerStateCode ? indianStateByCode(sellerStateCode) : undefined;
  const sellerZone = seller ? zoneOfStateCode[seller.code] : undefined;
  let days: number;
  if (seller && states.includes(seller)) days = deliveryDaysTable.sameState;
  else if (sellerZone && zone === sellerZone) days = deliveryDaysTable.sameZone;
  else if (zone === 'north-east' || zone === 'islands') days = deliveryDaysTable.remote;
  else days = deliveryDaysTable.rest;
  return { serviceable: true, codAvailable: zone !== 'islands', days };
}

/** An order after this India-time hour counts from the next day. */
export const PICKUP_CUTOFF_HOUR = 14;

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/**
 * Working days the workshop may take to dispatch a piece (packing, the courier's pickup): the upper
 * end of the promise "Dispatched within 3 - 5 working days" every product page makes.
 */
export const DISPATCH_WORKING_DAYS = 5;

/**
 * The India date (YYYY-MM-DD) a parcel ordered at `now` arrives by at the latest, `days` after its
 * pickup: the pickup is the `DISPATCH_WORKING_DAYS`th working day (Monday to Saturday) after the
 * order day, counted from the next day for an order after 14:00 India time; an arrival on a Sunday
 * moves to Monday. Public holidays are not counted. The date never promises more than the product
 * page's dispatch window (ADR 0064).
 */
export function deliveryByDate(now: Date, days: number): string {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  let pickup = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  if (india.getUTCHours() >= PICKUP_CUTOFF_HOUR) pickup += DAY_MS;
  for (let working = 0; working < DISPATCH_WORKING_DAYS; ) {
    pickup += DAY_MS;
    if (new Date(pickup).getUTCDay() !== 0) working += 1;
  }
  let arrival = pickup + days * DAY_MS;
  if (new Date(arrival).getUTCDay() === 0) arrival += DAY_MS;
  return new Date(arrival).toISOString().slice(0, 10);
}
