import { cciCheckDigits } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { BANKS } from '../../../test/catalogue.ts';
import {
  EMPTY_ACCOUNT_FORM,
  toBankAccountRequest,
  validateBankAccountForm,
  type BankAccountFormValues,
} from './account-form-rules.ts';

const banbifCci = (() => {
  const first18 = '038100001234567890';
  return `${first18}${cciCheckDigits(first18)}`;
})();

const form = (values: Partial<BankAccountFormValues>): BankAccountFormValues => ({
  ...EMPTY_ACCOUNT_FORM,
  holderDeclaration: true,
  ...values,
});

describe('account form rules (docs/rules/banks-and-accounts.md#customer-accounts)', () => {
  it('asks for everything on an empty form', () => {
    expect(validateBankAccountForm({ ...EMPTY_ACCOUNT_FORM, currency: '' }, BANKS)).toEqual({
      bankId: 'Elige un banco.',
      accountTypeId: 'Elige el tipo de cuenta.',
      currency: 'Elige la moneda.',
      accountNumber: 'Ingresa el número de cuenta.',
      holderDeclaration: 'Solo aceptamos cuentas a tu nombre: confirma que eres el titular.',
    });
  });

  it('holds the number to the length of that bank and type, digits only', () => {
    const bcp = { bankId: '1', accountTypeId: '1' };
    expect(validateBankAccountForm(form({ ...bcp, accountNumber: '1911234567801' }), BANKS)).toEqual({
      accountNumber: 'Debe tener 14 dígitos.',
    });
    expect(validateBankAccountForm(form({ ...bcp, accountNumber: '191-1234567-8-012' }), BANKS)).toEqual({});
    expect(validateBankAccountForm(form({ ...bcp, accountNumber: '19112345678O12' }), BANKS)).toEqual({
      accountNumber: 'Usa solo números.',
    });
    const banbif = { bankId: '5', accountTypeId: '9', cci: banbifCci };
    expect(validateBankAccountForm(form({ ...banbif, accountNumber: '1234567890' }), BANKS)).toEqual({
      accountNumber: 'Debe tener de 11 a 12 dígitos.',
    });
  });

  it('requires the CCI only where Cambix has no account, and checks prefix and check digits when given', () => {
    const banbif = { bankId: '5', accountTypeId: '9', accountNumber: '12345678901' };
    expect(validateBankAccountForm(form(banbif), BANKS)).toEqual({
      cci: 'Para este banco necesitamos tu CCI.',
    });
    expect(validateBankAccountForm(form({ ...banbif, cci: banbifCci }), BANKS)).toEqual({});
    const wrongDigit = `${banbifCci.slice(0, 19)}${(Number(banbifCci[19]) + 1) % 10}`;
    expect(validateBankAccountForm(form({ ...banbif, cci: wrongDigit }), BANKS).cci).toMatch(
      /dígitos de control/,
    );
    expect(validateBankAccountForm(form({ ...banbif, cci: `002${banbifCci.slice(3)}` }), BANKS).cci).toBe(
      'El CCI de BanBif empieza con 038.',
    );
    expect(validateBankAccountForm(form({ ...banbif, cci: '0381' }), BANKS).cci).toBe(
      'El CCI tiene 20 dígitos.',
    );
    const bcp = { bankId: '1', accountTypeId: '1', accountNumber: '19112345678012' };
    expect(validateBankAccountForm(form(bcp), BANKS)).toEqual({});
    expect(validateBankAccountForm(form({ ...bcp, cci: wrongDigit }), BANKS).cci).toBeDefined();
  });

  it('refuses a type of another bank', () => {
    expect(
      validateBankAccountForm(
        form({ bankId: '1', accountTypeId: '9', accountNumber: '19112345678012' }),
        BANKS,
      ),
    ).toEqual({
      accountTypeId: 'Elige el tipo de cuenta.',
    });
  });

  it('sends numbers and digits, and null for what was left empty', () => {
    expect(
      toBankAccountRequest(
        form({
          bankId: '5',
          accountTypeId: '9',
          accountNumber: '123 456 789 01',
          cci: ` ${banbifCci} `,
          alias: '  ',
        }),
      ),
    ).toEqual({
      bankId: 5,
      accountTypeId: 9,
      currency: 'PEN',
      accountNumber: '12345678901',
      cci: banbifCci,
      alias: null,
      isProvincia: false,
      holderDeclaration: true,
    });
  });
});
