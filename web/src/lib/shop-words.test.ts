import { DELIVERY_TEXTS, ONE_PIECE_NOTE, SHOP_SLOGAN, sortOptions, TOP_STRIP_TEXTS } from '@shahi/contract';
import { describe, expect, it } from 'vitest';
import { shopWord, shopWords } from './shop-words.ts';

describe('shop words', () => {
  const constants = [
    SHOP_SLOGAN,
    ONE_PIECE_NOTE,
    ...TOP_STRIP_TEXTS,
    ...DELIVERY_TEXTS,
    ...sortOptions.map((option) => option.label),
  ];

  it('holds every fixed text of the contract, its English source equal to the constant', () => {
    for (const text of constants) {
      expect(shopWords[text], text).toBeDefined();
      expect(shopWord(text)).toBe(text);
    }
  });

  it('shows a text it does not hold as it is', () => {
    expect(shopWord('Some other words')).toBe('Some other words');
  });
});
