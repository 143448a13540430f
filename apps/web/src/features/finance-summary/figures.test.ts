import { describe, expect, it } from 'vitest';
import { compareFigures, formatPercent } from './figures.ts';

describe('summary figures', () => {
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
