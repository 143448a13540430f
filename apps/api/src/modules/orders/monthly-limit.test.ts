import { DEFAULT_SETTINGS } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { parseMoney } from '../../platform/money.ts';
import { fitsMonthlyLimit, monthlyLimitOf, partnerClientLimitOf } from './monthly-limit.ts';

const figures = (limit: string, used: string, amount: string) => ({
  limit: parseMoney(limit),
  used: parseMoney(used),
  amount: parseMoney(amount),
});

describe('the monthly limit at its boundary', () => {
  it.each([
    ['one céntimo below', '5000.00', '4800.00', '199.99', true],
    ['exactly the limit', '5000.00', '4800.00', '200.00', true],
    ['one céntimo above', '5000.00', '4800.00', '200.01', false],
    ['the whole limit in one order', '5000.00', '0.00', '5000.00', true],
    ['a céntimo past it in one order', '5000.00', '0.00', '5000.01', false],
    ['a céntimo when the limit is reached', '5000.00', '5000.00', '0.01', false],
    ['anything when usage is already past it', '5000.00', '5000.01', '0.00', false],
  ])('%s: limit %s, used %s, order %s → fits %s', (_case, limit, used, amount, fits) => {
    expect(fitsMonthlyLimit(figures(limit, used, amount))).toBe(fits);
  });
});

describe('the limit of each holder', () => {
  const limits = {
    ...DEFAULT_SETTINGS.limits,
    porValidar: '5000.00',
    activo: '50000.00',
    premium: '150000.00',
  };
  const user: Parameters<typeof monthlyLimitOf>[0] = {
    accountStatus: 'POR_VALIDAR',
    isPremium: false,
    isSpecial: false,
    monthlyLimit: null,
  };

  it('follows the tier, a special amount first and the next tier without one', () => {
    expect(monthlyLimitOf(user, limits)).toEqual({ tier: 'POR_VALIDAR', limit: 500000n });
    expect(monthlyLimitOf({ ...user, accountStatus: 'ACTIVO' }, limits)).toEqual({
      tier: 'ACTIVO',
      limit: 5000000n,
    });
    expect(monthlyLimitOf({ ...user, isPremium: true }, limits)).toEqual({
      tier: 'PREMIUM',
      limit: 15000000n,
    });
    expect(monthlyLimitOf({ ...user, isSpecial: true, monthlyLimit: '70000.00' }, limits)).toEqual({
      tier: 'ESPECIAL',
      limit: 7000000n,
    });
    expect(monthlyLimitOf({ ...user, isSpecial: true, isPremium: true }, limits).tier).toBe('PREMIUM');
  });

  it("holds a partner's client to the active-account tier", () => {
    expect(partnerClientLimitOf(limits)).toBe(5000000n);
  });
});
