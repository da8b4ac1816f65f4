/**
 * The storefront's fixed words that the contract keeps in English for both sides (the slogan, the
 * one-piece note, the top strip, the delivery lines, the sort options, the store hours), shown in the page's
 * language (docs/decisions/0065-three-languages.md). Each entry's English source is the
 * constant's text exactly (shop-words.test.ts holds them equal); a text without an entry is shown
 * as it is.
 */

import type { MessageDescriptor } from '@lingui/core';
import { type I18n, i18n as pageI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The translatable words, by their English text. */
export const shopWords: Readonly<Record<string, MessageDescriptor>> = {
  // SHOP_SLOGAN and ONE_PIECE_NOTE
  'ROYALTY IN EVERY THREAD': msg`ROYALTY IN EVERY THREAD`,
  'Products listed on our website are limited to one "once sold, forever gone".': msg`Products listed on our website are limited to one "once sold, forever gone".`,
  // TOP_STRIP_TEXTS
  'End Of Season Sale': msg`End Of Season Sale`,
  'Hurry Up': msg`Hurry Up`,
  // DELIVERY_TEXTS
  'Free Delivery': msg`Free Delivery`,
  'Dispatched within 3 - 5 working days': msg`Dispatched within 3 - 5 working days`,
  'Prices include all charges and taxes': msg`Prices include all charges and taxes`,
  // sortOptions' labels, and the listings' own first options (features/catalog/listing-pages.ts)
  All: msg`All`,
  'Price: Low to High': msg`Price: Low to High`,
  'Price: High to Low': msg`Price: High to Low`,
  'Name: A to Z': msg`Name: A to Z`,
  'Name: Z to A': msg`Name: Z to A`,
  'Newest first': msg`Newest first`,
  'Biggest discount': msg`Biggest discount`,
  // STORE_HOURS
  '9AM - 6PM': msg`9AM - 6PM`,
};

/** `english` (one of the texts above) in the language of `i18n` (the page's by default); other texts as they are. */
export function shopWord(english: string, i18n: I18n = pageI18n): string {
  const descriptor = shopWords[english];
  return descriptor ? i18n._(descriptor) : english;
}
