import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinParts, gstinProblem } from './gstin.ts';

describe('GSTIN', () => {
  it('accepts published GSTINs whose check character is right', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) expect(gstinProblem(gstin)).toBeNull();
  });

  it('refuses a wrong check character, an unknown state code and a bad shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZX')).toBe('checksum');
    expect(gstinProblem('04AABCU9603R1ZM')).toBe('checksum');
    expect(gstinProblem('99AAPFU0939F1ZK')).toBe('state');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
    expect(gstinProblem('27AAPFU0939F1AV')).toBe('shape');
  });

  it('computes the check character over the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    const made = `04ABCFS1234K1Z${gstinCheckCharacter('04ABCFS1234K1Z')}`;
    expect(gstinProblem(made)).toBeNull();
    expect(gstinParts(made)).toEqual({ stateCode: '04', pan: 'ABCFS1234K' });
  });
});
