import { describe, expect, it } from 'vitest';
import { findIndianState, indianStates, PIN_CODE_PATTERN, pinMatchesState } from './india.ts';

describe('Indian states and PIN codes', () => {
  it('lists 36 states and union territories with unique GST codes', () => {
    expect(indianStates).toHaveLength(36);
    expect(new Set(indianStates.map((state) => state.code)).size).toBe(36);
  });

  it('finds a state by name in any case, by old name and by GST code', () => {
    expect(findIndianState('chandigarh')?.code).toBe('04');
    expect(findIndianState(' PUNJAB ')?.code).toBe('03');
    expect(findIndianState('Orissa')?.name).toBe('Odisha');
    expect(findIndianState('06')?.name).toBe('Haryana');
    expect(findIndianState('Atlantis')).toBeUndefined();
  });

  it('takes six digits not starting with 0 as a PIN code', () => {
    expect(PIN_CODE_PATTERN.test('160017')).toBe(true);
    expect(PIN_CODE_PATTERN.test('16001')).toBe(false);
    expect(PIN_CODE_PATTERN.test('060017')).toBe(false);
    expect(PIN_CODE_PATTERN.test('1600170')).toBe(false);
  });

  it('checks the PIN against the postal circles of the state', () => {
    const state = (name: string) => {
      const found = findIndianState(name);
      if (!found) throw new Error(`no state ${name}`);
      return found;
    };
    expect(pinMatchesState('160017', state('Chandigarh'))).toBe(true);
    expect(pinMatchesState('160062', state('Punjab'))).toBe(true);
    expect(pinMatchesState('141001', state('Punjab'))).toBe(true);
    expect(pinMatchesState('134109', state('Haryana'))).toBe(true);
    expect(pinMatchesState('560001', state('Punjab'))).toBe(false);
    expect(pinMatchesState('141001', state('Chandigarh'))).toBe(false);
    expect(pinMatchesState('403001', state('Goa'))).toBe(true);
  });
});
