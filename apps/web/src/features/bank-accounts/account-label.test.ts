import type { BankAccount } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { accountName, accountShortLabel, maskedDigits } from './account-label.ts';

const BCP = { id: 1, code: '002', name: 'Banco de Crédito del Perú' };
const account = (alias: string | null): Pick<BankAccount, 'alias' | 'bank' | 'accountNumber'> => ({
  alias,
  bank: BCP,
  accountNumber: '191-12345678-0-12',
});

describe('how an account is labelled', () => {
  it('shows the last four digits as bank apps do', () => {
    expect(maskedDigits('19112345678012')).toBe('····8012');
    expect(maskedDigits('191-12345678-0-12')).toBe('····8012');
  });

  it('names an account by its alias, else by its bank and last digits', () => {
    expect(accountName(account('Sueldo'))).toBe('Sueldo');
    expect(accountName(account(null))).toBe('Banco de Crédito del Perú ····8012');
  });

  it('is compact for a phone: the short bank name and the digits, apart so the digits always show', () => {
    expect(accountShortLabel(account(null), 'BCP')).toEqual({ name: 'BCP', digits: '····8012' });
    expect(accountShortLabel(account('Sueldo'), 'BCP')).toEqual({ name: 'Sueldo · BCP', digits: '····8012' });
    expect(accountShortLabel(account('Mi cuenta BCP'), 'BCP')).toEqual({
      name: 'Mi cuenta BCP',
      digits: '····8012',
    });
    // A bank missing from the catalogue keeps its full name.
    expect(accountShortLabel(account(null))).toEqual({
      name: 'Banco de Crédito del Perú',
      digits: '····8012',
    });
  });
});
