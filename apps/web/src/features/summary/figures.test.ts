import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  compareFigures,
  formatAmount,
  formatPercent,
  formatSolesAmount,
  fromCents,
  toCents,
} from './figures.ts';

describe('summary figures', () => {
  it('reads and writes amounts as cents without floats', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('-0.07')).toBe(-7n);
    expect(toCents('999999999999.99')).toBe(99999999999999n);
    expect(fromCents(-123450n)).toBe('-1234.50');
    expect(addAmounts('0.10', '0.20')).toBe('0.30');
  });

  it('formats with thousands and two decimals (es-PE)', () => {
    expect(formatAmount('1234567.8')).toBe('1,234,567.80');
    expect(formatAmount('-80000.5')).toBe('-80,000.50');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatSolesAmount('-20')).toBe('-S/ 20.00');
  });

  it('compares with the previous period to a tenth of a percent', () => {
    expect(compareFigures(112n, 100n)).toEqual({ kind: 'up', tenths: 120n });
    expect(compareFigures(95n, 100n)).toEqual({ kind: 'down', tenths: 50n });
    expect(compareFigures(5n, 0n)).toEqual({ kind: 'noPrevious' });
    expect(compareFigures(0n, 0n)).toEqual({ kind: 'noPrevious' });
    expect(compareFigures(7n, 7n)).toEqual({ kind: 'same' });
    // A negative balance that shrinks is a rise.
    expect(compareFigures(-50n, -100n)).toEqual({ kind: 'up', tenths: 500n });
    expect(formatPercent(120n)).toBe('12');
    expect(formatPercent(53n)).toBe('5.3');
    expect(formatPercent(12500n)).toBe('1,250');
  });
});
