import {
  CCI_PATTERN,
  isValidCci,
  type AccountType,
  type Bank,
  type BankAccount,
  type BankAccountRequest,
  type Currency,
} from '@cambix/contract';
import { customerEs } from '@/i18n/customer.ts';

const t = customerEs.accountForm.errors;

/** The account form as typed: selects and inputs hold strings. */
export interface BankAccountFormValues {
  bankId: string;
  accountTypeId: string;
  currency: Currency | '';
  accountNumber: string;
  cci: string;
  alias: string;
  isProvincia: boolean;
  holderDeclaration: boolean;
}

export type BankAccountFormErrors = Partial<Record<keyof BankAccountFormValues, string>>;

export const EMPTY_ACCOUNT_FORM: BankAccountFormValues = {
  bankId: '',
  accountTypeId: '',
  currency: 'PEN',
  accountNumber: '',
  cci: '',
  alias: '',
  isProvincia: false,
  holderDeclaration: false,
};

/** An account being edited, as form values (the declaration is asked again). */
export function formValuesOf(account: BankAccount): BankAccountFormValues {
  return {
    bankId: String(account.bank.id),
    accountTypeId: String(account.accountType.id),
    currency: account.currency,
    accountNumber: account.accountNumber,
    cci: account.cci ?? '',
    alias: account.alias ?? '',
    isProvincia: account.isProvincia,
    holderDeclaration: false,
  };
}

export const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

export function findBank(banks: readonly Bank[], bankId: string): Bank | undefined {
  return banks.find((bank) => String(bank.id) === bankId);
}

export function findAccountType(bank: Bank | undefined, typeId: string): AccountType | undefined {
  return bank?.accountTypes.find((type) => String(type.id) === typeId);
}

/** Where Cambix has no collection account, the customer's CCI is how the money reaches them. */
export function isCciRequired(bank: Bank | undefined): boolean {
  return bank !== undefined && !bank.hasCollectionAccount;
}

function cciError(cci: string, bank: Bank): string | undefined {
  if (!CCI_PATTERN.test(cci)) return /^\d*$/.test(cci) ? t.cciLength : t.digitsOnly;
  if (!cci.startsWith(bank.code)) return t.cciPrefix(bank.shortName, bank.code);
  return isValidCci(cci, bank.code) ? undefined : t.cciCheck;
}

/**
 * The rules (docs/rules/banks-and-accounts.md#customer-accounts) the browser can check with the catalogue;
 * the server checks them again.
 */
export function validateBankAccountForm(
  values: BankAccountFormValues,
  banks: readonly Bank[],
): BankAccountFormErrors {
  const errors: BankAccountFormErrors = {};
  const bank = findBank(banks, values.bankId);
  const type = findAccountType(bank, values.accountTypeId);
  if (!bank) errors.bankId = t.bank;
  if (!type) errors.accountTypeId = t.accountType;
  if (!values.currency) errors.currency = t.currency;

  const number = digitsOf(values.accountNumber);
  if (!number) errors.accountNumber = t.numberRequired;
  else if (!/^\d+$/.test(number)) errors.accountNumber = t.digitsOnly;
  else if (type && (number.length < type.minLength || number.length > type.maxLength)) {
    errors.accountNumber = t.length(type.minLength, type.maxLength);
  }

  const cci = digitsOf(values.cci);
  if (bank && !cci && isCciRequired(bank)) errors.cci = t.cciRequired;
  if (bank && cci) {
    const message = cciError(cci, bank);
    if (message) errors.cci = message;
  }
  if (!values.holderDeclaration) errors.holderDeclaration = t.holder;
  return errors;
}

/** The request the server expects, from valid form values. */
export function toBankAccountRequest(values: BankAccountFormValues): Omit<BankAccountRequest, 'id'> {
  return {
    bankId: Number(values.bankId),
    accountTypeId: Number(values.accountTypeId),
    currency: values.currency || 'PEN',
    accountNumber: digitsOf(values.accountNumber),
    cci: digitsOf(values.cci) || null,
    alias: values.alias.trim() || null,
    isProvincia: values.isProvincia,
    holderDeclaration: values.holderDeclaration,
  };
}
