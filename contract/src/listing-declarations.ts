/**
 * The back office's fields for a listing's declarations and GST facts (ADR 0034): what the Legal
 * Metrology (Packaged Commodities) Rules 2011, rule 6 and rule 6(10) for e-commerce, ask a listing
 * to show, and the HSN code and GST rate a tax invoice prints (CGST Rule 46).
 */
import { z } from 'zod';
import { namedText } from './fields.ts';

/** The GST rates a piece or category may carry, in percent (GST rate notifications). */
export const gstRatePercents = [0, 3, 5, 12, 18, 28] as const;
export type GstRatePercent = (typeof gstRatePercents)[number];

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
  gstRate: `The GST rate must be one of ${gstRatePercents.join(', ')} %`,
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

/** An HSN code ('' = none given: the category's for a piece, none for a category). */
export const hsnCodeSchema = namedText('hsnCode', 8).refine(
  (value) => value === '' || isHsnCode(value),
  declarationMessages.hsnShape,
);

/** A GST rate in percent from gstRatePercents, or null (the category's, or the textile rule). */
export const gstRateSchema = z
  .number({ error: declarationMessages.gstRate })
  .refine(isGstRate, declarationMessages.gstRate)
  .nullable();

/** The declaration fields of a piece, with their defaults. */
export const declarationFields = {
  hsnCode: hsnCodeSchema.default(''),
  gstRate: gstRateSchema.default(null),
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
