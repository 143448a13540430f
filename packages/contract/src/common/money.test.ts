import { describe, expect, it } from 'vitest';
import { formatSoles } from './money.ts';

describe('amounts in soles as a person reads them', () => {
  it('groups thousands with commas and always shows two decimals, from the text itself', () => {
    expect(formatSoles('80000.5')).toBe('S/ 80,000.50');
    expect(formatSoles('1234567.05')).toBe('S/ 1,234,567.05');
    expect(formatSoles('110')).toBe('S/ 110.00');
    expect(formatSoles('999999999999.99')).toBe('S/ 999,999,999,999.99');
  });
});
