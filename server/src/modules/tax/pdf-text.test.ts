import { describe, expect, it } from 'vitest';
import { scriptRuns } from './pdf-text.ts';

describe('scriptRuns', () => {
  it('keeps a Gurmukhi name, its space and vowel signs in one run', () => {
    expect(scriptRuns('ਹਰਲੀਨ ਕੌਰ')).toEqual([{ text: 'ਹਰਲੀਨ ਕੌਰ', font: 'gurmukhi-regular' }]);
  });

  it('cuts mixed text into Latin, Devanagari and Latin Extended runs', () => {
    expect(scriptRuns('Buyer: हरलीन कौर, ₹1,450.00', 'bold')).toEqual([
      { text: 'Buyer: ', font: 'latin-bold' },
      { text: 'हरलीन कौर', font: 'devanagari-bold' },
      { text: ', ', font: 'latin-bold' },
      { text: '₹', font: 'latinExt-bold' },
      { text: '1,450.00', font: 'latin-bold' },
    ]);
  });

  it('prints leading spaces and an empty string safely', () => {
    expect(scriptRuns('  ਕੌਰ')).toEqual([{ text: '  ਕੌਰ', font: 'gurmukhi-regular' }]);
    expect(scriptRuns('')).toEqual([]);
    expect(scriptRuns('   ')).toEqual([{ text: '   ', font: 'latin-regular' }]);
  });
});
