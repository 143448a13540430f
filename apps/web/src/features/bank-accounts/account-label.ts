import type { BankAccount } from '@cambix/contract';

/** The last four digits, as Peruvian bank apps show an account: `····1234`. */
export function maskedDigits(accountNumber: string): string {
  return `····${accountNumber.replace(/\D/g, '').slice(-4)}`;
}

/**
 * How an account reads as a title: its alias, else its bank and last digits (two accounts at one bank
 * stay apart, and the bank is not repeated in the line under it).
 */
export function accountName(account: Pick<BankAccount, 'alias' | 'bank' | 'accountNumber'>): string {
  return account.alias ?? `${account.bank.name} ${maskedDigits(account.accountNumber)}`;
}

/**
 * The short form that fits a phone's select: the bank's short name (`BCP`, from the catalogue; the
 * full name when it is unknown) and the last digits, after the alias when there is one.
 */
export function accountShortLabel(
  account: Pick<BankAccount, 'alias' | 'bank' | 'accountNumber'>,
  bankShortName?: string,
): { name: string; digits: string } {
  const bank = bankShortName ?? account.bank.name;
  // "Mi cuenta BCP" already says its bank.
  const aliasNamesBank = account.alias?.toLowerCase().includes(bank.toLowerCase()) ?? false;
  const name = !account.alias ? bank : aliasNamesBank ? account.alias : `${account.alias} · ${bank}`;
  return { name, digits: maskedDigits(account.accountNumber) };
}
