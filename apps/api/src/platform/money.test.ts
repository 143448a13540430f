import { describe, expect, it } from 'vitest';
import { divideHalfUp, formatMoney, parseMoney, parsePercent, percentOf } from './money.ts';

describe('money', () => {
  it('reads and writes decimal strings without losing a céntimo', () => {
    expect(parseMoney('1234.5')).toBe(123450n);
    expect(parseMoney('0.01')).toBe(1n);
    expect(parseMoney('50000')).toBe(5_000_000n);
    expect(formatMoney(123450n)).toBe('1234.50');
    expect(formatMoney(7n)).toBe('0.07');
    expect(formatMoney(-250n)).toBe('-2.50');
    // 0.1 + 0.2 in floats is 0.30000000000000004; here it is exact.
    expect(formatMoney(parseMoney('0.1') + parseMoney('0.2'))).toBe('0.30');
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,50']) expect(() => parseMoney(bad)).toThrow();
  });

  it('rounds half-up to the céntimo', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    // 4.5 % of 1,000.11 = 45.00495 → 45.00; of 1,000.23 = 45.01035 → 45.01; of 1,111.11 = 49.99995 → 50.00
    expect(formatMoney(percentOf(parseMoney('1000.11'), parsePercent('4.50')))).toBe('45.00');
    expect(formatMoney(percentOf(parseMoney('1000.23'), parsePercent('4.50')))).toBe('45.01');
    expect(formatMoney(percentOf(parseMoney('1111.11'), parsePercent('4.50')))).toBe('50.00');
  });

  it('takes a divisor above zero and a dividend from zero, and nothing past either', () => {
    expect(divideHalfUp(0n, 1n)).toBe(0n);
    expect(divideHalfUp(7n, 1n)).toBe(7n);
    const refusal = 'divideHalfUp takes a non-negative numerator and a positive denominator';
    expect(() => divideHalfUp(1n, 0n)).toThrow(refusal);
    expect(() => divideHalfUp(1n, -1n)).toThrow(refusal);
    expect(() => divideHalfUp(-1n, 1n)).toThrow(refusal);
  });

  it('reads a percentage of up to three whole digits and two decimals', () => {
    expect(parsePercent('4.50')).toBe(450n);
    expect(parsePercent('4.5')).toBe(450n);
    expect(parsePercent('4')).toBe(400n);
    expect(parsePercent('0')).toBe(0n);
    expect(parsePercent('999.99')).toBe(99999n);
    expect(parsePercent(' 4.5 ')).toBe(450n);
    for (const bad of ['', '1000', '4.505', '4.', '.5', '-1', 'x4.5', '4.5x', '4,5'])
      expect(() => parsePercent(bad)).toThrow(`not a percentage: ${bad}`);
  });
});
