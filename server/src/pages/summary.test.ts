import { describe, expect, it } from 'vitest';
import { descriptionProse, truncate } from './summary.ts';

describe('truncate', () => {
  it('cuts at a word boundary and drops the punctuation left at the cut', () => {
    const text = `${'Phulkari dupatta, hand embroidered; '.repeat(6)}end`;
    const cut = truncate(text, 40);
    expect(cut).toBe('Phulkari dupatta, hand embroidered…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('keeps short text whole, with its spaces folded', () => {
    expect(truncate('  A   silk   saree.  ')).toBe('A silk saree.');
  });

  it('strips a long run of punctuation at the cut, and one in the middle stays', () => {
    const runs = `Juttis ${',-.'.repeat(20_000)} pair ${'-'.repeat(30_000)} end`;
    expect(truncate(runs, runs.length - 2)).toBe(`Juttis ${',-.'.repeat(20_000)} pair…`);
  });
});

describe('descriptionProse', () => {
  it('ends each text line as a sentence, in English with a full stop and in Hindi with a danda', () => {
    expect(descriptionProse('Silk phulkari$Hand embroidered.')).toBe('Silk phulkari. Hand embroidered.');
    expect(descriptionProse('रेशम की फुलकारी$हाथ की कढ़ाई।', '।')).toBe('रेशम की फुलकारी। हाथ की कढ़ाई।');
    expect(descriptionProse('ਰੇਸ਼ਮ ਦੀ ਕਢਾਈ।')).toBe('ਰੇਸ਼ਮ ਦੀ ਕਢਾਈ।');
  });
});
