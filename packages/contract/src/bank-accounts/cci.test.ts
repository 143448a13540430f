import { describe, expect, it } from 'vitest';
import { cciCheckDigits, isValidCci } from './cci.ts';

describe('CCI check digits', () => {
  it('accepts CCIs published by banks', () => {
    expect(isValidCci('01124100019000658270')).toBe(true);
    expect(isValidCci('01136600010003254221')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and a wrong bank prefix', () => {
    expect(isValidCci('01124100019000658271')).toBe(false);
    expect(isValidCci('0112410001900065827')).toBe(false);
    expect(isValidCci('01124100019000658270', '002')).toBe(false);
    expect(isValidCci('01124100019000658270', '011')).toBe(true);
  });

  it('computes the two digits from their groups', () => {
    expect(cciCheckDigits('011241000190006582')).toBe('70');
  });
});
