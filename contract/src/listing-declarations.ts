/**
 * The back office's fields for a listing's declarations and GST facts (ADR 0034, ADR 0055): what the
 * Legal Metrology (Packaged Commodities) Rules 2011, rule 6 and rule 6(10) for e-commerce, ask a
 * listing to show, the HSN code and GST rate a tax invoice prints (CGST Rule 46), and the handmade
 * declaration the handicraft rates of Notification 21/2018-CT(Rate) (as substituted by
 * 13/2025-CT(Rate)) depend on.
 */
import { z } from 'zod';
import { namedText } from './fields.ts';

/**
 * The GST rates the owner may set on a piece or category, in percent: the slabs of Notification
 * 9/2025-CT(Rate) the shop's goods fall in (no 12 % or 28 % for goods since 22 Sep 2025; no 0 %,
 * which a tax invoice cannot carry). 3 % is jewellery's, HSN chapter 71 only.
 */
export const gstRatePercents = [3, 5, 18] as const;
export type GstRatePercent = (typeof gstRatePercents)[number];

/** The rate (percent) only HSN chapter 71 (jewellery of precious metal, Sch. V of 9/2025) may carry. */
export const JEWELLERY_RATE_PERCENT = 3;

/** Longest maker's name, maker's address, generic name, net quantity and dimensions (characters). */
export const DECLARATION_LIMITS = {
  makerName: 200,
  makerAddress: 500,
  countryOfOrigin: 60,
  genericName: 100,
  netQuantity: 60,
  dimensions: 100,
} as const;

/** Country of origin and net quantity a piece has unless told otherwise. */
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';
export const DEFAULT_NET_QUANTITY = '1 piece';

/** The wording of these fields' problems, shared by the back-office forms and the server. */
export const declarationMessages = {
  priceAboveMrp: 'The price cannot be above the MRP',
  hsnShape: 'The HSN code must be 4, 6 or 8 digits',
  gstRate: `The GST rate must be one of ${gstRatePercents.join(', ')} %, or left to the rate table`,
  jewelleryRate: 'The 3 % rate is for jewellery only: give an HSN code of chapter 71 (71xx)',
  hsnRequired:
    'While the shop is registered for GST, every piece needs an HSN code of at least 4 digits: give one on the piece or on its category',
  categoryHsnRequired:
    'While the shop is registered for GST, a category needs an HSN code of at least 4 digits (its pieces take it)',
  handmade: 'handmade must be true or false',
  makerIncomplete: 'Give both the maker’s name and address, or neither (the shop made it)',
  countryRequired: 'Country of origin is required',
  netQuantityRequired: 'Net quantity is required',
} as const;

/** True when `text` is an HSN code of 4, 6 or 8 digits (the lengths GST invoices use). */
export function isHsnCode(text: string): boolean {
  return /^\d{4}(\d{2}){0,2}$/.test(text);
}

/** True when `value` is one of gstRatePercents. */
export function isGstRate(value: number): boolean {
  return (gstRatePercents as readonly number[]).includes(value);
}

/**
 * False only when `gstRate` is 3 % and the HSN code `hsnCode` is given and outside chapter 71;
 * '' (none given here) passes: the server checks the code the piece actually takes.
 */
export function jewelleryRateFits(gstRate: number | null | undefined, hsnCode: string | undefined): boolean {
  if (gstRate !== JEWELLERY_RATE_PERCENT || !hsnCode) return true;
  return hsnCode.startsWith('71');
}

/** An HSN code ('' = none given: the category's for a piece, none for a category). */
export const hsnCodeSchema = namedText('hsnCode', 8).refine(
  (value) => value === '' || isHsnCode(value),
  declarationMessages.hsnShape,
);

/** A GST rate in percent from gstRatePercents, or null (the rate table decides, ADR 0055). */
export const gstRateSchema = z
  .number({ error: declarationMessages.gstRate })
  .refine(isGstRate, declarationMessages.gstRate)
  .nullable();

/** The declaration fields of a piece, with their defaults. */
export const declarationFields = {
  hsnCode: hsnCodeSchema.default(''),
  gstRate: gstRateSchema.default(null),
  handmade: z.boolean({ error: declarationMessages.handmade }).default(false),
  makerName: namedText('makerName', DECLARATION_LIMITS.makerName).default(''),
  makerAddress: namedText('makerAddress', DECLARATION_LIMITS.makerAddress).default(''),
  countryOfOrigin: namedText('countryOfOrigin', DECLARATION_LIMITS.countryOfOrigin)
    .min(1, declarationMessages.countryRequired)
    .default(DEFAULT_COUNTRY_OF_ORIGIN),
  genericName: namedText('genericName', DECLARATION_LIMITS.genericName).default(''),
  netQuantity: namedText('netQuantity', DECLARATION_LIMITS.netQuantity)
    .min(1, declarationMessages.netQuantityRequired)
    .default(DEFAULT_NET_QUANTITY),
  dimensions: namedText('dimensions', DECLARATION_LIMITS.dimensions).default(''),
};

/** A piece's maker is named in full (name and address) or left to the shop (both empty). */
export function makerComplete(value: { makerName: string; makerAddress: string }): boolean {
  return (value.makerName === '') === (value.makerAddress === '');
}

/** A GST rate in percent as the database stores it, in basis points (5 % → 500); null stays null. */
export function gstRateToBp(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 100);
}

/** A stored GST rate in basis points as percent (500 → 5); null stays null. */
export function gstRateFromBp(bp: number | null): number | null {
  return bp === null ? null : bp / 100;
}
